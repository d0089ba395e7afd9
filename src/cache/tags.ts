/**
 * Cache tag names, in one place: every cached read is tagged with them and every change
 * invalidates by them (docs/decisions/011-page-cache.md).
 */

/** A site's configuration, locations and reviews; `site:apply` expires it (src/site/site-file-service.ts). */
export const siteTag = (siteId: number) => `site:${siteId}`;

/** Anything read from a site's stock as a whole: counts, featured and similar cars, car pages. */
export const stockTag = (siteId: number) => `stock:${siteId}`;

/** One car, wherever it is shown, by its slug (unique across the installation and known before the car is read). */
export const carTag = (slug: string) => `car:${slug}`;

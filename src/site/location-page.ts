import 'server-only';
import { siteTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import type { Location, Site } from '../domain/types';

/**
 * One of the site's visible locations by slug, read through the data cache under the site's tag,
 * so a stored location page expires with the site's data.
 */
export async function siteLocation(site: Site, slug: string): Promise<Location | null> {
  // Known slugs only reach the data cache, so junk URLs cannot fill it.
  if (!site.locations.some((l) => l.slug === slug)) return null;
  return tagged(['location', String(site.id), slug], [siteTag(site.id)], async () => site.locations.find((l) => l.slug === slug) ?? null);
}

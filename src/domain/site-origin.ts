import type { Site } from './types';

/** The site's public origin: its first custom hostname, else its platform name. */
export function siteOrigin(site: Pick<Site, 'hostnames' | 'slug'>): string {
  return `https://${site.hostnames[0] ?? `${site.slug}.localhost`}`;
}

import type { LocationMap } from './site-config';

/**
 * What a location shows as its map (SPEC 2 large location panel, the footer's maps embed): the
 * configured embed of a maps service, else a configured map picture, else our own offline map
 * picture. The plain "Open in maps" link is always there, so the page is complete with no network.
 * An embed or picture whose address the site's CSP could not allow (src/domain/map-sources.ts) is
 * never shown: it would be a broken frame, so the offline picture stands in for it.
 */
export type LocationMapView = { kind: 'embed'; url: string } | { kind: 'image'; url: string } | { kind: 'offline'; baseUrl: string };

/** The origin a page may load a map from: only https (an http frame on an https page is blocked as mixed content). */
export function mapOrigin(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.origin : null;
}

/** A picture on our own origin needs no CSP entry; any other must be an https address. */
export function mapPictureShowable(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || mapOrigin(url) !== null;
}

/** Our own street-grid picture for a location (app/media/maps), drawn differently for each location. */
function offlineMapUrl(locationId: number): string {
  return `/media/maps/${Math.max(1, Math.trunc(locationId))}.svg`;
}

export function locationMapView(map: LocationMap | undefined, locationId: number): LocationMapView {
  if (map?.embedUrl && mapOrigin(map.embedUrl) !== null) return { kind: 'embed', url: map.embedUrl };
  if (map?.imageUrl && mapPictureShowable(map.imageUrl)) return { kind: 'image', url: map.imageUrl };
  return { kind: 'offline', baseUrl: offlineMapUrl(locationId) };
}

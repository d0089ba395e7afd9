import type { LocationMap } from './site-config';

/**
 * What a location page shows as its map (SPEC 2 large location panel): the configured embed of a
 * maps service, else a configured map picture, else nothing; the plain "Open in maps" link is
 * always there, so the page is complete with no network and without either.
 */
export type LocationMapView = { kind: 'embed'; url: string } | { kind: 'image'; url: string } | { kind: 'none' };

export function locationMapView(map: LocationMap | undefined): LocationMapView {
  if (map?.embedUrl) return { kind: 'embed', url: map.embedUrl };
  if (map?.imageUrl) return { kind: 'image', url: map.imageUrl };
  return { kind: 'none' };
}

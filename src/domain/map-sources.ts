import { mapOrigin, mapPictureShowable } from './location-map';
import type { LocationMap } from './site-config';

/**
 * The map providers a site uses, as CSP additions (src/domain/csp-additions.ts), derived from the map addresses its config holds
 * (docs/decisions/040-map-providers-from-map-urls.md): its CSP allows frames from exactly the
 * origins of its embeds and images from exactly the origins of its remote map pictures, and a site
 * with no remote map allows none. Pictures on our own origin are covered by 'self'.
 */
export type MapSources = { 'frame-src': string[]; 'img-src': string[] };

export function mapSources(locationMaps: Readonly<Record<string, LocationMap>>): MapSources {
  const frame = new Set<string>();
  const img = new Set<string>();
  for (const map of Object.values(locationMaps)) {
    const embed = map.embedUrl ? mapOrigin(map.embedUrl) : null;
    if (embed) frame.add(embed);
    // Only a picture the page shows: one behind a showable embed is never loaded.
    if (!embed && map.imageUrl && mapPictureShowable(map.imageUrl)) {
      const picture = mapOrigin(map.imageUrl);
      if (picture) img.add(picture);
    }
  }
  return { 'frame-src': [...frame].sort(), 'img-src': [...img].sort() };
}

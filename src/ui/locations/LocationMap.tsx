import type { LocationMapView } from '../../domain/location-map';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';

/**
 * The location's map: an embedded maps page or a static map picture from the location's config,
 * and always a plain "Open in maps" link, which is all the page needs when the map cannot load.
 */
export function LocationMap({ view, openUrl, name, texts }: { view: LocationMapView; openUrl: string; name: string; texts: Messages['locations'] }) {
  return (
    <figure className="location-map">
      {view.kind === 'embed' ? (
        <iframe className="location-map-frame" src={view.url} title={fill(texts.mapOf, { name })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width={800} height={400} />
      ) : null}
      {view.kind === 'image' ? <img className="location-map-image" src={view.url} alt={fill(texts.streetMap, { name })} width={800} height={400} loading="lazy" /> : null}
      <figcaption>
        <a className="location-map-link" href={openUrl} target="_blank" rel="noopener noreferrer">
          {texts.openInMaps}
        </a>
      </figcaption>
    </figure>
  );
}

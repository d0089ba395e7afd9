import type { LocationMapView } from '../../domain/location-map';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { OfflineMapPicture } from './OfflineMapPicture';

/**
 * A location's map (src/domain/location-map.ts): the configured maps embed, the configured map
 * picture, or our own offline map picture; always a plain "Open in maps" link beneath. Used by the
 * large location panel and the footer's map.
 */
export function LocationMap({
  view,
  openUrl,
  name,
  suburb,
  texts,
}: {
  view: LocationMapView;
  openUrl: string;
  name: string;
  suburb: string;
  texts: Messages['locations'];
}) {
  return (
    <figure className="location-map">
      {view.kind === 'embed' ? (
        <iframe className="location-map-frame" src={view.url} title={fill(texts.mapOf, { name })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width={800} height={400} />
      ) : view.kind === 'image' ? (
        <img className="location-map-image" src={view.url} alt={fill(texts.streetMap, { name })} width={800} height={400} loading="lazy" />
      ) : (
        <OfflineMapPicture baseUrl={view.baseUrl} name={name} suburb={suburb} label={fill(texts.streetMap, { name })} />
      )}
      <figcaption>
        <a className="location-map-link" href={openUrl} target="_blank" rel="noopener noreferrer">
          {texts.openInMaps}
        </a>
      </figcaption>
    </figure>
  );
}

import type { Location } from '@/domain/types';
import { telHref } from '../phone';
import type { Messages } from '@/i18n/types';

/** Where to find and call a location, beside a form. */
export function LocationContact({ locations, texts }: { locations: readonly Location[]; texts: Messages['forms'] }) {
  return (
    <div className="form-contact">
      <h2>{texts.visitOrCall}</h2>
      {locations.map((location) => (
        <div key={location.id} className="form-contact-location">
          <h3>{location.name}</h3>
          <p>
            {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
          </p>
          {location.phone ? (
            <p>
              <a href={telHref(location.phone)}>{location.phone}</a>
            </p>
          ) : null}
          <p>
            <a href={`/our-location/${location.slug}`}>{texts.hoursMapDirections}</a>
          </p>
        </div>
      ))}
    </div>
  );
}

import type { Location } from '@/domain/types';
import { telHref } from '../phone';

/** Where to find and call a location, beside a form. */
export function LocationContact({ locations }: { locations: readonly Location[] }) {
  return (
    <div className="form-contact">
      <h2>Visit or call us</h2>
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
            <a href={`/our-location/${location.slug}`}>Hours, map and directions</a>
          </p>
        </div>
      ))}
    </div>
  );
}

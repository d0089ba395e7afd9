import type { Site } from '../../domain/types';
import { LocationCard } from '../locations/LocationCard';
import { messagesFor } from '../../i18n/messages';

export function LocationsSection({ site, now }: { site: Site; now: Date }) {
  if (site.locations.length === 0) return null;
  const { home } = messagesFor(site.locale);
  return (
    <section className="section locations-section" aria-labelledby="locations-title">
      <div className="container">
        <h2 id="locations-title">{site.locations.length > 1 ? home.ourLocations : home.visitUs}</h2>
        <div className="location-grid">
          {site.locations.map((l) => (
            <LocationCard key={l.id} location={l} site={site} now={now} />
          ))}
        </div>
      </div>
    </section>
  );
}

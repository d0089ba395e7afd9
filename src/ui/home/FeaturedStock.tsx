import { vehicleNoun } from '../../domain/locale';
import { defaultSearchHref } from '../../domain/search/search-path';
import type { CarSummary, Site } from '../../domain/types';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { CarCard } from '../car/CarCard';

export function FeaturedStock({ site, cars, now }: { site: Site; cars: CarSummary[]; now: Date }) {
  if (cars.length === 0) return null;
  const noun = vehicleNoun(site.config.stockKind, 2);
  const text = messagesFor(site.locale).home;
  return (
    <section className="section featured-stock" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-head">
          <h2 id="featured-title">{fill(text.featured, { noun })}</h2>
          <a href={defaultSearchHref(site.config)}>{fill(text.viewAll, { noun })}</a>
        </div>
        <div className="car-grid">
          {cars.map((car) => (
            <CarCard key={car.id} car={car} site={site} now={now} />
          ))}
        </div>
      </div>
    </section>
  );
}

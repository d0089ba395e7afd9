import { vehicleNoun } from '../../domain/locale';
import { FeaturedStock } from '../../ui/home/FeaturedStock';
import { Hero } from '../../ui/home/Hero';
import { LocationsSection } from '../../ui/home/LocationsSection';
import { ReviewsSection } from '../../ui/home/ReviewsSection';
import { SearchEntry } from '../../ui/home/SearchEntry';
import type { HomeData } from '../types';

/** Manufacturer franchise: the brand leads, then new and used stock, then the dealership. */
export function FranchiseHome({ site, now, featured, counts, reviews }: HomeData) {
  const brand = site.manufacturer?.name;
  return (
    <>
      <Hero site={site} title={brand ? `${brand} at ${site.name}` : site.name}>
        <SearchEntry site={site} counts={counts} />
      </Hero>
      <FeaturedStock site={site} cars={featured} now={now} />
      <section className="section franchise-promise">
        <div className="container promise-grid">
          <div>
            <h2>Genuine {brand ?? 'factory'} service</h2>
            <p>Factory-trained technicians and genuine parts at our service centre.</p>
          </div>
          <div>
            <h2>Certified pre-owned</h2>
            <p>Every used {vehicleNoun(site.config.stockKind, 1)} is inspected before it reaches our yard.</p>
          </div>
        </div>
      </section>
      <LocationsSection site={site} now={now} />
      <ReviewsSection reviews={reviews.items} summary={reviews.summary} locale={site.locale} />
    </>
  );
}

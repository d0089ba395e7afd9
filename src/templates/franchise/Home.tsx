import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
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
  const text = messagesFor(site.locale).home;
  return (
    <>
      <Hero site={site} title={brand ? fill(text.brandHero, { brand, site: site.name }) : site.name}>
        <SearchEntry site={site} counts={counts} />
      </Hero>
      <FeaturedStock site={site} cars={featured} now={now} />
      <section className="section franchise-promise">
        <div className="container promise-grid">
          <div>
            <h2>{fill(text.genuineService, { brand: brand ?? text.factory })}</h2>
            <p>{text.serviceText}</p>
          </div>
          <div>
            <h2>{text.certified}</h2>
            <p>{fill(text.certifiedText, { noun: vehicleNoun(site.config.stockKind, 1) })}</p>
          </div>
        </div>
      </section>
      <LocationsSection site={site} now={now} />
      <ReviewsSection reviews={reviews.items} summary={reviews.summary} locale={site.locale} />
    </>
  );
}

import { messagesFor } from '../../i18n/messages';
import { FeaturedStock } from '../../ui/home/FeaturedStock';
import { Hero } from '../../ui/home/Hero';
import { HomeBanners } from '../../ui/promotions/HomeBanners';
import { LogoImage } from '../../ui/media/LogoImage';
import { LocationsSection } from '../../ui/home/LocationsSection';
import { ReviewsSection } from '../../ui/home/ReviewsSection';
import { SearchEntry } from '../../ui/home/SearchEntry';
import type { HomeData } from '../types';

/** Dealer group: one search over every brand, the brands themselves, then the locations. */
export function GroupHome({ site, now, featured, counts, reviews }: HomeData) {
  const brands = site.dealerships.filter((d) => d.brand.logoUrl);
  return (
    <>
      <Hero site={site} title={site.name}>
        <SearchEntry site={site} counts={counts} />
      </Hero>
      <HomeBanners site={site} />
      {brands.length > 1 ? (
        <section className="section brand-strip" aria-labelledby="brands-title">
          <div className="container">
            <h2 id="brands-title">{messagesFor(site.locale).home.brands}</h2>
            <ul className="brand-tiles">
              {brands.map((d) => (
                <li key={d.id}>
                  <a href={d.brand.url ?? '#'}>
                    <LogoImage src={d.brand.logoUrl as string} width={64} height={64} />
                    <span>{d.brand.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <FeaturedStock site={site} cars={featured} now={now} />
      <LocationsSection site={site} now={now} />
      <ReviewsSection site={site} reviews={reviews.items} summary={reviews.summary} now={now} />
    </>
  );
}

import { vehicleNoun } from '../../domain/locale';
import { FeaturedStock } from '../../ui/home/FeaturedStock';
import { Hero } from '../../ui/home/Hero';
import { HomeBanners } from '../../ui/promotions/HomeBanners';
import { LocationsSection } from '../../ui/home/LocationsSection';
import { ReviewsSection } from '../../ui/home/ReviewsSection';
import { SearchEntry } from '../../ui/home/SearchEntry';
import type { HomeData } from '../types';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** Independent yard: a big search first, then what customers say, then the stock. */
export function IndependentHome({ site, now, featured, counts, reviews }: HomeData) {
  const city = site.locations[0]?.address.city ?? site.address?.city;
  const noun = vehicleNoun(site.config.stockKind, 2);
  const { home } = messagesFor(site.locale);
  return (
    <>
      <Hero site={site} title={city ? fill(home.qualityIn, { noun, city }) : fill(home.quality, { noun })}>
        <SearchEntry site={site} counts={counts} />
      </Hero>
      <HomeBanners site={site} />
      <ReviewsSection site={site} reviews={reviews.items} summary={reviews.summary} now={now} />
      <FeaturedStock site={site} cars={featured} now={now} />
      <LocationsSection site={site} now={now} />
    </>
  );
}

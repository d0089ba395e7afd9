import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { vehicleNoun } from '../../domain/locale';
import type { HomeContent } from '../../domain/site-config';
import type { Site } from '../../domain/types';
import { FeaturedStock } from '../../ui/home/FeaturedStock';
import { Hero } from '../../ui/home/Hero';
import { HomeBanners } from '../../ui/promotions/HomeBanners';
import { LocationsSection } from '../../ui/home/LocationsSection';
import { ReviewsSection } from '../../ui/home/ReviewsSection';
import { SearchEntry } from '../../ui/home/SearchEntry';
import type { HomeData } from '../types';

type Block = { heading: string; text: string };

/** The hero heading and promise blocks the site file asks for (docs/site-file.md, content.home). */
function homeTexts(site: Site, home: HomeContent) {
  const text = messagesFor(site.locale).home;
  const brand = site.manufacturer?.name;
  const standard = {
    heroHeading: brand ? fill(text.brandHero, { brand, site: site.name }) : site.name,
    serviceBlock: { heading: fill(text.genuineService, { brand: brand ?? text.factory }), text: text.serviceText },
    certifiedBlock: { heading: text.certified, text: fill(text.certifiedText, { noun: vehicleNoun(site.config.stockKind, 1) }) },
  };
  const block = (chosen: HomeContent['serviceBlock'], fallback: Block): Block | null => (chosen === undefined ? null : chosen === 'standard' ? fallback : chosen);
  return {
    heroHeading: home.heroHeading === undefined ? site.name : home.heroHeading === 'standard' ? standard.heroHeading : home.heroHeading,
    blocks: [block(home.serviceBlock, standard.serviceBlock), block(home.certifiedBlock, standard.certifiedBlock)].filter((b): b is Block => b !== null),
  };
}

/** Manufacturer franchise: the brand leads, then new and used stock, then the dealership. */
export function FranchiseHome({ site, now, featured, counts, reviews }: HomeData) {
  const { heroHeading, blocks } = homeTexts(site, site.config.content.home);
  return (
    <>
      <Hero site={site} title={heroHeading}>
        <SearchEntry site={site} counts={counts} />
      </Hero>
      <HomeBanners site={site} />
      <FeaturedStock site={site} cars={featured} now={now} />
      {blocks.length > 0 ? (
        <section className="section franchise-promise">
          <div className="container promise-grid">
            {blocks.map((b) => (
              <div key={b.heading}>
                <h2>{b.heading}</h2>
                <p>{b.text}</p>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <LocationsSection site={site} now={now} />
      <ReviewsSection site={site} reviews={reviews.items} summary={reviews.summary} now={now} />
    </>
  );
}

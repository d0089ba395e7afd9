import { messagesFor } from '../../i18n/messages';
import type { Site } from '../../domain/types';
import { PromotionCard } from './PromotionCard';

/** The dealer's banners under the home page's hero (site file `content.homeBanners`), in their order; none, nothing. */
export function HomeBanners({ site }: { site: Site }) {
  const banners = site.config.content.homeBanners ?? [];
  if (banners.length === 0) return null;
  return (
    <section className="section home-banners" aria-label={messagesFor(site.locale).home.banners}>
      <ul className="container promotion-list">
        {banners.map((banner, i) => (
          <li key={i}>
            <PromotionCard item={banner} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </section>
  );
}

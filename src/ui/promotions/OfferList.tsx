import { offerPriceText } from '../../domain/offers';
import type { Locale, Offer } from '../../domain/site-config';
import { PromotionCard } from './PromotionCard';

/** The site's special offers (site file `content.offers`) in their order, each with its price where it has one to show. */
export function OfferList({ offers, label, priceLabel, locale, headingLevel = 'h2' }: { offers: readonly Offer[]; label: string; priceLabel: string; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="promotion-list offer-list" aria-label={label}>
      {offers.map((offer, i) => {
        const price = offerPriceText(offer, locale);
        return (
          <li key={i}>
            <PromotionCard item={offer} headingLevel={headingLevel} price={price ? { label: priceLabel, text: price } : null} />
          </li>
        );
      })}
    </ul>
  );
}

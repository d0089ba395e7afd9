import type { Offer } from '../../domain/site-config';
import { PromotionCard } from './PromotionCard';

/** The site's special offers (site file `content.offers`) in their order, on /special-offers. */
export function OfferList({ offers, label }: { offers: readonly Offer[]; label: string }) {
  return (
    <ul className="promotion-list offer-list" aria-label={label}>
      {offers.map((offer, i) => (
        <li key={i}>
          <PromotionCard item={offer} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}

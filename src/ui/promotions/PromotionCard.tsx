import type { HomeBanner, Offer } from '../../domain/site-config';

/**
 * A dealer's banner or offer as the site shows it: its picture, heading, words and, when it has a
 * link, the heading is the link; an offer's price, where it has one to show, follows its words. The picture is decoration beside the heading, so its alt is empty.
 */
export function PromotionCard({ item, headingLevel, price }: { item: HomeBanner | Offer; headingLevel: 'h2' | 'h3'; price?: { label: string; text: string } | null }) {
  const Heading = headingLevel;
  return (
    <article className="promotion-card">
      {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" decoding="async" width={640} height={360} /> : null}
      <div className="promotion-card-body">
        <Heading className="promotion-card-heading">{item.url ? <a href={item.url}>{item.heading}</a> : item.heading}</Heading>
        {item.text ? <p>{item.text}</p> : null}
        {price ? (
          <p className="promotion-card-price">
            {price.label} <strong>{price.text}</strong>
          </p>
        ) : null}
      </div>
    </article>
  );
}

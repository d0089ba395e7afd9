import { formatPrice, showPrice } from '../../domain/locale';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { fillNodes } from '../i18n/fill-nodes';
import type { MarketBadge } from '../../domain/market-badge';
import type { CarDetail } from '../../domain/types';
import type { Locale } from '../../domain/site-config';

/**
 * The price block: the price only above 10 (SPEC 5), a higher before price struck through, the
 * subscription price where the site offers subscriptions, and the market-price badge.
 */
export function CarPrice({
  car,
  locale,
  offersSubscription,
  badge,
}: {
  car: CarDetail;
  locale: Locale;
  offersSubscription: boolean;
  badge: MarketBadge | null;
}) {
  const { car: texts, shortlist } = messagesFor(locale);
  const priced = showPrice(car.price);
  const before = priced && car.beforePrice !== null && car.beforePrice > car.price ? car.beforePrice : null;
  const subscription = offersSubscription && showPrice(car.subscriptionPrice) ? car.subscriptionPrice : null;
  return (
    <div className="car-price">
      {priced ? (
        <p className="car-price-main">
          {before !== null ? (
            <s className="car-price-before">
              <span className="visually-hidden">{texts.price.was} </span>
              {formatPrice(before, locale)}
            </s>
          ) : null}
          <strong className="car-price-now">
            {before !== null ? <span className="visually-hidden">{texts.price.now} </span> : null}
            {formatPrice(car.price, locale)}
          </strong>
        </p>
      ) : (
        <p className="car-price-main">
          <strong className="car-price-now">{shortlist.enquireForPrice}</strong>
        </p>
      )}
      {subscription !== null ? (
        <p className="car-price-subscription">
          {fillNodes(texts.price.subscribe, { price: <strong>{formatPrice(subscription, locale)}</strong> })}
        </p>
      ) : null}
      {badge ? (
        <p className="market-badge">
          {fill(texts.price.marketBadge, { amount: formatPrice(badge.belowBy, locale), scope: texts.price.scopes[badge.scope] })}
        </p>
      ) : null}
    </div>
  );
}

import type { PaymentProcessor } from './car-records';
import type { SiteConfig } from './site-config';
import type { CarSummary } from './types';

/** SPEC 4 and 9: a reservation needs a price over this. */
const RESERVATION_MIN_PRICE = 200;

export type ReservationCar = Pick<CarSummary, 'status' | 'reserved' | 'price'> & {
  /** The feed's separate sold flag, where it has one; a sold status counts either way. */
  sold?: boolean;
  /** Null means the feed did not say, which counts as allowed. */
  reservable: boolean | null;
  paymentProcessors: readonly PaymentProcessor[];
  hasCheckoutPaymentProcessor: boolean;
};

export type ReservationDenial =
  | 'no-payment-provider'
  | 'sold'
  | 'reserved'
  | 'not-in-stock'
  | 'price-too-low'
  | 'not-reservable'
  | 'no-payment-processors'
  | 'no-payment-authorization';

/**
 * How an allowed reservation is made: a card deposit through the site's payment provider, or, for
 * a whitelisted dealer without one, a request the dealership confirms (no money can be taken;
 * docs/decisions/046-reservation-whitelist.md).
 */
export type ReservationMode = 'deposit' | 'request';

export type ReservationDecision = { allowed: true; mode: ReservationMode } | { allowed: false; reason: ReservationDenial };

const deny = (reason: ReservationDenial): ReservationDecision => ({ allowed: false, reason });

/**
 * SPEC 4 "Reservation is allowed when all hold", checked in the spec's order except that sold and
 * reserved come before the status rule, so a sold car is refused as sold rather than as not in stock.
 * "The dealer has a payment provider or is whitelisted": the site's payment provider, or its
 * `reservation.whitelisted` flag.
 */
export function canReserve(car: ReservationCar, config: Pick<SiteConfig, 'providers' | 'features' | 'reservation'>): ReservationDecision {
  const hasProvider = config.providers.payment !== null;
  if (!hasProvider && !config.reservation.whitelisted) return deny('no-payment-provider');
  if (car.status === 'sold' || car.sold === true) return deny('sold');
  if (car.reserved) return deny('reserved');
  const statusAllowed = car.status === 'in_stock' || (car.status === 'coming_soon' && config.features.reserveComingSoon);
  if (!statusAllowed) return deny('not-in-stock');
  if (!(car.price > RESERVATION_MIN_PRICE)) return deny('price-too-low');
  if (car.reservable === false) return deny('not-reservable');
  if (car.paymentProcessors.length === 0) return deny('no-payment-processors');
  const authorised = car.paymentProcessors.some((p) => p.authorization_key !== null && p.authorization_key.trim() !== '');
  if (!authorised && !car.hasCheckoutPaymentProcessor) return deny('no-payment-authorization');
  return { allowed: true, mode: hasProvider ? 'deposit' : 'request' };
}

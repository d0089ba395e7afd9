import { formatPrice, MIN_DISPLAY_PRICE, showPrice } from './locale';
import type { Locale, Offer } from './site-config';

/**
 * A special offer's price (SPEC 3 "Offer. offer_price"; the site file's `content.offers[].offerPrice`,
 * docs/decisions/044-special-offer-price.md): shown with the offer on /special-offers, and on the
 * page of the car an offer links to, by SPEC 9's rule that a price is displayed only if over 10.
 */

/** Above any vehicle a dealer lists: a slip of the keyboard (an extra 0 or two) is caught on save. */
const OFFER_PRICE_MAX = 10_000_000;

/** The offer's price in the site's currency and locale, or null when it has none to display. */
export function offerPriceText(offer: Pick<Offer, 'offerPrice'>, locale: Locale): string | null {
  return offer.offerPrice !== undefined && showPrice(offer.offerPrice) ? formatPrice(offer.offerPrice, locale) : null;
}

/** The path an offer's link points to on the site itself, without its query, fragment or a trailing slash. */
function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The offers that link to the car's own page (`/cars/{slug}`), in the site's order. */
export function carOffers(offers: readonly Offer[] | undefined, carSlug: string): Offer[] {
  const path = `/cars/${carSlug}`;
  return (offers ?? []).filter((offer) => offer.url !== undefined && sitePath(offer.url) === path);
}

export type OfferPriceRead = { price: number | undefined; error: string | null };

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** A price as a dealer types it ('$39,990', '39990.50', '' for none), read for the console's offer rows. */
export function readOfferPrice(raw: string): OfferPriceRead {
  const cleaned = raw.replace(/[\s,$]/g, '');
  if (cleaned === '') return { price: undefined, error: null };
  const price = AMOUNT.test(cleaned) ? Number(cleaned) : NaN;
  if (!Number.isFinite(price)) return { price: undefined, error: 'Write the price in dollars, such as 39990 or $39,990, or leave it empty.' };
  if (!(price > MIN_DISPLAY_PRICE)) return { price: undefined, error: `A price is shown only when it is over $${MIN_DISPLAY_PRICE}: leave it empty for an offer without a price.` };
  if (price > OFFER_PRICE_MAX) return { price: undefined, error: 'That price is more than any vehicle on the site: check for an extra digit.' };
  return { price, error: null };
}

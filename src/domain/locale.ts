import type { Locale, StockKind } from './site-config';

/** Money, distance, spelling and counting words for each supported locale (SPEC 1, 5 and 9). */

export type Currency = 'AUD' | 'NZD' | 'USD';

const CURRENCY: Record<Locale, Currency> = { 'en-AU': 'AUD', 'en-NZ': 'NZD', 'en-US': 'USD' };

export function currencyOf(locale: Locale): Currency {
  return CURRENCY[locale];
}

// Building an Intl formatter is far slower than using one, and a results page formats dozens of prices.
const priceFormats = new Map<Locale, Intl.NumberFormat>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

function priceFormat(locale: Locale): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY[locale],
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    priceFormats.set(locale, format);
  }
  return format;
}

function countFormat(locale: Locale): Intl.NumberFormat {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    countFormats.set(locale, format);
  }
  return format;
}

/** Whole dollars, e.g. '$24,990'; an amount that is not a finite number gives ''. */
export function formatPrice(amount: number, locale: Locale): string {
  return Number.isFinite(amount) ? priceFormat(locale).format(amount) : '';
}

/** SPEC 5 and 9: a price of 10 or less is a placeholder, not a price. */
export const MIN_DISPLAY_PRICE = 10;
/** SPEC 5 and 9: the site-search box hides prices of 250 or less. */
const MIN_SEARCH_HIT_PRICE = 250;

function above(price: number | null | undefined, floor: number): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price > floor;
}

export function showPrice(price: number | null | undefined): boolean {
  return above(price, MIN_DISPLAY_PRICE);
}

export function showSearchHitPrice(price: number | null | undefined): boolean {
  return above(price, MIN_SEARCH_HIT_PRICE);
}

const KM_PER_MILE = 1.609344;

export type Odometer = { value: number; unit: 'km' | 'miles' };

/** Stock is stored in kilometres; US sites show miles (SPEC 1). Whole units, never negative. */
export function odometer(km: number, locale: Locale): Odometer {
  const safe = Number.isFinite(km) && km > 0 ? km : 0;
  return locale === 'en-US'
    ? { value: Math.round(safe / KM_PER_MILE), unit: 'miles' }
    : { value: Math.round(safe), unit: 'km' };
}

/** The stored whole kilometres of a distance in miles: the nearest, so `odometer` gives the miles back. */
export function kmFromMiles(miles: number): number {
  return Math.round(miles * KM_PER_MILE);
}

/** '12,345 km' or '7,671 miles'. */
export function formatOdometer(km: number, locale: Locale): string {
  const { value, unit } = odometer(km, locale);
  const word = unit === 'miles' && value === 1 ? 'mile' : unit;
  return `${countFormat(locale).format(value)} ${word}`;
}

const NOUNS: Record<StockKind, readonly [singular: string, plural: string]> = {
  cars: ['car', 'cars'],
  trucks: ['truck', 'trucks'],
  motorcycles: ['motorcycle', 'motorcycles'],
  rvs: ['RV', 'RVs'],
};

/** The word after a count, as in 'Show Me 12 cars' (SPEC 2 and 9). */
export function vehicleNoun(stockKind: StockKind, count: number): string {
  const [singular, plural] = NOUNS[stockKind];
  return count === 1 ? singular : plural;
}

const MAX_STARS = 5;

export type RatingStars = { full: number; partial: number; label: string };

/**
 * SPEC 5: whole stars for the integer part, one partial star for the fraction, and the rating to
 * one decimal. Out-of-range or missing averages are clamped to 0..5 so the row never overflows.
 */
export function ratingStars(average: number): RatingStars {
  const value = Number.isFinite(average) ? Math.min(MAX_STARS, Math.max(0, average)) : 0;
  const full = Math.floor(value);
  // Rounded to hundredths: 4.6 - 4 is 0.5999999999999996 in binary floating point.
  const partial = Math.round((value - full) * 100) / 100;
  return { full, partial, label: value.toFixed(1) };
}

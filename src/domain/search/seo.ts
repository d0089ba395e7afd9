import type { StockKind } from '../site-config';
import { normaliseSearchQuery, resolveDefaults } from './parse';
import { isBodyType, type BodyType } from './paths';
import type { SearchQuery } from './search-query';
import { canonicalSearchUrl, type SearchUrlContext } from './url';

/**
 * Title, description, canonical path and robots for a search page. Everything comes from the state
 * itself, so the many URLs of one state share one title and one canonical link.
 */

export type SearchSeo = {
  title: string;
  description: string;
  /** A path; the page makes it absolute with the site's origin. */
  canonical: string;
  robots: { index: boolean; follow: boolean };
};

/** More selected filter keys than this and the page is a long-tail combination: noindex. */
const MAX_INDEXABLE_FILTER_KEYS = 2;
const MAX_TITLE_TEXT = 50;

const STOCK_NOUNS: Record<StockKind, string> = { cars: 'cars', trucks: 'trucks', motorcycles: 'motorcycles', rvs: 'RVs' };
const ITEM_TYPE_NOUNS: Record<string, string> = { car: 'cars', truck: 'trucks', motorcycle: 'motorcycles', rv: 'RVs' };
const BODY_NOUNS: Record<BodyType, string> = {
  suv: 'SUVs',
  hatchback: 'hatchbacks',
  ute: 'utes',
  coupe: 'coupes',
  sedan: 'sedans',
  wagon: 'wagons',
};
const CONDITION_ORDER = ['new', 'demo', 'used'] as const;

/** The plural noun a site uses for its stock ('Show Me {count} {vehicle noun}'). */
export function vehicleNounFor(stockKind: StockKind): string {
  return STOCK_NOUNS[stockKind];
}

function only(values: readonly string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0] : undefined;
}

/** 'new', 'new and demo', ...; empty for none or all three, which say nothing. */
function conditionPhrase(carTypes: readonly string[] | undefined): string {
  const picked = CONDITION_ORDER.filter((c) => carTypes?.includes(c));
  if (picked.length === 0 || picked.length === CONDITION_ORDER.length) return '';
  return picked.join(' and ');
}

/** 'used Toyota HiLux', 'new and demo SUVs', 'rental cars': lower case except names. */
function searchPhrase(query: SearchQuery, vehicleNoun: string): string {
  const words: string[] = [];
  const condition = conditionPhrase(query.filters.car_type);
  if (condition) words.push(condition);
  if (query.ranges.subscription_price) words.push('subscription');
  if (only(query.filters.categories) === 'Rental') words.push('rental');
  const make = only(query.filters.make);
  if (make) words.push(make);
  const model = only(query.filters.model);
  const body = only(query.filters.body);
  const itemNoun = ITEM_TYPE_NOUNS[only(query.filters.item_type) ?? ''];
  if (model) words.push(model);
  else words.push(body !== undefined && isBodyType(body) ? BODY_NOUNS[body] : (itemNoun ?? vehicleNoun));
  return words.join(' ');
}

/** ' in Camperdown', ' at Harbour Toyota Service Centre': where the cars are, when one place is chosen. */
function placePhrase(query: SearchQuery): string {
  const city = only(query.filters.city);
  if (city) return ` in ${city}`;
  const location = only(query.filters.location_name);
  return location ? ` at ${location}` : '';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Filter keys as a shopper counts them: a model refines its make, so make and model are one. */
function filterKeyCount(query: SearchQuery): number {
  const keys = new Set<string>();
  for (const [key, values] of Object.entries(query.filters)) {
    if (!values || values.length === 0) continue;
    keys.add(key === 'model' || key === 'make_model' ? 'make' : key);
  }
  for (const [key, range] of Object.entries(query.ranges)) if (range) keys.add(key);
  return keys.size;
}

/**
 * SEO for one search state. Titles: 'Used Toyota HiLux for sale | Site', 'Used cars for sale in Camperdown | Site',
 * with ' - Page 2' from page 2. The canonical link is the state's canonical URL with sort and page
 * size dropped (they only reorder or re-slice the same cars) and the page kept when above 1. Free
 * text or more than two filter keys is noindex (follow stays on, so the cars are still found);
 * /search/{make}/{model} and the condition, body and vehicle routes are indexable landing pages.
 */
export function searchSeo(query: SearchQuery, path: SearchUrlContext, siteName: string, vehicleNoun: string): SearchSeo {
  const defaults = resolveDefaults(path.defaults);
  const state = normaliseSearchQuery(query, defaults);
  const phrase = searchPhrase(state, vehicleNoun);
  const text = `${placePhrase(state)}${state.query === '' ? '' : ` matching "${clip(state.query, MAX_TITLE_TEXT)}"`}`;
  const page = state.page > 1 ? ` - Page ${state.page}` : '';

  const title = `${capitalise(phrase)} for sale${text}${page} | ${siteName}`;
  const description = `Browse ${phrase} for sale${text} at ${siteName}${page ? `, page ${state.page}` : ''}. Compare prices and features and contact the dealer online.`;
  const canonical = canonicalSearchUrl({ ...state, sort: defaults.sort, hitsPerPage: defaults.hitsPerPage }, path);
  const index = state.query === '' && filterKeyCount(state) <= MAX_INDEXABLE_FILTER_KEYS;
  return { title, description, canonical, robots: { index, follow: true } };
}

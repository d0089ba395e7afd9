import { formatPrice } from '../../domain/locale';
import { bandLabel } from '../../domain/price-bands';
import type { ValueFacet } from '../../domain/search/search-query';
import { isCarType, type Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { spell } from '../../i18n/spell';

/** Facets the search page offers as checkbox lists, in panel order; their headings are in the message catalogue. */
export const PANEL_FACETS = [
  'car_type',
  'make',
  'model',
  'body',
  'price_range',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'location_name',
] as const satisfies readonly ValueFacet[];

export type PanelFacet = (typeof PANEL_FACETS)[number];

/** How a facet value reads on the page (prices as bands, conditions capitalised, locale words: a US ute is a pickup). */
export function facetValueLabel(facet: ValueFacet, value: string, locale: Locale): string {
  if (facet === 'car_type') return isCarType(value) ? messagesFor(locale).car.conditions[value] : value;
  if (facet === 'price_range') return bandLabel(value, (n) => formatPrice(n, locale));
  if (facet === 'weekly_price_range') return fill(messagesFor(locale).search.perWeek, { price: bandLabel(value, (n) => formatPrice(n, locale)) });
  if (facet === 'seats') return fill(messagesFor(locale).search.seats, { count: value });
  if (facet === 'body') return messagesFor(locale).search.bodies[value] ?? spell(value.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), locale);
  if (facet === 'fuel' || facet === 'colour') return spell(value, locale);
  return value;
}

export function facetLabel(facet: PanelFacet, locale: Locale): string {
  return messagesFor(locale).search.facetHeadings[facet];
}

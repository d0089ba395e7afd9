import { bandLabel } from '../../search/buckets';
import type { ValueFacet } from '../../search/types';
import { formatPrice } from '../../domain/locale';
import { spell } from '../../i18n/spell';
import type { Locale } from '../../site/config-schema';

/** Facets the search page offers as checkbox lists, in panel order, with their headings. */
export const PANEL_FACETS: { key: ValueFacet; label: string }[] = [
  { key: 'car_type', label: 'Condition' },
  { key: 'make', label: 'Make' },
  { key: 'model', label: 'Model' },
  { key: 'body', label: 'Body type' },
  { key: 'price_range', label: 'Price' },
  { key: 'fuel', label: 'Fuel' },
  { key: 'transmission', label: 'Transmission' },
  { key: 'drive', label: 'Drive' },
  { key: 'colour', label: 'Colour' },
  { key: 'seats', label: 'Seats' },
  { key: 'location_name', label: 'Location' },
];

const CAR_TYPE_LABEL: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };
const BODY_LABEL: Record<string, string> = { suv: 'SUV', ute: 'Ute', 'people-mover': 'People mover', rv: 'RV' };

/** How a facet value reads on the page (prices as bands, conditions capitalised, locale spelling). */
export function facetValueLabel(facet: ValueFacet, value: string, locale: Locale): string {
  if (facet === 'car_type') return CAR_TYPE_LABEL[value] ?? value;
  if (facet === 'price_range') return bandLabel(value, (n) => formatPrice(n, locale));
  if (facet === 'weekly_price_range') return `${bandLabel(value, (n) => formatPrice(n, locale))} /wk`;
  if (facet === 'seats') return `${value} seats`;
  if (facet === 'body') return BODY_LABEL[value] ?? value.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  if (facet === 'fuel') return spell(value, locale);
  return value;
}

export function facetLabel(label: string, locale: Locale): string {
  return spell(label, locale);
}

import type { StockKind } from './site-config';

/** Every item type a car row can have: one vehicle of a site's stock kind. */
export const ITEM_TYPE_VALUES = ['car', 'truck', 'motorcycle', 'rv'] as const;
export type ItemType = (typeof ITEM_TYPE_VALUES)[number];

/** A car row's item type for a site's stock kind: what the site lists, one vehicle at a time. */
export const ITEM_TYPES: Record<StockKind, ItemType> = { cars: 'car', trucks: 'truck', motorcycles: 'motorcycle', rvs: 'rv' };

export function itemTypeOf(stockKind: string): ItemType {
  return (ITEM_TYPES as Record<string, ItemType>)[stockKind] ?? ITEM_TYPES.cars;
}

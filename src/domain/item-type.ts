import type { StockKind } from './site-config';

/** A car row's item type for a site's stock kind: what the site lists, one vehicle at a time. */
export const ITEM_TYPES: Record<StockKind, string> = { cars: 'car', trucks: 'truck', motorcycles: 'motorcycle', rvs: 'rv' };

export function itemTypeOf(stockKind: string): string {
  return (ITEM_TYPES as Record<string, string>)[stockKind] ?? ITEM_TYPES.cars;
}

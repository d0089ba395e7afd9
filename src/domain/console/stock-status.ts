import type { CarPatch } from '../car-merge';
import type { CarStatus } from '../types';

/**
 * The stock manager's one status per car (issue 28), read from the three things a car stores: its
 * status (in stock, coming soon, sold), the reserved flag and whether it shows on the dealer's
 * sites. Hidden wins over everything (the shopper sees none of it), then sold, then reserved.
 */
export const STOCK_STATES = ['in_stock', 'coming_soon', 'reserved', 'sold', 'hidden'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  reserved: 'Reserved',
  sold: 'Sold',
  hidden: 'Hidden',
};

export type StoredState = { status: CarStatus | string; reserved: boolean; showOnDealerWebsite: boolean };

export function stockStateOf(car: StoredState): StockState {
  if (!car.showOnDealerWebsite) return 'hidden';
  if (car.status === 'sold') return 'sold';
  if (car.reserved) return 'reserved';
  return car.status === 'coming_soon' ? 'coming_soon' : 'in_stock';
}

export function isStockState(value: string): value is StockState {
  return (STOCK_STATES as readonly string[]).includes(value);
}

/**
 * The fields that put a car in the chosen state, for the one car write path (src/domain/car-merge.ts).
 * Hiding changes only the flag, so unhiding (choosing any other state) brings the car back as it
 * was told to be. Reserving keeps a coming-soon car coming soon; a sold car reserved is back on sale.
 */
export function stockStatePatch(target: StockState, current: StoredState): CarPatch {
  switch (target) {
    case 'hidden':
      return { show_on_dealer_website: false };
    case 'in_stock':
    case 'coming_soon':
      return { status: target, reserved: false, show_on_dealer_website: true };
    case 'sold':
      return { status: 'sold', reserved: false, show_on_dealer_website: true };
    case 'reserved':
      return { status: current.status === 'coming_soon' ? 'coming_soon' : 'in_stock', reserved: true, show_on_dealer_website: true };
  }
}

/** Whole days a car has been in stock: from its arrival to its sale, or to now while unsold. */
export function daysInStock(createdAt: Date, soldAt: Date | null, now: Date): number {
  const end = soldAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - createdAt.getTime()) / 86_400_000));
}

import type { CarStatus } from './types';

/** SPEC 4: a car is available only when in stock or coming soon. Queries filter on the same list. */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const satisfies readonly CarStatus[];

export function isAvailable(status: CarStatus): boolean {
  return (AVAILABLE_STATUSES as readonly CarStatus[]).includes(status);
}

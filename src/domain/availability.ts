import type { CarStatus } from './types';

/** SPEC 4: a car is available only when in stock or coming soon. */
export function isAvailable(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

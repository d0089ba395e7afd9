import { showPrice } from '../domain/locale';
import type { SimilarTo } from '../db/queries/similar-cars';
import type { Range } from '../domain/search-query';

/** How many similar cars the car page lists. */
export const SIMILAR_COUNT = 4;
/** "Nearby price": within this fraction of the car's price either way. */
export const SIMILAR_PRICE_SPREAD = 0.3;

export function similarPriceRange(price: number): Range | null {
  if (!showPrice(price)) return null;
  return { min: Math.floor(price * (1 - SIMILAR_PRICE_SPREAD)), max: Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD)) };
}

export type SimilarCar = { id: number; make: string; simpleBody: string | null; price: number };

/** What the similar-cars read needs of a car: its make, body and the price band around it. */
export function similarTo(car: SimilarCar): SimilarTo {
  return { id: car.id, make: car.make, simpleBody: car.simpleBody, price: car.price, priceRange: similarPriceRange(car.price) };
}

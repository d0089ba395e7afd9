import { showPrice } from './locale';
import type { Range } from './search/search-query';

/** How many similar cars the car page lists. */
export const SIMILAR_COUNT = 4;
/** "Nearby price": within this fraction of the car's price either way. */
const SIMILAR_PRICE_SPREAD = 0.3;

export function similarPriceRange(price: number): Range | null {
  if (!showPrice(price)) return null;
  return { min: Math.floor(price * (1 - SIMILAR_PRICE_SPREAD)), max: Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD)) };
}

/** The car a similar-cars read starts from, with the price band around it. */
export type SimilarTo = { id: number; make: string; simpleBody: string | null; price: number; priceRange: Range | null };

export type SimilarCar = { id: number; make: string; simpleBody: string | null; price: number };

/** What the similar-cars read needs of a car: its make, body and the price band around it. */
export function similarTo(car: SimilarCar): SimilarTo {
  return { id: car.id, make: car.make, simpleBody: car.simpleBody, price: car.price, priceRange: similarPriceRange(car.price) };
}

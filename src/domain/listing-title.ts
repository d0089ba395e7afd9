/**
 * A car's listing title when the feed gives none: year, make, model and badge. Makers name a base
 * grade after the model (Hyundai's "Tucson", Porsche's "Macan"); that badge is not said twice.
 */
export function listingTitle(car: { year: number; make: string; model: string; badge: string | null }): string {
  const badge = car.badge?.trim() ?? '';
  const repeatsModel = badge.toLowerCase() === car.model.trim().toLowerCase();
  return [car.year, car.make, car.model, repeatsModel ? '' : badge].filter((part) => part !== '').join(' ');
}

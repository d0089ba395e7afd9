/**
 * A car's listing title when the feed gives none: year, make, model and badge. Makers name grades
 * after the model (Hyundai's base "Tucson", Porsche's "Macan 4", Mercedes-Benz's "GLC 300"); the
 * model is then said once, as the badge says it.
 */
export function listingTitle(car: { year: number; make: string; model: string; badge?: string | null }): string {
  const model = car.model.trim();
  const badge = car.badge?.trim() ?? '';
  const [badgeKey, modelKey] = [badge.toLowerCase(), model.toLowerCase()];
  if (badgeKey === modelKey) return [car.year, car.make, model].join(' ');
  const words = badgeKey.startsWith(`${modelKey} `) ? [car.year, car.make, badge] : [car.year, car.make, model, badge];
  return words.filter((part) => part !== '').join(' ');
}

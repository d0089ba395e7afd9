/**
 * Where a feed row (or the console's car editor, which speaks the feed's columns) puts a car: a
 * location named by its slug among the dealership's own, a blank one the dealership's default
 * (null, made again by the merge), and one left out keeps the car where it is (undefined).
 */
export type FeedLocation = { ok: true; locationId: number | null | undefined } | { ok: false; reason: string };

export function feedLocationId(location: string | null | undefined, bySlug: ReadonlyMap<string, number>): FeedLocation {
  if (typeof location !== 'string') return { ok: true, locationId: location };
  const id = bySlug.get(location);
  return id === undefined ? { ok: false, reason: `The dealership has no location ${location}.` } : { ok: true, locationId: id };
}

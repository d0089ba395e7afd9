/**
 * A car of our JSON car schema (the car API's snake_case, src/api-json/car-json.ts) as a feed
 * record: photos come as `images: [{ image: { url } }]` or plain URLs, features as a list.
 * Keys the feed does not read (ids, slugs, finance) are dropped here; the schema checks the rest.
 */
export function jsonCarRecord(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const car = value as Record<string, unknown>;
  const images = Array.isArray(car.images) ? car.images.map(photoUrl) : car.images;
  return { ...car, images, location: car.location ?? car.location_slug };
}

function photoUrl(entry: unknown): unknown {
  if (typeof entry === 'string') return entry;
  const image = (entry as { image?: { url?: unknown } } | null)?.image;
  return image?.url ?? entry;
}

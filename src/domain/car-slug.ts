/** SPEC 5: a car slug for the detail fetch is letters, digits, hyphens and underscores, nothing else. */
const CAR_SLUG = /^[A-Za-z0-9_-]+$/;

/** Longer than any slug the feed writes; a bound keeps junk out of the database query. */
export const CAR_SLUG_MAX_LENGTH = 200;

export function isCarSlug(value: string): boolean {
  return value.length <= CAR_SLUG_MAX_LENGTH && CAR_SLUG.test(value);
}

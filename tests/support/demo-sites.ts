/** The demo network's sites, as the seed generates them (tests/e2e/platform.spec.ts checks the list is complete). */
export const DEMO_SITE_SLUGS = [
  'coastal-ev',
  'harbour-toyota',
  'highway-trucks',
  'kiwi-car-co',
  'lone-star-autos',
  'outback-rv',
  'redline-motors',
  'summit-auto-group',
  'summit-mazda',
  'throttle-motorcycles',
  'trade-in-warehouse',
] as const;

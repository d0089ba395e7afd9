import type { Location, LocationType } from './types';

/** SPEC 9: more than this many locations collapse into one Locations link in the header. */
const MAX_LISTED_LOCATIONS = 3;

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

/** SPEC 9: unique locations, de-duplicated by place_id, or by phone digits plus street. */
export function uniqueLocations<T extends Pick<Location, 'phone' | 'address'>>(locations: T[]): T[] {
  const seen = new Set<string>();
  return locations.filter((l) => {
    const key = l.address.placeId
      ? `place:${l.address.placeId}`
      : `addr:${digits(l.phone)}|${l.address.street.trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a location is to a shopper: its type, or a buying centre (a sales location that buys cars, subtype 'buying'). */
export type LocationKind = LocationType | 'buying';

/** The kind every label of a location is chosen by (banner, card, page), so a buying centre is never called Sales. */
export function locationKind(location: Pick<Location, 'type' | 'subtypes'>): LocationKind {
  return location.type === 'sales' && location.subtypes.includes('buying') ? 'buying' : location.type;
}

type BannerLocation = { kind: LocationKind; name: string; phone: string | null; slug: string };

export type BannerLocations =
  | { kind: 'none' }
  | { kind: 'single'; location: Location }
  | { kind: 'list'; items: BannerLocation[] }
  | { kind: 'link' };

/** SPEC 2 top banner address rule: one address; two or three labelled entries; otherwise a Locations link. */
export function bannerLocations(locations: Location[], forceLink: boolean): BannerLocations {
  const unique = uniqueLocations(locations);
  if (unique.length === 0) return { kind: 'none' };
  if (forceLink || unique.length > MAX_LISTED_LOCATIONS) return { kind: 'link' };
  if (unique.length === 1) return { kind: 'single', location: unique[0] as Location };
  // The city names a location unless two share one; then only the location's own name tells them apart.
  const cities = unique.map((l) => l.address.city);
  return {
    kind: 'list',
    items: unique.map((l) => ({
      kind: locationKind(l),
      name: l.address.city && cities.indexOf(l.address.city) === cities.lastIndexOf(l.address.city) ? l.address.city : l.name,
      phone: l.phone,
      slug: l.slug,
    })),
  };
}

/** The location's phone of the given department, for the multi-brand Sales/Service/Parts row. */
export function departmentPhones(locations: Location[], dealershipId: number) {
  const own = locations.filter((l) => l.dealershipId === dealershipId);
  const phoneOf = (type: Location['type']) => own.find((l) => l.type === type && l.phone)?.phone ?? null;
  return { sales: phoneOf('sales'), service: phoneOf('service'), parts: phoneOf('parts') };
}

/** Directions link: the location's place URL, else a maps search of its address. */
export function directionsUrl(location: Pick<Location, 'address'>): string {
  if (location.address.placeUrl) return location.address.placeUrl;
  const { street, city, state, postcode } = location.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${city} ${state} ${postcode}`)}`;
}

import type { Clock } from './clock';
import { HOURS_PATTERNS, specialDays, type HoursPattern, type SpecialHoursPlan } from './hours';
import type { IdSequence } from './ids';
import type { Rng } from './prng';
import type { LocationRow, OpeningHoursRow, SpecialHoursRow } from './types';

type LocationType = 'sales' | 'service' | 'parts';

export type LocationDef = {
  name: string;
  slug: string;
  type: LocationType;
  subtype?: string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  landline?: string;
  email: string;
  hours: HoursPattern;
  special?: SpecialHoursPlan[];
  /** Average rating and review count; absent for locations without reviews. */
  rating?: readonly [number, number];
  image?: boolean;
  visitNote?: string;
  badge?: string;
  visible?: boolean;
  manufacturers: string[];
  /** Whether stock is parked here; defaults to open sales locations. */
  holdsStock?: boolean;
  youtubeUrl?: string;
  linkedinUrl?: string;
};

function holdsStock(def: LocationDef): boolean {
  return def.holdsStock ?? (def.type === 'sales' && def.badge === undefined);
}

export function mapsUrl(address: { street: string; city: string; state: string; postcode: string }): string {
  const query = `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

// Licence number shapes by state or region; fictional numbers in each authority's style.
const LICENCE_PREFIX: Record<string, string> = {
  NSW: 'MD',
  VIC: 'LMCT ',
  QLD: '3',
  WA: 'DL',
  SA: 'MVD',
  TX: 'P',
  Auckland: 'M',
  Waikato: 'M',
  'Bay of Plenty': 'M',
};

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function placeId(rng: Rng): string {
  let out = 'ChIJ';
  for (let i = 0; i < 23; i++) out += PLACE_ID_ALPHABET[rng.int(0, PLACE_ID_ALPHABET.length - 1)];
  return out;
}

export type BuiltLocations = {
  locations: LocationRow[];
  openingHours: OpeningHoursRow[];
  specialHours: SpecialHoursRow[];
  /** Ids of the locations that hold stock. */
  stockLocationIds: number[];
};

export function buildLocations(dealershipId: number, defs: readonly LocationDef[], rng: Rng, clock: Clock, ids: IdSequence): BuiltLocations {
  const built: BuiltLocations = { locations: [], openingHours: [], specialHours: [], stockLocationIds: [] };
  defs.forEach((def, position) => {
    const id = ids.next('locations');
    const service = def.type === 'service';
    built.locations.push({
      id,
      dealershipId,
      name: def.name,
      slug: def.slug,
      primary: position === 0,
      visible: def.visible ?? true,
      position,
      locationType: def.type,
      locationSubtype: def.subtype ?? null,
      manufacturers: def.manufacturers,
      dealerLicenseNumber: `${LICENCE_PREFIX[def.state] ?? 'DL'}${rng.int(10_000, 99_999)}`,
      motorVehicleRepairer: service ? `MVRL${rng.int(10_000, 99_999)}` : null,
      averageRating: def.rating?.[0] ?? null,
      reviewCount: def.rating?.[1] ?? null,
      imageUrl: def.image ? `/media/locations/${ids.next('location-images')}.svg` : null,
      street: def.street,
      city: def.city,
      state: def.state,
      postcode: def.postcode,
      lat: def.lat,
      long: def.long,
      placeId: placeId(rng),
      placeUrl: mapsUrl(def),
      mapKey: null,
      phone: def.phone,
      landlinePhone: def.landline ?? null,
      email: def.email,
      youtubeUrl: def.youtubeUrl ?? null,
      linkedinUrl: def.linkedinUrl ?? null,
      visitNote: def.visitNote ?? null,
      badge: def.badge ?? null,
    });
    if (holdsStock(def)) built.stockLocationIds.push(id);
    HOURS_PATTERNS[def.hours].forEach((day, weekday) => {
      built.openingHours.push({ id: ids.next('opening_hours'), locationId: id, weekday, ...day });
    });
    const seenDates = new Set<string>();
    for (const plan of def.special ?? []) {
      for (const day of specialDays(plan, clock)) {
        // Plans can land on the same date (a stocktake twelve days before Christmas); the first wins.
        if (seenDates.has(day.date)) continue;
        seenDates.add(day.date);
        built.specialHours.push({ id: ids.next('special_hours'), locationId: id, ...day });
      }
    }
  });
  return built;
}

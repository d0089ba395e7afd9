import type { SiteConfig } from './site-config';
import { isAvailable } from './availability';
import type { CarSummary } from './types';

const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

export type CardTag =
  | { kind: 'sold'; label: 'SOLD' }
  | { kind: 'fuel'; label: 'Electric' | 'Hybrid' }
  | { kind: 'reserved'; label: 'RESERVED' }
  | { kind: 'certified'; label: 'Manufacturer Certified' }
  | { kind: 'custom'; label: string; colour: 'red' | 'green' }
  | { kind: 'coming-soon'; label: 'COMING SOON' }
  | { kind: 'new-arrival'; label: 'NEW ARRIVAL' };

type TagCar = Pick<CarSummary, 'status' | 'reserved' | 'tag' | 'certified' | 'carType' | 'simpleFuel' | 'createdAt'>;

function fuelTag(fuel: string | null): 'Electric' | 'Hybrid' | null {
  if (!fuel) return null;
  const f = fuel.toLowerCase();
  if (f === 'electric') return 'Electric';
  if (f.includes('hybrid')) return 'Hybrid';
  return null;
}

/** A used car its manufacturer certified: the certified tag and the certified-info dialog both ask this. */
export function isManufacturerCertified(car: Pick<CarSummary, 'certified' | 'carType'>): boolean {
  return car.certified && car.carType === 'used';
}

function customTagColour(tag: string, greenTags: readonly string[]): 'red' | 'green' {
  const key = tag.trim().toLowerCase();
  return greenTags.some((green) => green.toLowerCase() === key) ? 'green' : 'red';
}

/** The single banner a car card shows, by the priority of SPEC 4 "Card tag priority". */
export function cardTag(car: TagCar, config: Pick<SiteConfig, 'features' | 'tagOptions'>, now: Date): CardTag | null {
  if (car.status === 'sold') return { kind: 'sold', label: 'SOLD' };
  if (!isAvailable(car.status)) return null;
  const fuel = config.features.fuelTag ? fuelTag(car.simpleFuel) : null;
  if (fuel) return { kind: 'fuel', label: fuel };
  if (car.reserved) return { kind: 'reserved', label: 'RESERVED' };
  if (config.features.certifiedTag && isManufacturerCertified(car)) {
    return { kind: 'certified', label: 'Manufacturer Certified' };
  }
  if (car.tag) return { kind: 'custom', label: car.tag, colour: customTagColour(car.tag, config.tagOptions.greenTags) };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: 'COMING SOON' };
  if (now.getTime() - car.createdAt.getTime() < NEW_ARRIVAL_DAYS * DAY_MS) return { kind: 'new-arrival', label: 'NEW ARRIVAL' };
  return null;
}

import { listingTitle } from './listing-title';
import type { ItemType } from './item-type';

/**
 * The one merge rule for every writer of a car (stock feeds in CSV, JSON and XML, the dealer API's
 * PUT and PATCH): ARCHITECTURE practice 15.
 *
 * - A field that is absent (undefined) is unchanged; a new car starts with its default.
 * - A field present and empty (null; a feed's blank cell or empty element) is cleared where
 *   clearing is allowed (CAR_FIELD_RULES says per field what clearing means).
 * - A field with a value is set.
 *
 * Whole-stock replacement is separate and explicit: a full stock feed sells the cars it does not
 * list (src/stock/import/service.ts); no writer resets the fields it leaves out.
 */

/** A car's fields as its writers set them, in the columns' own names. */
export type CarFields = {
  location_id: number;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  vin: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  car_type: string;
  item_type: string;
  status: string;
  reserved: boolean;
  reservable: boolean | null;
  preorder: boolean;
  certified: boolean;
  show_on_dealer_website: boolean;
  tag: string | null;
  simple_body: string | null;
  simple_fuel: string | null;
  simple_drive: string | null;
  transmission: string | null;
  colour: string | null;
  seats: number | null;
  categories: string[];
  features: string[];
  description: string | null;
  images: { url: string; thumbUrl: string }[];
};

export type CarField = keyof CarFields;

/** One write's say on each field: absent leaves it, null clears it, a value sets it. */
export type CarPatch = { [K in CarField]?: CarFields[K] | null };

/** What a field present and empty does, and what a new car that is not given the field starts with. */
export type FieldRule<T> =
  /** Required: a new car must be given it, and it cannot be cleared. */
  | { empty: 'refused' }
  /** Cleared to `to`, the value a new car also starts with. */
  | { empty: 'clears'; to: T }
  /** Empty says nothing: the car keeps its own; a new car starts with `start`. */
  | { empty: 'ignored'; start: T }
  /** Made again: the name from year, make, model and badge; the location and item type from the writer's context. */
  | { empty: 'remade' };

const CAR_FIELD_RULES: { readonly [K in CarField]: FieldRule<CarFields[K]> } = {
  make: { empty: 'refused' },
  model: { empty: 'refused' },
  year: { empty: 'refused' },
  car_type: { empty: 'refused' },
  name: { empty: 'remade' },
  location_id: { empty: 'remade' },
  item_type: { empty: 'remade' },
  // 0 is price on application (SPEC): an empty price is that, not an error.
  price: { empty: 'clears', to: 0 },
  km: { empty: 'clears', to: 0 },
  status: { empty: 'clears', to: 'in_stock' },
  badge: { empty: 'clears', to: null },
  series: { empty: 'clears', to: null },
  vin: { empty: 'clears', to: null },
  before_price: { empty: 'clears', to: null },
  subscription_price: { empty: 'clears', to: null },
  reservable: { empty: 'clears', to: null },
  preorder: { empty: 'clears', to: false },
  certified: { empty: 'clears', to: false },
  tag: { empty: 'clears', to: null },
  simple_body: { empty: 'clears', to: null },
  simple_fuel: { empty: 'clears', to: null },
  simple_drive: { empty: 'clears', to: null },
  transmission: { empty: 'clears', to: null },
  colour: { empty: 'clears', to: null },
  seats: { empty: 'clears', to: null },
  categories: { empty: 'clears', to: [] },
  features: { empty: 'clears', to: [] },
  description: { empty: 'clears', to: null },
  images: { empty: 'clears', to: [] },
  // A reservation made on the site, or a car hidden by the dealer, outlasts a feed's blank cell.
  reserved: { empty: 'ignored', start: false },
  show_on_dealer_website: { empty: 'ignored', start: true },
};

export const CAR_FIELDS = Object.keys(CAR_FIELD_RULES) as CarField[];

/** Where a remade location and item type come from: the dealership's default location, the site's kind of stock. */
export type MergeContext = { defaultLocationId: number; itemType: ItemType };

function remade(field: CarField, context: MergeContext): unknown {
  if (field === 'location_id') return context.defaultLocationId;
  if (field === 'item_type') return context.itemType;
  return undefined;
}

/**
 * The car after a write: `existing` is the stored car (null for a new one). A required field
 * absent from a new car, or present and empty, is the caller's mistake: its schema refuses both.
 * An absent name follows year, make, model and badge when the car's name was the made one, so
 * a corrected badge corrects the title; a name the dealer wrote stays.
 */
export function mergeCar(existing: CarFields | null, patch: CarPatch, context: MergeContext): CarFields {
  const car: Partial<Record<CarField, unknown>> = {};
  for (const field of CAR_FIELDS) {
    const given = patch[field];
    const rule: FieldRule<unknown> = CAR_FIELD_RULES[field];
    if (given !== undefined && given !== null) car[field] = given;
    else if (given === undefined && existing) car[field] = existing[field];
    else if (rule.empty === 'refused') throw new Error(`${field} is required and cannot be cleared`);
    else if (rule.empty === 'clears') car[field] = rule.to;
    else if (rule.empty === 'ignored') car[field] = existing ? existing[field] : rule.start;
    else car[field] = remade(field, context);
  }
  const merged = car as CarFields;
  if (patch.name === null || (patch.name === undefined && (!existing || existing.name === listingTitle(existing)))) merged.name = listingTitle(merged);
  return merged;
}

/**
 * The fields a write changes, before and after (every field of a new car): what a dry run reports
 * as changed and the console's audit log keeps. Compared as JSON, as the database compares rows.
 */
export function changedFields(before: CarFields | null, after: CarFields): { before: Partial<CarFields>; after: Partial<CarFields> } {
  const was: Partial<Record<CarField, unknown>> = {};
  const now: Partial<Record<CarField, unknown>> = {};
  for (const key of CAR_FIELDS) {
    if (before && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (before) was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was as Partial<CarFields>, after: now as Partial<CarFields> };
}

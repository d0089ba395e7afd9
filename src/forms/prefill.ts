import { CAR_TYPES } from '../domain/site-config';
import { groupThousands } from './quick-picks';
import type { FormValues } from './types';

/**
 * SPEC 2 finance query: preferredDealership, vehiclePriceBudget, car_id, car_type, vin prefill the
 * form. The query is anyone's to write, so each value is checked and anything odd is dropped.
 */
export type Query = Readonly<Record<string, string | string[] | undefined>>;

const TEXT_MAX = 100;

function first(query: Query, key: string): string | undefined {
  const value = query[key];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text === undefined || text === '' || text.length > TEXT_MAX ? undefined : text;
}

/** A positive whole id from the query, or null. */
export function queryId(query: Query, key: string): number | null {
  const text = first(query, key);
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function prefillFromQuery(query: Query): FormValues {
  const values: FormValues = {};
  const dealership = first(query, 'preferredDealership');
  if (dealership !== undefined) values.preferred_dealership = dealership;
  const budget = first(query, 'vehiclePriceBudget')?.replace(/[\s,$]/g, '');
  if (budget !== undefined && /^\d{1,9}$/.test(budget)) values.vehicle_price_budget = groupThousands(budget);
  const carId = queryId(query, 'car_id');
  if (carId !== null) values.car_id = carId;
  const carType = first(query, 'car_type');
  if (carType !== undefined && (CAR_TYPES as readonly string[]).includes(carType)) values.car_type = carType;
  const vin = first(query, 'vin')?.toUpperCase();
  // VINs have 17 characters and never I, O or Q.
  if (vin !== undefined && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) values.vin = vin;
  return values;
}

import 'server-only';
import type { Db } from '../db/client';
import { carOfDealerships, type OwnedCar } from '../db/queries/leads';
import { DATABASE_ID_MAX } from '../domain/database-id';
import type { Site } from '../domain/types';
import { INVALID_VALUE_MESSAGE } from '../domain/validation/messages';
import { ValidationError } from '../lib/errors';
import { INVALID_LEAD_MESSAGE } from './messages';

/**
 * Which dealership, location and car of this site a lead is for. Everything the browser names
 * must belong to the Host's site: another tenant's dealership, location or car is a 422 on that
 * field, never attached.
 */
export type LeadPlaceInput = {
  dealership_slug?: string | undefined;
  location_id?: number | undefined;
  car_id?: number | undefined;
  website_slug?: string | undefined;
};

export type LeadPlace = { dealershipId: number | null; dealershipSlug: string | null; locationId: number | null; car: OwnedCar | null };


export async function resolveLeadPlace(
  db: Db,
  site: Site,
  input: LeadPlaceInput,
  stored: { dealershipId: number | null; locationId: number | null } = { dealershipId: null, locationId: null },
): Promise<LeadPlace> {
  const errors: Record<string, string[]> = {};
  const reject = (field: string) => (errors[field] = [INVALID_VALUE_MESSAGE]);

  if (input.website_slug !== undefined && input.website_slug !== site.slug) reject('website_slug');

  const named = input.dealership_slug !== undefined ? site.dealerships.find((d) => d.slug === input.dealership_slug) : undefined;
  if (input.dealership_slug !== undefined && !named) reject('dealership_slug');

  const location = input.location_id !== undefined ? site.locations.find((l) => l.id === input.location_id) : undefined;
  if (input.location_id !== undefined && !location) reject('location_id');
  if (named && location && location.dealershipId !== named.id) reject('location_id');

  const car =
    input.car_id !== undefined && input.car_id <= DATABASE_ID_MAX ? await carOfDealerships(db, input.car_id, site.dealerships.map((d) => d.id)) : null;
  if (input.car_id !== undefined && !car) reject('car_id');

  if (Object.keys(errors).length > 0) throw new ValidationError(INVALID_LEAD_MESSAGE, errors);

  const dealershipId = named?.id ?? location?.dealershipId ?? car?.dealershipId ?? stored.dealershipId ?? site.dealerships[0]?.id ?? null;
  const dealershipSlug = site.dealerships.find((d) => d.id === dealershipId)?.slug ?? null;
  const carLocation = car && car.dealershipId === dealershipId ? car.locationId : null;
  const locationId = location?.id ?? carLocation ?? (stored.dealershipId === dealershipId ? stored.locationId : null);
  return { dealershipId, dealershipSlug, locationId, car };
}

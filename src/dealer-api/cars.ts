import 'server-only';
import { invalidateCar } from '../cache/invalidate';
import type { Db } from '../db/client';
import { dealershipLocationIds, deleteStockCar, findStockCar, updateStockCar, type StockCarState } from '../db/queries/dealer-cars';
import { storedCars } from '../db/queries/stock-cars';
import type { CarFields } from '../domain/car-merge';
import { carPatchSchema, dealerCarSchema, stockNumberSchema, toCarPatch, type CarPatchBody } from '../domain/validation/car-input';
import { carReservedSchema, type CarStateJson, type DealerCarJson } from '../domain/validation/dealer-car';
import { fieldErrors } from '../domain/validation/field-errors';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { mergeStockCars } from '../stock/car-writes';
import type { DealerPrincipal } from './auth';
import { isForeignKeyViolation } from '../db/sql-errors';

/**
 * The dealer API's stock calls. Each is scoped to the caller's dealership (another dealer's stock
 * number is simply not found) and expires every cached page and read that could show the car,
 * so pages and search show the change at once. PUT and PATCH merge what they are sent into the
 * stored car by the one rule of every car writer (src/domain/car-merge.ts).
 */

const INVALID_CAR = 'The car is not valid.';
const CAR_NOT_FOUND = 'There is no car with this stock number.';

function stockNumber(raw: string): string {
  const parsed = stockNumberSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, { stock_number: parsed.error.issues.map((issue) => issue.message) });
  return parsed.data;
}

function stateJson(car: StockCarState): CarStateJson {
  return {
    id: car.id,
    slug: car.slug,
    stock_number: car.stocknum,
    status: car.status as CarStateJson['status'],
    reserved: car.reserved,
    sold_at: car.soldAt ? car.soldAt.toISOString() : null,
    updated_at: car.updatedAt.toISOString(),
  };
}

/** Expires the pages that could show a car: in the server, invalidateCar; a test records the call. */
export type ExpireCar = (slug: string, siteIds: readonly number[]) => Promise<void> | void;


function carJson(state: StockCarState, car: CarFields): DealerCarJson {
  const { images, ...fields } = car;
  return { ...fields, ...stateJson(state), car_type: car.car_type as DealerCarJson['car_type'], item_type: car.item_type as DealerCarJson['item_type'], images: images.map((i) => i.url) };
}

/** The car as stored now, state and fields. */
async function loadCar(db: Db, dealershipId: number, stocknum: string): Promise<{ state: StockCarState; json: DealerCarJson } | null> {
  const state = await findStockCar(db, dealershipId, stocknum);
  const car = state ? (await storedCars(db, dealershipId, [stocknum])).get(stocknum) : undefined;
  return state && car ? { state, json: carJson(state, car) } : null;
}

/** Merges the body into the car (making it when `create`), expires its pages if it changed, and answers it. */
async function writeCar(
  db: Db,
  principal: DealerPrincipal,
  stocknum: string,
  body: CarPatchBody,
  create: boolean,
  expire: ExpireCar,
): Promise<{ created: boolean; car: DealerCarJson }> {
  const locationIds = await dealershipLocationIds(db, principal.dealershipId);
  const defaultLocationId = locationIds[0];
  if (body.location_id != null && !locationIds.includes(body.location_id)) {
    throw new ValidationError(INVALID_CAR, { location_id: ["This is not one of the dealership's locations."] });
  }
  if (defaultLocationId === undefined) throw new ValidationError(INVALID_CAR, { location_id: ['The dealership has no location.'] });
  const written = await db.transaction((tx) =>
    mergeStockCars(tx, principal.dealershipId, [{ stocknum, patch: toCarPatch(body) }], { defaultLocationId, itemType: 'car' }, { create }),
  );
  if (written.notFound.length > 0) throw new NotFoundError(CAR_NOT_FOUND);
  const saved = await loadCar(db, principal.dealershipId, stocknum);
  if (!saved) throw new Error(`car ${stocknum} is missing right after it was written`);
  // Nothing written: the car already is what the body says, so there is nothing to expire either.
  if (written.added.length + written.updated.length > 0) await expire(saved.state.slug, saved.state.siteIds);
  return { created: written.added.length > 0, car: saved.json };
}

/** PUT: creates the car, or merges the body into it. */
export async function upsertCar(
  db: Db,
  principal: DealerPrincipal,
  rawStockNumber: string,
  body: unknown,
  expire: ExpireCar = invalidateCar,
): Promise<{ created: boolean; car: DealerCarJson }> {
  const stocknum = stockNumber(rawStockNumber);
  const parsed = dealerCarSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, fieldErrors(parsed.error));
  return writeCar(db, principal, stocknum, parsed.data, true, expire);
}

/** PATCH: a JSON merge patch (RFC 7396) of an existing car. */
export async function patchCar(db: Db, principal: DealerPrincipal, rawStockNumber: string, body: unknown, expire: ExpireCar = invalidateCar): Promise<DealerCarJson> {
  const stocknum = stockNumber(rawStockNumber);
  const parsed = carPatchSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, fieldErrors(parsed.error));
  return (await writeCar(db, principal, stocknum, parsed.data, false, expire)).car;
}

export async function getCar(db: Db, principal: DealerPrincipal, rawStockNumber: string): Promise<DealerCarJson> {
  const car = await loadCar(db, principal.dealershipId, stockNumber(rawStockNumber));
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  return car.json;
}

export async function removeCar(db: Db, principal: DealerPrincipal, rawStockNumber: string, expire: ExpireCar = invalidateCar): Promise<void> {
  const stocknum = stockNumber(rawStockNumber);
  try {
    const removed = await deleteStockCar(db, principal.dealershipId, stocknum);
    if (!removed) throw new NotFoundError(CAR_NOT_FOUND);
    await expire(removed.slug, removed.siteIds);
  } catch (error) {
    // A reservation is a payment record and keeps its car.
    if (isForeignKeyViolation(error)) throw new ConflictError('The car has a reservation and cannot be removed; mark it sold instead.');
    throw error;
  }
}

export async function markSold(db: Db, principal: DealerPrincipal, rawStockNumber: string, expire: ExpireCar = invalidateCar): Promise<CarStateJson> {
  const car = await updateStockCar(db, principal.dealershipId, stockNumber(rawStockNumber), { status: 'sold' });
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  await expire(car.slug, car.siteIds);
  return stateJson(car);
}

export async function setReserved(
  db: Db,
  principal: DealerPrincipal,
  rawStockNumber: string,
  body: unknown,
  expire: ExpireCar = invalidateCar,
): Promise<CarStateJson> {
  const stocknum = stockNumber(rawStockNumber);
  const parsed = carReservedSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, fieldErrors(parsed.error));
  const car = await updateStockCar(db, principal.dealershipId, stocknum, { reserved: parsed.data.reserved });
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  await expire(car.slug, car.siteIds);
  return stateJson(car);
}

import 'server-only';
import { invalidateCar } from '../cache/invalidate';
import type { Db } from '../db/client';
import {
  dealershipLocationIds,
  deleteStockCar,
  findStockCar,
  slugTaken,
  updateStockCar,
  upsertStockCar,
  type StockCarState,
} from '../db/queries/dealer-cars';
import { carReservedSchema, dealerCarSchema, newCarSlug, stockNumberSchema, toDealerCar, type CarStateJson } from '../domain/validation/dealer-car';
import { fieldErrors } from '../domain/validation/field-errors';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { DealerPrincipal } from './auth';

/**
 * The dealer API's stock calls. Each is scoped to the caller's dealership (another dealer's stock
 * number is simply not found) and expires every cached page and read that could show the car,
 * so pages and search show the change at once.
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

function expire(car: StockCarState): Promise<void> {
  return invalidateCar(car.slug, car.siteIds);
}

function isForeignKeyViolation(error: unknown): boolean {
  const holder = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (holder?.code ?? holder?.cause?.code) === '23503';
}

export async function upsertCar(db: Db, principal: DealerPrincipal, rawStockNumber: string, body: unknown): Promise<{ created: boolean; car: CarStateJson }> {
  const stocknum = stockNumber(rawStockNumber);
  const parsed = dealerCarSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, fieldErrors(parsed.error));
  const car = toDealerCar(stocknum, parsed.data);
  const locationIds = await dealershipLocationIds(db, principal.dealershipId);
  const locationId = car.locationId ?? locationIds[0];
  if (locationId === undefined || !locationIds.includes(locationId)) {
    throw new ValidationError(INVALID_CAR, { location_id: ["This is not one of the dealership's locations."] });
  }
  const base = newCarSlug(car);
  const slug = (await slugTaken(db, base, principal.dealershipId, stocknum)) ? `${base}-${principal.dealershipSlug}` : base;
  const saved = await upsertStockCar(db, principal.dealershipId, { ...car, locationId }, slug);
  await expire(saved);
  return { created: saved.created, car: stateJson(saved) };
}

export async function getCar(db: Db, principal: DealerPrincipal, rawStockNumber: string): Promise<CarStateJson> {
  const car = await findStockCar(db, principal.dealershipId, stockNumber(rawStockNumber));
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  return stateJson(car);
}

export async function removeCar(db: Db, principal: DealerPrincipal, rawStockNumber: string): Promise<void> {
  const stocknum = stockNumber(rawStockNumber);
  try {
    const removed = await deleteStockCar(db, principal.dealershipId, stocknum);
    if (!removed) throw new NotFoundError(CAR_NOT_FOUND);
    await expire(removed);
  } catch (error) {
    // A reservation is a payment record and keeps its car.
    if (isForeignKeyViolation(error)) throw new ConflictError('The car has a reservation and cannot be removed; mark it sold instead.');
    throw error;
  }
}

export async function markSold(db: Db, principal: DealerPrincipal, rawStockNumber: string): Promise<CarStateJson> {
  const car = await updateStockCar(db, principal.dealershipId, stockNumber(rawStockNumber), { status: 'sold' });
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  await expire(car);
  return stateJson(car);
}

export async function setReserved(db: Db, principal: DealerPrincipal, rawStockNumber: string, body: unknown): Promise<CarStateJson> {
  const stocknum = stockNumber(rawStockNumber);
  const parsed = carReservedSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_CAR, fieldErrors(parsed.error));
  const car = await updateStockCar(db, principal.dealershipId, stocknum, { reserved: parsed.data.reserved });
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  await expire(car);
  return stateJson(car);
}

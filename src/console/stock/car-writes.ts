import 'server-only';
import type { Db } from '../../db/client';
import { locationChoices } from '../../db/queries/console-stock';
import { dealershipLocationIds, deleteStockCar, findStockCar } from '../../db/queries/dealer-cars';
import { storedCars, type StoredCarById } from '../../db/queries/stock-cars';
import { dealershipImportTarget } from '../../db/queries/stock-import';
import { changedFields, type CarPatch, type MergeContext } from '../../domain/car-merge';
import { authorize, type StaffActor } from '../../domain/console/access';
import { carFormRecord } from '../../domain/console/car-form';
import { isStockState, stockStatePatch, type StockState } from '../../domain/console/stock-status';
import { itemTypeOf } from '../../domain/item-type';
import { checkFeedCar, checkFeedChange } from '../../domain/stock-feed/feed-car';
import { feedLocationId } from '../../domain/stock-feed/feed-location';
import { toCarPatch } from '../../domain/validation/car-input';
import type { FieldErrors } from '../../domain/validation/field-errors';
import { mergeStockCars } from '../../stock/car-writes';
import { recordAudit } from '../audit';
import { ownedCar, resolved, type StockDeps } from './deps';
import { isForeignKeyViolation } from '../../db/sql-errors';

/**
 * The console's writes to a car (issue 28). Each checks `stock.write` at the car's dealership
 * (another dealership's car is not found), goes through the one write path of every car writer
 * (src/stock/car-writes.ts: the merge rule, the sold-date rule), records an audit entry in the
 * same transaction, and expires only the pages of the sites that show the car once committed.
 */

export type CarWriteResult = { ok: true; carId: number } | { ok: false; message: string; errors: FieldErrors };

const INVALID = 'The car was not saved: check the fields marked.';

/** The messages as a plain object: a form's server action hands them to the browser, which takes no null-prototype record. */
const refused = (errors: FieldErrors, message = INVALID): CarWriteResult => ({ ok: false, message, errors: { ...errors } });

/** Where a car given no location goes, and what kind of vehicle a new one is: the dealership's own site says. */
async function mergeContext(db: Db, dealershipId: number): Promise<MergeContext | null> {
  const target = await dealershipImportTarget(db, dealershipId);
  if (target?.defaultLocationId != null) return { defaultLocationId: target.defaultLocationId, itemType: itemTypeOf(target.stockKind) };
  const [first] = await dealershipLocationIds(db, dealershipId);
  return first === undefined ? null : { defaultLocationId: first, itemType: 'car' };
}

type Write = { dealershipId: number; stocknum: string; existing: StoredCarById | null; patch: CarPatch; action: string };

async function write(actor: StaffActor, deps: StockDeps, change: Write): Promise<CarWriteResult> {
  const { db, expire } = await resolved(deps);
  const context = await mergeContext(db, change.dealershipId);
  if (!context) return refused({ location: ['The dealership has no location to hold the car.'] });
  const saved = await db.transaction(async (tx) => {
    const written = await mergeStockCars(tx, change.dealershipId, [{ stocknum: change.stocknum, patch: change.patch }], context, { create: change.existing === null });
    const state = await findStockCar(tx, change.dealershipId, change.stocknum);
    const after = (await storedCars(tx, change.dealershipId, [change.stocknum])).get(change.stocknum);
    if (!state || !after) throw new Error(`car ${change.stocknum} is missing right after it was written`);
    const changed = written.added.length + written.updated.length > 0;
    if (changed) {
      await recordAudit(tx, actor, { dealershipId: change.dealershipId, action: change.action, entity: 'car', entityId: state.id, ...changedFields(change.existing?.fields ?? null, after) });
    }
    return { state, changed };
  });
  if (saved.changed) await expire(saved.state.slug, saved.state.siteIds);
  return { ok: true, carId: saved.state.id };
}

/** The editor's fields as the feed's patch, its location named by slug among the dealership's. */
async function formPatch(db: Db, dealershipId: number, values: (name: string) => unknown, stocknum?: string): Promise<{ stocknum: string; patch: CarPatch } | { errors: FieldErrors }> {
  const record = { ...carFormRecord(values), ...(stocknum === undefined ? {} : { stocknum }) };
  const checked = checkFeedCar(record);
  if (!checked.ok) return { errors: checked.errors };
  const { stocknum: key, location, ...car } = checked.car;
  const bySlug = new Map((await locationChoices(db, dealershipId)).map((l) => [l.slug, l.id]));
  const place = feedLocationId(location, bySlug);
  if (!place.ok) return { errors: { location: [place.reason] } };
  return { stocknum: key, patch: { ...toCarPatch(car), ...(place.locationId === undefined ? {} : { location_id: place.locationId }) } };
}

/** The editor's save: every field of the form, by the feed's rules; the stock number stays the car's. */
export async function saveCar(actor: StaffActor, carId: number, values: (name: string) => unknown, deps: StockDeps = {}): Promise<CarWriteResult> {
  const { db } = await resolved(deps);
  const car = await ownedCar(actor, 'stock.write', db, carId);
  const form = await formPatch(db, car.dealershipId, values, car.stocknum);
  if ('errors' in form) return refused(form.errors);
  return write(actor, { ...deps, db }, { dealershipId: car.dealershipId, stocknum: car.stocknum, existing: car, patch: form.patch, action: 'car.edit' });
}

/** A new car (or a duplicate, which arrives as a new car's form filled from another). */
export async function createCar(actor: StaffActor, dealershipId: number, values: (name: string) => unknown, deps: StockDeps = {}): Promise<CarWriteResult> {
  authorize(actor, 'stock.write', dealershipId);
  const { db } = await resolved(deps);
  const form = await formPatch(db, dealershipId, values);
  if ('errors' in form) return refused(form.errors);
  if (await findStockCar(db, dealershipId, form.stocknum)) {
    return refused({ stocknum: ['This dealership already has a car with this stock number.'] });
  }
  return write(actor, { ...deps, db }, { dealershipId, stocknum: form.stocknum, existing: null, patch: form.patch, action: 'car.create' });
}

/** The table's quick edit of the price: blank is price on application, as in a feed. */
export async function setCarPrice(actor: StaffActor, carId: number, price: string, deps: StockDeps = {}): Promise<CarWriteResult> {
  const { db } = await resolved(deps);
  const car = await ownedCar(actor, 'stock.write', db, carId);
  const checked = checkFeedChange({ price });
  if (!checked.ok) return refused(checked.errors, checked.errors.price?.[0] ?? INVALID);
  return write(actor, { ...deps, db }, { dealershipId: car.dealershipId, stocknum: car.stocknum, existing: car, patch: toCarPatch({ price: checked.change.price ?? null }), action: 'car.price' });
}

/** Mark in stock, coming soon, reserved, sold or hidden (the table's quick edit and the editor's buttons). */
export async function setCarState(actor: StaffActor, carId: number, state: string, deps: StockDeps = {}): Promise<CarWriteResult> {
  const { db } = await resolved(deps);
  const car = await ownedCar(actor, 'stock.write', db, carId);
  if (!isStockState(state)) return refused({ state: ['Choose in stock, coming soon, reserved, sold or hidden.'] }, 'Choose a status.');
  const current = { status: car.fields.status, reserved: car.fields.reserved, showOnDealerWebsite: car.fields.show_on_dealer_website };
  return write(actor, { ...deps, db }, { dealershipId: car.dealershipId, stocknum: car.stocknum, existing: car, patch: stockStatePatch(state as StockState, current), action: 'car.status' });
}


/** Deletes the car; a car with a reservation payment is kept (mark it sold instead). */
export async function deleteCar(actor: StaffActor, carId: number, deps: StockDeps = {}): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, expire } = await resolved(deps);
  const car = await ownedCar(actor, 'stock.write', db, carId);
  try {
    const removed = await db.transaction(async (tx) => {
      const state = await deleteStockCar(tx, car.dealershipId, car.stocknum);
      if (state) await recordAudit(tx, actor, { dealershipId: car.dealershipId, action: 'car.delete', entity: 'car', entityId: car.id, before: { stocknum: car.stocknum, ...car.fields } });
      return state;
    });
    if (removed) await expire(removed.slug, removed.siteIds);
    return { ok: true };
  } catch (error) {
    if (isForeignKeyViolation(error)) return { ok: false, message: 'This car has a reservation payment and cannot be deleted: mark it sold instead.' };
    throw error;
  }
}

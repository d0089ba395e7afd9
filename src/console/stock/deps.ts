import 'server-only';
import { invalidateCar } from '../../cache/invalidate';
import { getDb } from '../../db';
import type { Db } from '../../db/client';
import { storedCarById, type StoredCarById } from '../../db/queries/stock-cars';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import type { ConsoleAction } from '../../domain/console/roles';

/** Expires every stored page that could show a car: the car's own and its sites' stock-wide pages. */
export type ExpireCar = (slug: string, siteIds: readonly number[]) => Promise<void> | void;

/** Expires cache tags at once (a feed import's changes). */
export type ExpireTags = (tags: string[]) => Promise<void> | void;

/** What the stock services reach outside themselves; a test hands in its own database and records the expiry. */
export type StockDeps = { db?: Db; expire?: ExpireCar; expireTags?: ExpireTags };

export async function resolved(deps: StockDeps): Promise<{ db: Db; expire: ExpireCar }> {
  return { db: deps.db ?? (await getDb()), expire: deps.expire ?? invalidateCar };
}

/**
 * A car looked up by id, once the actor may do `action` at its dealership: a car of a dealership
 * that is not the actor's is not found, exactly like a car that does not exist.
 */
export async function ownedCar(actor: StaffActor, action: ConsoleAction, db: Db, carId: number): Promise<StoredCarById> {
  const car = Number.isSafeInteger(carId) && carId > 0 ? await storedCarById(db, carId) : null;
  if (!car) throw new ConsoleNotFoundError();
  authorize(actor, action, car.dealershipId);
  return car;
}

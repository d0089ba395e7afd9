import type { Db } from '../db/client';
import { storedCars, writeStockCars, type WrittenCar } from '../db/queries/stock-cars';
import { mergeCar, type CarPatch, type MergeContext } from '../domain/car-merge';
import { toCarWrite } from '../domain/validation/car-input';

/** What one writer says of one car: its stock number and the fields it was sent. */
export type StockCarPatch = { stocknum: string; patch: CarPatch };

export type MergedWrite = { added: WrittenCar[]; updated: WrittenCar[]; notFound: string[] };

/**
 * Every car writer's path (stock feeds, the dealer API's PUT and PATCH): read the stored cars,
 * merge what each writer sent into them by the one rule (src/domain/car-merge.ts), write the
 * whole cars. Run it inside a transaction: the stored cars stay locked from the read to the write.
 * With `create: false` (a PATCH) a stock number the dealership does not have is answered in
 * `notFound` rather than made.
 */
export async function mergeStockCars(
  db: Db,
  dealershipId: number,
  patches: readonly StockCarPatch[],
  context: MergeContext,
  options: { create: boolean },
): Promise<MergedWrite> {
  const stored = await storedCars(
    db,
    dealershipId,
    patches.map((p) => p.stocknum),
  );
  const notFound: string[] = [];
  const cars = patches.flatMap(({ stocknum, patch }) => {
    const existing = stored.get(stocknum) ?? null;
    if (!existing && !options.create) {
      notFound.push(stocknum);
      return [];
    }
    return [toCarWrite(stocknum, mergeCar(existing, patch, context))];
  });
  return { ...(await writeStockCars(db, dealershipId, cars)), notFound };
}

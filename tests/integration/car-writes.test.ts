import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCar } from '../../src/db/queries/car-updates';
import { findStockCar, updateStockCar } from '../../src/db/queries/dealer-cars';
import { setCarReserved } from '../../src/db/queries/payments';
import { cars, dealerships, websites } from '../../src/db/schema';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * What every writer of a car does alike. A car's change expires the stored pages of exactly the sites that list it: every writer answers
 * those sites' ids, each once. A Summit Mazda car is listed by its brand site and by the Summit
 * Auto Group site, and by no other.
 */
let handle: TestDatabase;
let car: { id: number; dealershipId: number; stocknum: string };
let listing: number[];

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const sites = await handle.db
    .select({ id: websites.id })
    .from(websites)
    .where(inArray(websites.slug, ['summit-mazda', 'summit-auto-group']))
    .orderBy(websites.id);
  listing = sites.map((s) => s.id);
  const [mazda] = await handle.db
    .select({ id: cars.id, dealershipId: cars.dealershipId, stocknum: cars.stocknum })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .innerJoin(websites, and(eq(websites.dealershipId, dealerships.id), eq(websites.slug, 'summit-mazda')))
    .limit(1);
  if (!mazda) throw new Error('the demo has no Summit Mazda car');
  car = mazda;
});

afterAll(async () => {
  await handle?.drop();
});

describe('the sites a car change expires', () => {
  it('are the brand site and the group, once each, for every writer', async () => {
    expect(listing).toHaveLength(2);
    expect((await updateCar(handle.db, car.id, { price: 23_990 }))?.siteIds).toEqual(listing);
    expect((await findStockCar(handle.db, car.dealershipId, car.stocknum))?.siteIds).toEqual(listing);
    expect((await updateStockCar(handle.db, car.dealershipId, car.stocknum, { reserved: true }))?.siteIds).toEqual(listing);
    expect((await setCarReserved(handle.db, car.id, false))?.siteIds).toEqual(listing);
  });
});

describe('the sold date', () => {
  const soldAt = async () => (await findStockCar(handle.db, car.dealershipId, car.stocknum))?.soldAt ?? null;

  it('is set when a car turns sold, kept while it stays sold, and cleared when it leaves sold', async () => {
    await updateCar(handle.db, car.id, { status: 'sold' });
    const first = await soldAt();
    expect(first).toBeInstanceOf(Date);
    await updateCar(handle.db, car.id, { status: 'sold' });
    await updateStockCar(handle.db, car.dealershipId, car.stocknum, { status: 'sold' });
    expect(await soldAt()).toEqual(first);
    await updateCar(handle.db, car.id, { status: 'in_stock' });
    expect(await soldAt()).toBeNull();
    await updateStockCar(handle.db, car.dealershipId, car.stocknum, { status: 'sold' });
    expect(await soldAt()).toBeInstanceOf(Date);
    await updateCar(handle.db, car.id, { price: 1 });
    expect(await soldAt()).toBeInstanceOf(Date);
  });
});

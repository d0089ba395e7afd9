import { and, eq } from 'drizzle-orm';
import { listPhotos, reorderPhotos } from '../../../src/console/photos/service';
import type { PhotoDeps } from '../../../src/console/photos/deps';
import { cars } from '../../../src/db/schema';
import type { TenancyCase, TenancyWorld } from './world';

/** The photo page's rows (issue 28): a page for those who may change photos (managers up), on the dealership's own cars. */

/** No row here uploads: the store is never reached, so it is one that says so if it were. */
const deps = (w: TenancyWorld): PhotoDeps => ({
  db: async () => w.db,
  store: () => {
    throw new Error('the tenancy rows upload nothing');
  },
  limits: () => ({ maxBytes: 1_000_000, maxMegapixels: 10 }),
  expireCar: async () => undefined,
  newPhotoId: () => 'tenancy',
});

async function carAt(w: TenancyWorld, dealershipId: number): Promise<number> {
  const [car] = await w.db.select({ id: cars.id }).from(cars).where(and(eq(cars.dealershipId, dealershipId), eq(cars.status, 'in_stock'))).orderBy(cars.id).limit(1);
  if (!car) throw new Error(`no car at dealership ${dealershipId}`);
  return car.id;
}

export const cases: TenancyCase[] = [
  { name: 'photo page: open', minimum: 'manager', run: async (w, actor, d) => listPhotos(actor, await carAt(w, d), deps(w)) },
  { name: 'photo page: reorder', minimum: 'manager', run: async (w, actor, d) => reorderPhotos(actor, await carAt(w, d), { photoIds: [] }, deps(w)) },
];

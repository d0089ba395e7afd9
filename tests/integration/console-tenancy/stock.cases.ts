import { and, eq } from 'drizzle-orm';
import { loadCarEditor, loadNewCarForm } from '../../../src/console/stock/car-editor';
import { createCar, deleteCar, saveCar, setCarPrice, setCarState } from '../../../src/console/stock/car-writes';
import { feedImportPage, feedImportStatus, rejectedRowsReport, startFeedImport } from '../../../src/console/stock/feed-upload';
import { listStock } from '../../../src/console/stock/stock-table';
import { cars } from '../../../src/db/schema';
import { DEFAULT_STOCK_QUERY } from '../../../src/domain/console/stock-list';
import type { ForeignRecordCase, TenancyCase, TenancyWorld } from './world';

/** The stock manager's pages, routes and actions (issue 28), as rows of the tenancy table. */

const deps = (w: TenancyWorld) => ({ db: w.db, expire: () => undefined, expireTags: () => undefined });

async function carOf(w: TenancyWorld, dealership: 'home' | 'other'): Promise<number> {
  const [car] = await w.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.dealershipId, dealership === 'home' ? w.home : w.other), eq(cars.status, 'in_stock')))
    .orderBy(cars.id)
    .limit(1);
  if (!car) throw new Error(`no car at the ${dealership} dealership`);
  return car.id;
}

const newCar = (stocknum: string) => (name: string) => ({ stocknum, make: 'Mazda', model: 'CX-3', year: '2023', car_type: 'demo' })[name];

const feed = (dryRun: boolean) => ({
  fileName: 'tenancy.csv',
  bytes: new TextEncoder().encode('stocknum,make,model,year,car_type\nTEN1,Mazda,CX-3,2023,demo\n'),
  partial: true,
  dryRun,
  mapping: null,
});

export const cases: TenancyCase[] = [
  { name: 'stock page: list', minimum: 'sales', run: (w, actor, d) => listStock(actor, { ...DEFAULT_STOCK_QUERY, dealershipId: d }, deps(w)) },
  { name: 'stock page: quick price', minimum: 'manager', run: async (w, actor, d, n) => setCarPrice(actor, await carOf(w, 'home'), String(20_000 + n), deps(w)) },
  { name: 'stock page: quick status', minimum: 'manager', run: async (w, actor, d, n) => setCarState(actor, await carOf(w, 'home'), n % 2 ? 'coming_soon' : 'in_stock', deps(w)) },
  { name: 'car editor: open', minimum: 'sales', run: async (w, actor) => loadCarEditor(actor, await carOf(w, 'home'), deps(w)) },
  {
    name: 'car editor: save',
    minimum: 'manager',
    run: async (w, actor, d, n) => {
      const id = await carOf(w, 'home');
      const { values } = await loadCarEditor(w.at.manager, id, deps(w));
      return saveCar(actor, id, (name) => (name === 'colour' ? `Colour ${n}` : values[name as keyof typeof values]), deps(w));
    },
  },
  { name: 'new car page: open', minimum: 'manager', run: (w, actor, d) => loadNewCarForm(actor, { dealershipId: d, fromCarId: null }, deps(w)) },
  { name: 'new car page: duplicate', minimum: 'manager', run: async (w, actor) => loadNewCarForm(actor, { dealershipId: null, fromCarId: await carOf(w, 'home') }, deps(w)) },
  { name: 'new car page: add', minimum: 'manager', run: (w, actor, d, n) => createCar(actor, d, newCar(`TENANCY${n}`), deps(w)) },
  {
    name: 'car editor: delete',
    minimum: 'manager',
    run: async (w, actor, d, n) => {
      const made = await createCar(w.at.manager, d, newCar(`DELETE${n}`), deps(w));
      if (!made.ok) throw new Error(made.message);
      return deleteCar(actor, made.carId, deps(w));
    },
  },
  { name: 'feed import page', minimum: 'sales', run: (w, actor, d) => feedImportPage(actor, d, deps(w)) },
  { name: 'feed import: upload', minimum: 'manager', run: (w, actor, d) => startFeedImport(actor, d, feed(true), deps(w)) },
  {
    name: 'feed import: progress and rejected-rows report',
    minimum: 'sales',
    run: async (w, actor, d) => {
      const started = await startFeedImport(w.at.manager, d, feed(true), deps(w));
      await feedImportStatus(actor, started.importId, deps(w));
      return rejectedRowsReport(actor, started.importId, deps(w));
    },
  },
];

export const foreignRecords: ForeignRecordCase[] = [
  { name: 'car editor: open another dealership’s car', make: (w) => carOf(w, 'other'), run: (w, actor, d, id) => loadCarEditor(actor, id, deps(w)) },
  { name: 'stock page: price of another dealership’s car', make: (w) => carOf(w, 'other'), run: (w, actor, d, id) => setCarPrice(actor, id, '1', deps(w)) },
  { name: 'stock page: status of another dealership’s car', make: (w) => carOf(w, 'other'), run: (w, actor, d, id) => setCarState(actor, id, 'sold', deps(w)) },
  { name: 'car editor: delete another dealership’s car', make: (w) => carOf(w, 'other'), run: (w, actor, d, id) => deleteCar(actor, id, deps(w)) },
  { name: 'new car page: duplicate another dealership’s car', make: (w) => carOf(w, 'other'), run: (w, actor, d, id) => loadNewCarForm(actor, { dealershipId: d, fromCarId: id }, deps(w)) },
  {
    name: 'feed import: another dealership’s upload',
    make: async (w) => (await startFeedImport(w.outsider, w.other, feed(true), deps(w))).importId,
    run: (w, actor, d, id) => rejectedRowsReport(actor, id, deps(w)),
  },
];

import { getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-db';
import { migrate } from '../db/migrate';
import { queryRows } from '../db/rows';
import * as schema from '../db/schema';
import { generateDemoNetwork } from './generate';
import { clearDatabase, isSeeded, loadDemoNetwork } from './load';
import type { DemoNetwork } from './types';

const network = generateDemoNetwork('2025-06-15');

const TABLES: { [K in keyof DemoNetwork]: Table } = {
  websites: schema.websites,
  dealerships: schema.dealerships,
  dealershipWebsites: schema.dealershipWebsites,
  locations: schema.locations,
  openingHours: schema.openingHours,
  specialHours: schema.specialHours,
  manufacturers: schema.manufacturers,
  models: schema.models,
  cars: schema.cars,
  reviews: schema.reviews,
  users: schema.users,
  watchlistEntries: schema.watchlistEntries,
  reservations: schema.reservations,
  leadDestinations: schema.leadDestinations,
};

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

async function count(table: Table): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`);
  return row?.n ?? -1;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await migrate(handle);
});

afterAll(async () => {
  await handle?.drop();
});

describe('loadDemoNetwork', () => {
  it('starts from an unseeded database', async () => {
    expect(await isSeeded(handle.db)).toBe(false);
  });

  // Speed is a benchmark's business, not a test's: a busy CI machine made a time limit here flaky.
  it('loads every row', async () => {
    await loadDemoNetwork(handle.db, network);
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it.each(Object.keys(TABLES) as (keyof DemoNetwork)[])('stored every %s row', async (key) => {
    expect(await count(TABLES[key])).toBe(network[key].length);
  });

  it('round-trips the JSON, array and time columns', async () => {
    const sample = network.cars.find((c) => c.status === 'sold' && (c.images?.length ?? 0) > 0);
    const [stored] = await handle.db
      .select()
      .from(schema.cars)
      .where(sql`${schema.cars.id} = ${sample?.id ?? -1}`);
    expect(stored?.slug).toBe(sample?.slug);
    expect(stored?.images).toEqual(sample?.images);
    expect(stored?.financeLenders).toEqual(sample?.financeLenders);
    expect(stored?.features).toEqual(sample?.features);
    expect(stored?.soldAt?.toISOString()).toBe(sample?.soldAt?.toISOString());
    const [site] = await handle.db.select().from(schema.websites).where(sql`${schema.websites.slug} = 'summit-auto-group'`);
    expect(site?.config).toEqual(network.websites.find((w) => w.slug === 'summit-auto-group')?.config);
  });

  it('refuses to load twice without clearing, leaving the first load intact', async () => {
    await expect(loadDemoNetwork(handle.db, network)).rejects.toThrow();
    expect(await count(schema.cars)).toBe(network.cars.length);
  });

  it('clears every table and loads again', async () => {
    await clearDatabase(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    for (const table of [...Object.values(TABLES), schema.leads]) expect(await count(table)).toBe(0);
    await loadDemoNetwork(handle.db, network);
    expect(await count(schema.cars)).toBe(network.cars.length);
  });

  it('leaves identity sequences past the explicit ids so plain inserts work', async () => {
    const [website] = network.websites;
    const [car] = network.cars;
    if (!website || !car) throw new Error('empty network');
    const [review] = await handle.db
      .insert(schema.reviews)
      .values({ websiteId: website.id ?? 1, customerName: 'New Reviewer', text: 'Added after seeding', rating: 5, reviewDate: '2025-06-15' })
      .returning({ id: schema.reviews.id });
    expect(review?.id).toBe(network.reviews.length + 1);
    const [lead] = await handle.db
      .insert(schema.leads)
      .values({ websiteId: website.id ?? 1, category: 'general-enquiry', websiteSlug: website.slug, carId: car.id })
      .returning({ id: schema.leads.id });
    expect(lead?.id).toBe(1);
    const [location] = await handle.db
      .insert(schema.locations)
      .values({ dealershipId: car.dealershipId, name: 'Pop-up', slug: 'pop-up', street: '1 Test St', city: 'Sydney', state: 'NSW', postcode: '2000' })
      .returning({ id: schema.locations.id });
    expect(location?.id).toBe(network.locations.length + 1);
  });
});

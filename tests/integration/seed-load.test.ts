import { getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/test-db';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import * as schema from '../../src/db/schema';
import { networkIds } from '../../src/db/queries/network-ids';
import { readDemoSiteFiles } from '../../src/seed/demo-site-files';
import { generateDemoCatalogue, generateDemoStock } from '../../src/seed/generate';
import { clearDatabase, isSeeded } from '../../src/seed/load';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import type { DemoCatalogue, DemoStock } from '../../src/seed/types';

const DATE = '2025-06-15';
const files = readDemoSiteFiles(DATE);
const catalogue = generateDemoCatalogue();

const TABLES: { [K in keyof (DemoCatalogue & DemoStock)]: Table } = {
  manufacturers: schema.manufacturers,
  models: schema.models,
  cars: schema.cars,
  reviews: schema.reviews,
  users: schema.users,
  watchlistEntries: schema.watchlistEntries,
  reservations: schema.reservations,
};

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

async function count(table: Table): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`);
  return row?.n ?? -1;
}

/** The generated rows as the seed made them: the stock is placed on the ids the database gave the applied files. */
let generated: DemoCatalogue & DemoStock;

beforeAll(async () => {
  handle = await openTestDatabase();
  await migrate(handle);
});

afterAll(async () => {
  await handle?.drop();
});

describe('seedDemoNetwork', () => {
  it('starts from an unseeded database', async () => {
    expect(await isSeeded(handle.db)).toBe(false);
  });

  // Speed is a benchmark's business, not a test's: a busy CI machine made a time limit here flaky.
  it('seeds every site file and every generated row', async () => {
    await seedDemoNetwork(handle.db, DATE);
    expect(await isSeeded(handle.db)).toBe(true);
    generated = { ...catalogue, ...generateDemoStock(files, await networkIds(handle.db), DATE) };
    expect(await count(schema.websites)).toBe(files.length);
  });

  it.each(Object.keys(TABLES) as (keyof typeof TABLES)[])('stored every %s row', async (key) => {
    expect(await count(TABLES[key])).toBe(generated[key].length);
  });

  it('round-trips the JSON, array and time columns', async () => {
    const sample = generated.cars.find((c) => c.status === 'sold' && (c.images?.length ?? 0) > 0);
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
    expect(site?.config).toEqual(files.find((f) => f.website.slug === 'summit-auto-group')?.website.config);
  });

  it('refuses to seed twice without clearing, leaving the first seed intact', async () => {
    await expect(seedDemoNetwork(handle.db, DATE)).rejects.toThrow();
    expect(await count(schema.cars)).toBe(generated.cars.length);
  });

  it('clears every table and seeds again', async () => {
    await clearDatabase(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    for (const table of [...Object.values(TABLES), schema.websites, schema.locations, schema.leadDestinations, schema.leads]) expect(await count(table)).toBe(0);
    await seedDemoNetwork(handle.db, DATE);
    expect(await count(schema.cars)).toBe(generated.cars.length);
  });

  it('leaves identity sequences past the explicit ids so plain inserts work', async () => {
    const [car] = generated.cars;
    const [review] = generated.reviews;
    if (!car || !review) throw new Error('nothing generated');
    const [added] = await handle.db
      .insert(schema.reviews)
      .values({ websiteId: review.websiteId, customerName: 'New Reviewer', text: 'Added after seeding', rating: 5, reviewDate: '2025-06-15' })
      .returning({ id: schema.reviews.id });
    expect(added?.id).toBe(generated.reviews.length + 1);
    const [lead] = await handle.db
      .insert(schema.leads)
      .values({ websiteId: review.websiteId, category: 'general-enquiry', websiteSlug: 'harbour-toyota', carId: car.id })
      .returning({ id: schema.leads.id });
    expect(lead?.id).toBe(1);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import * as schema from '../../src/db/schema';
import { DEMO_SITES_DATE, DEMO_SITES_DIR, readDemoSiteFiles } from '../../src/seed/demo-site-files';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { exportSiteFile } from '../../src/site/site-file-service';
import { siteFileText } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
/** The demo network seeded for the date the files were written for, and for a later one. */
let seeded: Handle;
let seededLater: Handle;
const LATER = '2027-01-10';

const SLUGS = readDemoSiteFiles(DEMO_SITES_DATE).map((f) => f.website.slug);

async function count(handle: Handle, table: Table, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(getTableName(table))} where ${where}`);
  return row?.n ?? -1;
}

/** Each car's id, stock number and the slugs of its dealership and location: what its pages show. */
async function carPlaces(handle: Handle) {
  return handle.db
    .select({ id: schema.cars.id, stocknum: schema.cars.stocknum, dealership: schema.dealerships.slug, location: schema.locations.slug })
    .from(schema.cars)
    .innerJoin(schema.dealerships, eq(schema.dealerships.id, schema.cars.dealershipId))
    .innerJoin(schema.locations, eq(schema.locations.id, schema.cars.locationId))
    .orderBy(asc(schema.cars.id));
}

describe('the demo network: data/sites plus the stock generator', () => {
  beforeAll(async () => {
    [seeded, seededLater] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    for (const handle of [seeded, seededLater]) await migrate(handle);
    await seedDemoNetwork(seeded.db, DEMO_SITES_DATE);
    await seedDemoNetwork(seededLater.db, LATER);
  }, 300_000);

  afterAll(async () => {
    for (const handle of [seeded, seededLater]) await handle?.drop();
  });

  it('data/sites holds one file per demo site, each exactly what site:export gives back after seeding', async () => {
    const names = fs.readdirSync(DEMO_SITES_DIR).sort();
    expect(names.map((n) => n.replace(/^\d+-|\.yaml$/g, ''))).toEqual(SLUGS);
    for (const name of names) {
      const slug = name.replace(/^\d+-|\.yaml$/g, '');
      expect(fs.readFileSync(path.join(DEMO_SITES_DIR, name), 'utf8'), name).toBe(siteFileText(await exportSiteFile(seeded.db, slug)));
    }
  });

  it('gives every site stock, reviews and two shoppers', async () => {
    for (const slug of SLUGS) {
      const [site] = await seeded.db.select({ id: schema.websites.id }).from(schema.websites).where(eq(schema.websites.slug, slug));
      const shown = sql`dealership_id in (select dealership_id from dealership_websites where website_id = ${site!.id})`;
      expect(await count(seeded, schema.cars, shown), slug).toBeGreaterThan(100);
      expect(await count(seeded, schema.reviews, sql`website_id = ${site!.id}`), slug).toBeGreaterThan(0);
      expect(await count(seeded, schema.users, sql`website_id = ${site!.id}`), slug).toBe(2);
    }
  });

  it('puts the same cars, with the same ids, at the same dealerships and locations on any reference date', async () => {
    const cars = await carPlaces(seeded);
    expect(cars.length).toBeGreaterThan(5000);
    expect(await carPlaces(seededLater)).toEqual(cars);
  });

  it('keeps every holiday date ahead of a later reference date', async () => {
    const dates = await seededLater.db.selectDistinct({ date: schema.specialHours.date }).from(schema.specialHours);
    expect(dates.length).toBeGreaterThan(0);
    for (const { date } of dates) expect(date >= LATER, date).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import * as schema from '../../src/db/schema';
import { loadSite } from '../../src/db/queries/websites';
import type { Site } from '../../src/domain/types';
import { DEMO_SITES_DATE, DEMO_SITES_DIR } from '../../src/seed/demo-site-files';
import { generateDemoNetwork } from '../../src/seed/generate';
import { loadDemoNetwork } from '../../src/seed/load';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { exportSiteFile } from '../../src/site/site-file-service';
import { siteFileText } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
/** The network as the generator builds it in memory, and as the seed builds it from data/sites. */
let generated: Handle;
let seeded: Handle;
const LATER = '2027-01-10';
let generatedLater: Handle;
let seededLater: Handle;

const SLUGS = generateDemoNetwork(DEMO_SITES_DATE).websites.map((w) => w.slug);

async function siteOf(handle: Handle, slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: schema.websites.id }).from(schema.websites).where(eq(schema.websites.slug, slug));
  return (await loadSite(handle.db, row!.id))!;
}

/** The Site every page renders from, with the location and dealership ids the two databases number differently left out. */
function withoutIds(site: Site) {
  return {
    ...site,
    dealerships: site.dealerships.map((d) => ({ ...d, id: 0 })),
    locations: site.locations.map((l) => ({ ...l, id: 0, dealershipId: 0 })),
  };
}

async function rows(handle: Handle, table: Table): Promise<unknown[]> {
  return queryRows(handle.db, sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`);
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

describe('the demo network from data/sites plus the stock generator', () => {
  beforeAll(async () => {
    [generated, seeded, generatedLater, seededLater] = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase(), openTestDatabase()]);
    for (const handle of [generated, seeded, generatedLater, seededLater]) await migrate(handle);
    await loadDemoNetwork(generated.db, generateDemoNetwork(DEMO_SITES_DATE));
    await seedDemoNetwork(seeded.db, DEMO_SITES_DATE);
    await loadDemoNetwork(generatedLater.db, generateDemoNetwork(LATER));
    await seedDemoNetwork(seededLater.db, LATER);
  }, 300_000);

  afterAll(async () => {
    for (const handle of [generated, seeded, generatedLater, seededLater]) await handle?.drop();
  });

  it('data/sites holds one file per demo site, each exactly what site:export gives for the generated network', async () => {
    const names = fs.readdirSync(DEMO_SITES_DIR).sort();
    expect(names.map((n) => n.replace(/^\d+-|\.yaml$/g, ''))).toEqual(SLUGS);
    for (const name of names) {
      const slug = name.replace(/^\d+-|\.yaml$/g, '');
      expect(fs.readFileSync(path.join(DEMO_SITES_DIR, name), 'utf8'), name).toBe(siteFileText(await exportSiteFile(generated.db, slug)));
    }
  });

  it.each(SLUGS)('%s: the seeded site is the generated one (config, brands, locations, hours), on the files date and later', async (slug) => {
    expect(withoutIds(await siteOf(seeded, slug))).toEqual(withoutIds(await siteOf(generated, slug)));
    expect(withoutIds(await siteOf(seededLater, slug))).toEqual(withoutIds(await siteOf(generatedLater, slug)));
  });

  it('the same cars, with the same ids, at the same dealerships and locations', async () => {
    const cars = await carPlaces(seeded);
    expect(cars.length).toBeGreaterThan(1000);
    expect(cars).toEqual(await carPlaces(generated));
  });

  it.each([schema.reviews, schema.users, schema.watchlistEntries, schema.reservations, schema.leadDestinations, schema.specialHours, schema.openingHours, schema.models])(
    'as many rows of %s',
    async (table) => {
      expect(await rows(seeded, table)).toEqual(await rows(generated, table));
    },
  );
});

import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { insightsView } from '../../src/console/insights/service';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { markDayFinal, rollUpDay } from '../../src/db/queries/insights-rollup';
import { queryRows } from '../../src/db/rows';
import type { StaffActor } from '../../src/domain/console/access';
import { shiftDate } from '../../src/domain/hours';
import { measure, summarise } from './stats';

/**
 * `npm run bench:insights` (issue 31) on the PostgreSQL server of DATABASE_URL: a year of insight
 * events for 3,000 sites (about 50 million, made in SQL with generate_series, one day per
 * statement), rolled up day by day, then the insights report of the busiest site and of a 9-site
 * group over 90 days, timed in the service (the server's time for the page's figures). Sizes are
 * settings, so a shared machine can run a smaller year and say so:
 *   BENCH_EVENTS (50000000), BENCH_SITES (3000), BENCH_DAYS (365), BENCH_RUNS (40), BENCH_ROLLUP_DAYS (all).
 * The data lives in its own database, `<DATABASE_URL's name>_insights_bench`; a second run with
 * the same sizes reuses it (BENCH_FRESH=1 makes it again). Writes bench/results/insights.json.
 * It runs under the react-server condition (package.json), as the service it times is server-only.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000_000);
const SITES = Number(process.env.BENCH_SITES ?? 3_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** Days rolled up before timing the queries: all by default; the 90-day range and the one before it need 180. */
const ROLLUP_DAYS = Math.min(DAYS, Number(process.env.BENCH_ROLLUP_DAYS ?? DAYS));
const GROUP_SITES = 9;
const RANGE_DAYS = 90;
const CARS_PER_DEALERSHIP = 200;
const GOAL_QUERY_P95_MS = 100;
const GOAL_ROLLUP_DAY_MS = 60_000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:insights needs DATABASE_URL (a PostgreSQL server): 50 million events are no load for the embedded database.');
  process.exit(1);
}

const today = new Date().toISOString().slice(0, 10);
const lastDay = shiftDate(today, -1).date;
const firstDay = shiftDate(lastDay, -(DAYS - 1)).date;
const sizes = `${EVENTS}/${SITES}/${DAYS}/${lastDay}`;

async function benchDatabase(): Promise<string> {
  const { default: pg } = await import('pg');
  const url = new URL(serverUrl as string);
  const name = `${url.pathname.slice(1) || 'forecourt'}_insights_bench`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (process.env.BENCH_FRESH === '1') await admin.query(`drop database if exists ${name} with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  const ms = Math.round(performance.now() - started);
  console.log(`[bench:insights] ${label}: ${(ms / 1000).toFixed(1)} s`);
  return { value, ms };
}

/** Sites, each its own dealership; the first GROUP_SITES get a location and cars for the stock age. */
async function makeSites(handle: DbHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`insert into dealerships (slug, name) select 'bench-' || g, 'Bench Dealer ' || g from generate_series(1, ${SITES}) g`);
  await db.execute(sql`insert into websites (slug, name, template, config, dealership_id)
    select d.slug, d.name, 'independent', '{}'::jsonb, d.id from dealerships d where d.slug like 'bench-%' order by d.id`);
  await db.execute(sql`insert into dealership_websites (website_id, dealership_id, name, slug)
    select w.id, w.dealership_id, w.name, w.slug from websites w where w.slug like 'bench-%'`);
  await db.execute(sql`insert into locations (dealership_id, name, slug, street, city, state, postcode)
    select d.id, d.name, 'yard', '1 Bench Road', 'Sydney', 'NSW', '2000' from dealerships d where d.slug like 'bench-%' order by d.id limit ${GROUP_SITES}`);
  await db.execute(sql`insert into cars (dealership_id, location_id, slug, name, make, model, year, stocknum, car_type, status, created_at)
    select l.dealership_id, l.id, 'car-' || l.id || '-' || g, 'Bench Car ' || g, 'Toyota', 'Corolla', 2020, 'B' || l.id || '-' || g, 'used', 'available',
           now() - make_interval(days => (g * 7) % 150)
    from locations l join dealerships d on d.id = l.dealership_id and d.slug like 'bench-%', generate_series(1, ${CARS_PER_DEALERSHIP}) g`);
}

/**
 * One day of events: sites drawn with a cube of a uniform number, so the first site is the
 * busiest (about 7% of all events) and most sites are quiet, as on a real platform; about six
 * events per visit.
 */
async function makeDay(handle: DbHandle, day: string, count: number, firstSite: number): Promise<void> {
  await handle.db.execute(sql`
    insert into insight_events (website_id, day, kind, visit_id, car, words, results, category, page, campaign, referrer)
    select site, ${day}::date,
      case when r < 0.55 then 'page_view' when r < 0.70 then 'search' when r < 0.88 then 'car_view' when r < 0.92 then 'favourite_save'
           when r < 0.95 then 'call_click' when r < 0.97 then 'directions_click' else 'lead_submitted' end,
      md5(site::text || ${day} || (n % greatest(1, ${Math.ceil(count / 6)})))::uuid,
      case when r >= 0.70 and r < 0.92 or r >= 0.97 then (1 + (n % 300))::text else '' end,
      case when r >= 0.55 and r < 0.70 then (array['', 'hilux', 'corolla', 'rav4', 'ranger', 'mazda 3', 'cx-5', 'i30', 'model 3', 'cybertruck', 'ute', 'landcruiser'])[1 + n % 12] else '' end,
      case when r >= 0.55 and r < 0.70 then (case when n % 10 = 0 then 0 else n % 40 end) end,
      case when r >= 0.97 then (array['new-vehicle-enquiry', 'used-vehicle-enquiry', 'test-drive', 'general-enquiry', 'finance-enquiry', 'trade-in'])[1 + n % 6] else '' end,
      (array['/', '/search/used-cars', '/cars/x', '/contact', '/finance', '/book-test-drive'])[1 + (n / 7) % 6],
      case when r >= 0.97 then (array['', '', 'spring-sale', 'eofy', 'brand'])[1 + (n / 11) % 5] else '' end,
      case when r >= 0.97 then (array['', 'google.com', 'facebook.com', 'carsales.com.au'])[1 + (n / 13) % 4] else '' end
    from (select ${firstSite} + floor(${SITES} * power(random(), 3))::int as site, random() as r, floor(random() * 1000000000)::bigint as n
          from generate_series(1, ${count})) g`);
}

/** Makes the year once; a later run with the same sizes finds it (bench_insights_meta) and reuses it. */
async function generate(handle: DbHandle): Promise<number> {
  const { db } = handle;
  await db.execute(sql`create table if not exists bench_insights_meta (sizes text not null)`);
  const [meta] = await queryRows<{ sizes: string }>(db, sql`select sizes from bench_insights_meta`);
  if (meta?.sizes === sizes) {
    console.log(`[bench:insights] reusing the generated year (${sizes})`);
    return 0;
  }
  if (meta) throw new Error(`the bench database holds other sizes (${meta.sizes}); run with BENCH_FRESH=1`);
  await makeSites(handle);
  const [first] = await queryRows<{ id: number }>(db, sql`select min(id) as id from websites where slug like 'bench-%'`);
  const perDay = Math.ceil(EVENTS / DAYS);
  // Loading without the day index and building it once is several times faster than keeping it up.
  await db.execute(sql`drop index if exists insight_events_day_site_idx`);
  const made = await timed(`${(perDay * DAYS).toLocaleString('en-AU')} events over ${DAYS} days for ${SITES} sites`, async () => {
    for (let i = 0; i < DAYS; i++) {
      await makeDay(handle, shiftDate(firstDay, i).date, perDay, first?.id ?? 1);
      if (i % 30 === 29) console.log(`[bench:insights]   ${i + 1} of ${DAYS} days`);
    }
    await db.execute(sql`create index insight_events_day_site_idx on insight_events (day, website_id)`);
    await db.execute(sql`analyze insight_events`);
  });
  await db.execute(sql`insert into bench_insights_meta (sizes) values (${sizes})`);
  return made.ms;
}

/**
 * Rolls up the last ROLLUP_DAYS days (all by default), each day once: a day rolled by an earlier
 * run is final (insight_rollup_days) and skipped, so an interrupted run resumes. Per-day times.
 */
async function rollUp(handle: DbHandle): Promise<number[]> {
  const { db } = handle;
  const final = new Set((await queryRows<{ day: string }>(db, sql`select day::text as day from insight_rollup_days`)).map((row) => row.day));
  const perDay: number[] = [];
  for (let i = ROLLUP_DAYS - 1; i >= 0; i--) {
    const day = shiftDate(lastDay, -i).date;
    if (final.has(day)) continue;
    const started = performance.now();
    await rollUpDay(db, day);
    perDay.push(performance.now() - started);
    await markDayFinal(db, day);
    if (perDay.length % 30 === 0) console.log(`[bench:insights]   ${perDay.length} days rolled up`);
  }
  // A day is never rewritten once final, so autovacuum soon marks its pages all-visible and the page's
  // reads are index-only (migration 0027); vacuum now so the figures are of that steady state.
  await db.execute(sql`vacuum analyze insight_rollups`);
  await db.execute(sql`vacuum analyze insight_daily_totals`);
  return perDay;
}

async function main(): Promise<void> {
  const databaseUrl = await benchDatabase();
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrate(handle);
    const { db } = handle;
    const generateMs = await generate(handle);
    const rollupDayMs = await timed(`rollup of the last ${ROLLUP_DAYS} days`, () => rollUp(handle));
    const sites = await queryRows<{ id: number; dealershipId: number; name: string; events: number }>(
      db,
      sql`select w.id, w.dealership_id as "dealershipId", w.name, coalesce(sum(r.count) filter (where r.metric = 'page_views'), 0)::int as events
          from websites w left join insight_rollups r on r.website_id = w.id and r.metric = 'page_views'
          where w.slug like 'bench-%' group by w.id order by events desc, w.id limit ${GROUP_SITES}`,
    );
    const busiest = sites[0];
    if (!busiest) throw new Error('no sites');
    const actor = (chosen: typeof sites): StaffActor => ({
      staffId: 1,
      email: 'bench@example.com',
      name: 'Bench Owner',
      isOperator: false,
      dealerships: chosen.map((site) => ({ id: site.dealershipId, name: site.name, role: 'owner' as const })),
    });
    const range = { from: shiftDate(lastDay, -(RANGE_DAYS - 1)).date, to: lastDay };
    const now = new Date();
    const single = await measure(RUNS, 3, () => insightsView(db, actor([busiest]), { kind: 'site', siteId: busiest.id }, range, now));
    const group = await measure(RUNS, 3, () => insightsView(db, actor(sites), { kind: 'group' }, range, now));
    // One day's events for all sites, as the job re-counts today: the last day, a few times over.
    const dayRuns: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await rollUpDay(db, lastDay);
      dayRuns.push(performance.now() - started);
    }
    const [counts] = await queryRows<{ events: number; rollups: number; day_events: number }>(
      db,
      sql`select (select count(*) from insight_events)::int as events, (select count(*) from insight_rollups)::int as rollups,
                 (select count(*) from insight_events where day = ${lastDay}::date)::int as day_events`,
    );
    const rollupDay = summarise(dayRuns);
    const output = {
      generatedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      engine: 'postgres',
      sizes: { eventsAsked: EVENTS, sites: SITES, days: DAYS, eventsStored: counts?.events ?? 0, rollupRows: counts?.rollups ?? 0, eventsOnOneDay: counts?.day_events ?? 0 },
      build: {
        generateSeconds: generateMs / 1000,
        daysRolledUp: ROLLUP_DAYS,
        rollupSecondsThisRun: rollupDayMs.ms / 1000,
        rollupPerDayThisRun: rollupDayMs.value.length > 0 ? summarise(rollupDayMs.value) : null,
      },
      queries: {
        rangeDays: RANGE_DAYS,
        busiestSite: { siteId: busiest.id, pageViewsInYear: busiest.events, ...single },
        group: { sites: sites.length, ...group },
        goalP95Ms: GOAL_QUERY_P95_MS,
        met: single.p95 <= GOAL_QUERY_P95_MS && group.p95 <= GOAL_QUERY_P95_MS,
      },
      rollupOneDayAllSites: { ...rollupDay, goalMs: GOAL_ROLLUP_DAY_MS, met: rollupDay.p95 < GOAL_ROLLUP_DAY_MS },
    };
    console.table({
      'busiest site, 90 days': { p50: single.p50, p95: single.p95, runs: single.runs },
      [`${sites.length}-site group, 90 days`]: { p50: group.p50, p95: group.p95, runs: group.runs },
      'rollup of one day, all sites': { p50: rollupDay.p50, p95: rollupDay.p95, runs: rollupDay.runs },
    });
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/insights.json', `${JSON.stringify(output, null, 2)}\n`);
    console.log('wrote bench/results/insights.json');
  } finally {
    await handle.close();
  }
}

await main();

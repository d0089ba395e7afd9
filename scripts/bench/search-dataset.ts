import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { vacuumAnalyze } from '../../src/db/maintenance';
import { CATALOGUE } from '../../src/seed/catalogue';

/**
 * The national-scale benchmark dataset: 300,000 cars over 3,000 dealer sites, skewed so the
 * largest site has 5,000. Cars are generated inside the database from generate_series and
 * hashtext, so loading takes seconds and every run on an engine yields the same data.
 */
export const SITES = 3_000;
export const TOTAL_CARS = 300_000;
export const LARGEST_SITE = 5_000;

/** Cars per site: a power law from LARGEST_SITE down, scaled so the total is exactly TOTAL_CARS. */
export function siteSizes(): number[] {
  const raw = Array.from({ length: SITES }, (_, i) => (i + 1) ** -0.62);
  const restTotal = raw.slice(1).reduce((a, b) => a + b, 0);
  const sizes = raw.map((w, i) => (i === 0 ? LARGEST_SITE : Math.max(5, Math.floor((w / restTotal) * (TOTAL_CARS - LARGEST_SITE)))));
  let missing = TOTAL_CARS - sizes.reduce((a, b) => a + b, 0);
  for (let i = 1; missing > 0; i = (i % (SITES - 1)) + 1, missing--) sizes[i] = (sizes[i] as number) + 1;
  return sizes;
}

const models = CATALOGUE.flatMap((make) =>
  make.models
    .filter((m) => m.kind === 'cars' && m.fuels.length > 0)
    .map((m) => ({ make: make.name, model: m.name, body: m.body, low: m.price[0], high: m.price[1], fuel: m.fuels[0] as string, badge: m.badges[0] ?? null, seats: m.seats })),
);

export async function loadBenchDataset(db: Db): Promise<void> {
  const config = JSON.stringify({ theme: { primary: '#1f2a44', accent: '#f59e0b' }, navigation: { header: [], footer: [] } });
  await db.execute(sql`insert into dealerships (id, slug, name) select g, 'bench-' || g, 'Bench Motors ' || g from generate_series(1, ${SITES}) g`);
  await db.execute(
    sql`insert into websites (id, slug, name, template, locale, config) select g, 'bench-' || g, 'Bench Motors ' || g, 'independent', 'en-AU', ${config}::jsonb from generate_series(1, ${SITES}) g`,
  );
  await db.execute(
    sql`insert into dealership_websites (website_id, dealership_id, name, slug) select g, g, 'Bench Motors ' || g, 'bench-' || g from generate_series(1, ${SITES}) g`,
  );
  const states = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
  await db.execute(
    sql`insert into locations (id, dealership_id, name, slug, street, city, state, postcode)
        select g, g, 'Bench Yard ' || g, 'yard', g || ' Main Road', 'Town ' || (g % 200), (${sql.param(states)}::text[])[1 + g % 8], lpad((2000 + g % 7000)::text, 4, '0')
        from generate_series(1, ${SITES}) g`,
  );
  const sizes = siteSizes();
  const p = {
    makes: models.map((m) => m.make),
    models: models.map((m) => m.model),
    bodies: models.map((m) => m.body),
    lows: models.map((m) => m.low),
    highs: models.map((m) => m.high),
    fuels: models.map((m) => m.fuel),
    badges: models.map((m) => m.badge ?? ''),
    seats: models.map((m) => m.seats),
  };
  const colours = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Yellow', 'Orange', 'Brown'];
  const n = models.length;
  const chunk = 250;
  for (let start = 0; start < SITES; start += chunk) {
    const ids = Array.from({ length: Math.min(chunk, SITES - start) }, (_, i) => start + i + 1);
    const counts = ids.map((id) => sizes[id - 1] as number);
    // h(k): a per-car, per-attribute hash in 0..2^31; every attribute below is a function of it.
    await db.execute(sql`
      insert into cars (dealership_id, location_id, slug, name, make, model, badge, year, km, stocknum, vin, price,
        car_type, item_type, status, sold_at, simple_fuel, simple_body, simple_drive, transmission, colour, seats,
        categories, features, images, custom_rank, created_at, finance_lenders)
      select did, did, 'bench-' || did || '-' || g,
        y || ' ' || (${sql.param(p.makes)}::text[])[m] || ' ' || (${sql.param(p.models)}::text[])[m] || ' ' || (${sql.param(p.badges)}::text[])[m],
        (${sql.param(p.makes)}::text[])[m], (${sql.param(p.models)}::text[])[m], nullif((${sql.param(p.badges)}::text[])[m], ''), y,
        case when ct = 'new' then h3 % 50 when ct = 'demo' then 500 + h3 % 14500 else 5000 + h3 % 200000 end,
        'BK' || did || 'N' || g || 'A', upper(substr(md5(did || ':' || g), 1, 17)),
        (${sql.param(p.lows)}::int[])[m] + (h4 % greatest(1, (${sql.param(p.highs)}::int[])[m] - (${sql.param(p.lows)}::int[])[m])) / 10 * 10,
        ct, 'car', st, case when st = 'sold' then now() - (h5 % 30) * interval '1 day' end,
        (${sql.param(p.fuels)}::text[])[m], (${sql.param(p.bodies)}::text[])[m], case when h6 % 3 = 0 then 'AWD' else 'FWD' end,
        case when h6 % 10 = 0 then 'Manual' else 'Automatic' end, (${sql.param(colours)}::text[])[1 + h7 % 10], (${sql.param(p.seats)}::int[])[m],
        array['Bench'], array['Bluetooth', case when h7 % 2 = 0 then 'Reversing Camera' else 'Sunroof' end],
        jsonb_build_array(jsonb_build_object('url', '/media/cars/' || (${sql.param(p.bodies)}::text[])[m] || '/white/1.svg', 'thumbUrl', '/media/cars/' || (${sql.param(p.bodies)}::text[])[m] || '/white/1.svg')),
        h5 % 100, now() - (h2 % 180) * interval '1 day' - (h3 % 86400) * interval '1 second',
        jsonb_build_object('A', jsonb_build_object('interestRate', 6.29, 'comparisonRate', 8.19, 'paymentWeek', 60 + h4 % 500, 'financeProvider', 'A'))
      from (
        select did, g, 1 + abs(hashtext(did || ':' || g || ':m')) % ${n} as m,
          abs(hashtext(did || ':' || g || ':2')) as h2, abs(hashtext(did || ':' || g || ':3')) as h3,
          abs(hashtext(did || ':' || g || ':4')) as h4, abs(hashtext(did || ':' || g || ':5')) as h5,
          abs(hashtext(did || ':' || g || ':6')) as h6, abs(hashtext(did || ':' || g || ':7')) as h7,
          case abs(hashtext(did || ':' || g || ':t')) % 10 when 0 then 'demo' when 1 then 'new' when 2 then 'new' else 'used' end as ct,
          case abs(hashtext(did || ':' || g || ':s')) % 20 when 0 then 'sold' when 1 then 'coming_soon' else 'in_stock' end as st,
          2026 - abs(hashtext(did || ':' || g || ':y')) % 12 as y
        from unnest(${sql.param(ids)}::int[], ${sql.param(counts)}::int[]) as s(did, n), generate_series(1, s.n) g
      ) cars_to_make
    `);
  }
  await vacuumAnalyze(db);
}

import { describe, expect, it } from 'vitest';
import { lenderTerms } from '../domain/lender-terms';
import { listingTitle } from '../domain/listing-title';
import { isCarBody, isCarColour } from '../media/car-svg';
import { locationKey, type NetworkIds } from '../db/queries/network-ids';
import { inScope, stockScope, type ScopedCar } from '../domain/inclusion';
import { siteConfigSchema, type SiteConfig } from '../domain/site-config';
import { canonicalSiteFile, type CanonicalLocation } from '../domain/site-file/canonical';
import { WEEKDAYS } from '../domain/site-file/hours';
import type { SiteFile } from '../domain/site-file/schema';
import { DAY_MS } from './clock';
import { readDemoSiteFiles } from './demo-site-files';
import { generateDemoCatalogue, generateDemoStock } from './generate';
import { contentHash } from './hash';
import { isAuPlateState, isPlateOf, type AuPlateState } from '../domain/vehicle-data/plates';
import { isValidVin } from '../domain/vehicle-data/vin';
import type { CarRow } from './types';

const REFERENCE = '2025-06-15';
const NOW = Date.UTC(2025, 5, 15, 12);
const files = readDemoSiteFiles(REFERENCE);

/** Ids as a fresh database numbers the applied files: sites, dealerships and locations in file order. */
function placesOf(siteFiles: readonly SiteFile[]): NetworkIds {
  const places: NetworkIds = { websites: new Map(), dealerships: new Map(), locations: new Map() };
  for (const file of siteFiles) {
    places.websites.set(file.website.slug, places.websites.size + 1);
    for (const dealership of file.dealerships) {
      if (!places.dealerships.has(dealership.slug)) places.dealerships.set(dealership.slug, places.dealerships.size + 1);
      for (const location of dealership.locations) {
        const key = locationKey(dealership.slug, location.slug);
        if (!places.locations.has(key)) places.locations.set(key, places.locations.size + 1);
      }
    }
  }
  return places;
}

const places = placesOf(files);
const stock = generateDemoStock(files, places, REFERENCE);
const catalogue = generateDemoCatalogue();
const websites = files.map((f) => f.website);

const SITE_SLUGS = [
  'harbour-toyota',
  'redline-motors',
  'summit-auto-group',
  'summit-mazda',
  'kiwi-car-co',
  'lone-star-autos',
  'trade-in-warehouse',
  'throttle-motorcycles',
  'outback-rv',
  'highway-trucks',
  'coastal-ev',
];

type PlacedLocation = CanonicalLocation & { id: number; dealershipId: number };
/** Every location of the files once (a shared dealership is in two files), hours as day records. */
const locations: PlacedLocation[] = [
  ...new Map(
    files.flatMap((file) =>
      canonicalSiteFile(file).dealerships.flatMap((d) =>
        d.locations.map((l): [number, PlacedLocation] => {
          const id = places.locations.get(locationKey(d.slug, l.slug)) ?? -1;
          return [id, { ...l, id, dealershipId: places.dealerships.get(d.slug) ?? -1 }];
        }),
      ),
    ),
  ).values(),
];
const weeklyHours = locations.flatMap((l) => WEEKDAYS.flatMap((day, weekday) => (l.hours[day] ? [{ weekday, ...l.hours[day] }] : [])));
const holidayHours = locations.flatMap((l) => l.holidayHours.map((h) => ({ locationId: l.id, date: h.date, ...h.hours })));

const fileOf = (slug: string): SiteFile => {
  const found = files.find((f) => f.website.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const configs = new Map<string, SiteConfig>(websites.map((w) => [w.slug, siteConfigSchema.parse(w.config)]));
const config = (slug: string): SiteConfig => {
  const found = configs.get(slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const siteId = (slug: string): number => places.websites.get(slug) ?? -1;
const dealershipIdsOf = (slug: string): number[] => fileOf(slug).dealerships.map((d) => places.dealerships.get(d.slug) ?? -1);
const locationsOf = (slug: string) => locations.filter((l) => dealershipIdsOf(slug).includes(l.dealershipId));
const carsOf = (slug: string): CarRow[] => stock.cars.filter((c) => dealershipIdsOf(slug).includes(c.dealershipId));
const ageMs = (d: Date | null | undefined): number => NOW - (d?.getTime() ?? Number.NaN);
const allConfigs = [...configs.values()];

describe('generateDemoStock: determinism', () => {
  it('gives the same content hash for the same files and reference date', () => {
    expect(contentHash(generateDemoStock(files, places, REFERENCE))).toBe(contentHash(stock));
    expect(contentHash(generateDemoCatalogue())).toBe(contentHash(catalogue));
  });

  it('moves the dates with the reference date but keeps the shape', () => {
    const otherFiles = readDemoSiteFiles('2025-11-03');
    const other = generateDemoStock(otherFiles, placesOf(otherFiles), '2025-11-03');
    expect(contentHash(other)).not.toBe(contentHash(stock));
    for (const key of Object.keys(stock) as (keyof typeof stock)[]) expect(other[key].length, key).toBe(stock[key].length);
    expect(other.cars[0]?.createdAt?.toISOString()).not.toBe(stock.cars[0]?.createdAt?.toISOString());
    const latest = Math.max(...other.cars.map((c) => c.createdAt?.getTime() ?? 0));
    expect(latest).toBeLessThanOrEqual(Date.UTC(2025, 10, 3, 12));
  });

  it('rejects a reference date that is not YYYY-MM-DD or not on the calendar', () => {
    expect(() => generateDemoStock(files, places, '15/06/2025')).toThrow();
    expect(() => generateDemoStock(files, places, '2025-02-30')).toThrow();
  });

  it('leaves the site files it reads as they were', () => {
    const before = structuredClone(files);
    generateDemoStock(files, places, '2024-01-01');
    expect(files).toEqual(before);
  });

  it('names the dealership a site file adds without a stock plan', () => {
    const [first] = files;
    const stranger = { ...first!, dealerships: [{ ...first!.dealerships[0]!, slug: 'no-plan-motors' }] };
    const withStranger = [...files, stranger];
    expect(() => generateDemoStock(withStranger, placesOf(withStranger), REFERENCE)).toThrow(/no-plan-motors/);
  });
});

describe('the demo site files: sites', () => {
  it('has every site the rest of the code names', () => {
    expect(websites.map((w) => w.slug)).toEqual(SITE_SLUGS);
  });

  it.each(SITE_SLUGS)('%s config parses with siteConfigSchema', (slug) => {
    const parsed = siteConfigSchema.safeParse(fileOf(slug).website.config);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(SITE_SLUGS)('%s has one bare custom hostname, a phone, an address and navigation', (slug) => {
    const { website } = fileOf(slug);
    expect(website.hostnames).toHaveLength(1);
    expect(website.hostnames[0]).toMatch(/^(?!www\.)[a-z0-9-]+\.example$/);
    expect(website.phone).toBeTruthy();
    expect(website.address?.place_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(config(slug).navigation.header.length).toBeGreaterThan(2);
    expect(config(slug).navigation.footer.length).toBeGreaterThan(0);
  });

  it('gives every site a distinct theme', () => {
    const themes = allConfigs.map((c) => `${c.theme.primary}/${c.theme.accent}`);
    expect(new Set(themes).size).toBe(themes.length);
  });

  it('shares dealerships only between summit-auto-group and summit-mazda', () => {
    const summitMazda = places.dealerships.get('summit-mazda');
    expect(dealershipIdsOf('summit-mazda')).toEqual([summitMazda]);
    expect(dealershipIdsOf('summit-auto-group')).toContain(summitMazda);
    for (const a of SITE_SLUGS) {
      for (const b of SITE_SLUGS) {
        if (a >= b || (a.startsWith('summit') && b.startsWith('summit'))) continue;
        const shared = dealershipIdsOf(a).filter((id) => dealershipIdsOf(b).includes(id));
        expect(shared, `${a} / ${b}`).toEqual([]);
      }
    }
  });

  it('excludes two real in-stock stock numbers of coastal-ev', () => {
    const excluded = config('coastal-ev').stockFilters.excludedStockNumbers;
    expect(excluded).toHaveLength(2);
    const own = carsOf('coastal-ev');
    for (const stocknum of excluded) expect(own.find((c) => c.stocknum === stocknum)?.status).toBe('in_stock');
  });

  it('sets the manufacturer of the franchise brand sites, a make of the catalogue', () => {
    const makes = new Set(catalogue.manufacturers.map((m) => m.slug));
    expect(fileOf('harbour-toyota').website.manufacturer?.name).toBe('Toyota');
    expect(fileOf('summit-mazda').website.manufacturer?.name).toBe('Mazda');
    for (const { manufacturer } of websites) if (manufacturer) expect(makes.has(manufacturer.slug)).toBe(true);
  });
});

describe('generateDemoStock: cars', () => {
  it('has unique, well-formed slugs, stock numbers and VINs', () => {
    const slugs = stock.cars.map((c) => c.slug);
    const stocknums = stock.cars.map((c) => c.stocknum);
    const vins = stock.cars.map((c) => c.vin);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(stocknums).size).toBe(stocknums.length);
    expect(new Set(vins).size).toBe(vins.length);
    for (const car of stock.cars) {
      expect(car.slug).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(car.stocknum).toMatch(/^[A-Za-z]+\d{3,}[A-Za-z]+$/);
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.name).toBe(listingTitle(car));
    }
  });

  it('registers used and demo cars in the dealership\'s state with a plate of its format, and gives every VIN a right check digit', () => {
    const plates = stock.cars.filter((c) => c.rego).map((c) => `${c.regoState}:${c.rego}`);
    expect(plates.length).toBeGreaterThan(100);
    expect(new Set(plates).size).toBe(plates.length);
    for (const car of stock.cars) {
      expect(isValidVin(car.vin ?? '')).toBe(true);
      if (car.carType === 'new') expect(car.rego ?? null).toBeNull();
      if (!car.rego) continue;
      expect(isAuPlateState(car.regoState ?? '') && isPlateOf(car.rego, car.regoState as AuPlateState)).toBe(true);
      expect(car.regoExpiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('keeps kilometres within the range of each car type', () => {
    const ranges = { new: [0, 50], demo: [500, 15_000], used: [5_000, 250_000] } as const;
    for (const car of stock.cars) {
      const [min, max] = ranges[car.carType as keyof typeof ranges];
      expect(car.km).toBeGreaterThanOrEqual(min);
      expect(car.km).toBeLessThanOrEqual(max);
    }
  });

  it('names only images the media route serves', () => {
    for (const car of stock.cars) {
      expect(car.images?.length ?? 0).toBeLessThanOrEqual(12);
      car.images?.forEach((image, i) => {
        expect(image.url).toBe(`/media/cars/${car.simpleBody}/${car.colour?.toLowerCase()}/${i + 1}.svg`);
        expect(image.thumbUrl).toBe(`${image.url}?size=thumb`);
      });
      expect(isCarBody(car.simpleBody ?? '')).toBe(true);
      expect(isCarColour(car.colour?.toLowerCase() ?? '')).toBe(true);
    }
  });

  it('parks every car at a stock-holding sales location of its own dealership', () => {
    const byId = new Map(locations.map((l) => [l.id, l]));
    for (const car of stock.cars) {
      const location = byId.get(car.locationId);
      expect(location?.dealershipId).toBe(car.dealershipId);
      expect(location?.type).toBe('sales');
      expect(location?.badge).toBeUndefined();
      expect(location?.subtypes ?? []).not.toContain('buying');
    }
  });

  // tests/e2e/car.spec.ts opens a sold car of summit-auto-group; the seed, not luck, must provide it.
  it.each(SITE_SLUGS.filter((s) => !config(s).stockFilters.inStockOnly))('%s shows a sold car inside its sold window', (slug) => {
    const scope = stockScope({ config: config(slug), dealerships: dealershipIdsOf(slug).map((id) => ({ id })) }, new Date(NOW));
    const soldCar = (car: CarRow): ScopedCar => ({
      dealershipId: car.dealershipId,
      status: 'sold',
      soldAt: car.soldAt ?? null,
      showOnDealerWebsite: car.showOnDealerWebsite ?? true,
      carType: car.carType ?? '',
      make: car.make,
      year: car.year,
      stocknum: car.stocknum,
    });
    expect(carsOf(slug).some((car) => car.status === 'sold' && inScope(soldCar(car), scope, []))).toBe(true);
  });

  it('places every date at or before the reference noon, sold cars after their listing', () => {
    for (const car of stock.cars) {
      expect(ageMs(car.createdAt)).toBeGreaterThanOrEqual(0);
      if (car.status === 'sold') {
        expect(ageMs(car.soldAt)).toBeGreaterThanOrEqual(0);
        expect(ageMs(car.soldAt)).toBeLessThanOrEqual(30 * DAY_MS);
        expect(car.soldAt?.getTime()).toBeGreaterThan(car.createdAt?.getTime() ?? Number.POSITIVE_INFINITY);
      } else {
        expect(car.soldAt).toBeNull();
      }
    }
  });

  it('gives a makes row to every make in stock', () => {
    const makes = new Set(catalogue.manufacturers.map((m) => m.name));
    for (const car of stock.cars) expect(makes.has(car.make)).toBe(true);
  });

  it('puts card processors on the cars of the dealerships with a card-payment key, the checkout on those of reservation-whitelisted sites', () => {
    const keyed = new Set(files.flatMap((f) => f.dealerships.filter((d) => d.stripePublishableKey).map((d) => places.dealerships.get(d.slug))));
    const whitelisted = new Set(files.filter((f) => f.website.config.reservation?.whitelisted).flatMap((f) => f.dealerships.map((d) => places.dealerships.get(d.slug))));
    expect(keyed.size).toBeGreaterThan(0);
    expect(whitelisted.size).toBeGreaterThan(0);
    for (const car of stock.cars) {
      const stripe = keyed.has(car.dealershipId);
      const checkout = !stripe && whitelisted.has(car.dealershipId);
      expect(car.hasCheckoutPaymentProcessor).toBe(stripe || checkout);
      expect(car.paymentProcessors?.map((p) => p.authorization_type) ?? []).toEqual(stripe ? ['stripe'] : checkout ? ['checkout'] : []);
    }
  });

  it('keys finance records by the finance provider of the site showing the car', () => {
    for (const slug of SITE_SLUGS) {
      const provider = config(slug).providers.finance;
      for (const car of carsOf(slug)) {
        // US lenders quote the same 5 years in months (issue 26).
        if (provider) expect(car.financeLenders?.[provider]?.termYears ?? (car.financeLenders?.[provider]?.termMonths ?? 0) / 12).toBe(5);
        else expect(car.financeLenders).toEqual({});
      }
    }
  });

  it("gives each lender record term36, term48 and term60, its 5-year one the record's own monthly figure (decision 045)", () => {
    for (const slug of SITE_SLUGS) {
      const provider = config(slug).providers.finance;
      if (!provider) continue;
      for (const car of carsOf(slug)) {
        const record = car.financeLenders?.[provider];
        expect(lenderTerms(record!).map((t) => t.months)).toEqual([36, 48, 60]);
        expect(record?.term60).toBe(record?.paymentMonth);
        expect(record!.term36! > record!.term48!).toBe(true);
      }
    }
  });

  it.each<[string, RegExp, RegExp]>([
    ['lone-star-autos', /\b(?:petrol|travelled|kms?|grey|ute|colour|tyres?|rego|licence|reversing|tow bar|satellite|ex-demonstrator)\b/i, /\b(?:gasoline|gas-electric|traveled|miles)\b/],
    ['harbour-toyota', /\b(?:gasoline|gas-electric|traveled|miles|backup camera|gray)\b/i, /\b(?:petrol|travelled|km)\b/],
  ])('%s: descriptions and features in its market\'s words', (slug, foreign, own) => {
    const cars = carsOf(slug);
    const texts = cars.flatMap((car) => [car.description ?? '', ...(car.features ?? [])]);
    expect(texts.filter((text) => foreign.test(text))).toEqual([]);
    expect(cars.some((car) => own.test(car.description ?? ''))).toBe(true);
  });

  it.each(SITE_SLUGS.filter((s) => s !== 'throttle-motorcycles' && s !== 'outback-rv' && s !== 'highway-trucks'))(
    '%s stocks electric and hybrid cars',
    (slug) => {
      const fuels = new Set(carsOf(slug).map((c) => c.simpleFuel));
      expect(fuels.has('Electric')).toBe(true);
      expect(fuels.has('Hybrid') || fuels.has('Plug-in Hybrid')).toBe(true);
    },
  );

  it.each([
    ['harbour-toyota', 650, 750],
    ['redline-motors', 450, 650],
    ['summit-auto-group', 1700, 1900],
    ['kiwi-car-co', 450, 550],
    ['lone-star-autos', 550, 650],
    ['trade-in-warehouse', 450, 550],
    ['throttle-motorcycles', 300, 400],
    ['outback-rv', 200, 300],
    ['highway-trucks', 350, 450],
    ['coastal-ev', 300, 400],
  ] as const)('%s has roughly the stock asked for', (slug, min, max) => {
    expect(carsOf(slug).length).toBeGreaterThanOrEqual(min);
    expect(carsOf(slug).length).toBeLessThanOrEqual(max);
  });

  it('uses only the site kind item type', () => {
    const itemType = { cars: 'car', motorcycles: 'motorcycle', rvs: 'rv', trucks: 'truck' } as const;
    for (const slug of SITE_SLUGS) {
      for (const car of carsOf(slug)) expect(car.itemType).toBe(itemType[config(slug).stockKind]);
    }
  });
});

describe('the demo site files and generateDemoStock: locations, people and payments', () => {
  it('gives every location hours on all seven days', () => {
    for (const location of locations) expect(WEEKDAYS.filter((day) => location.hours[day]), location.slug).toEqual([...WEEKDAYS]);
  });

  it('writes open hours as 24-hour HH:MM and only on Open days', () => {
    for (const h of weeklyHours) {
      if (h.status === 'Open') {
        expect(h.open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.close).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      } else {
        expect(h.open ?? null).toBeNull();
      }
    }
  });

  it('gives summit holiday hours on the next 25 Dec, 26 Dec and 1 Jan, plus the next 5 Dec closed for stocktake', () => {
    const summit = new Set(locationsOf('summit-auto-group').map((l) => l.id));
    const days = holidayHours.filter((s) => summit.has(s.locationId));
    const dates = new Set(days.map((d) => d.date));
    expect(dates).toEqual(new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2026-01-01', '2025-12-05']));
    expect(new Set(days.filter((d) => d.date === '2025-12-25').map((d) => d.locationId)).size).toBeGreaterThanOrEqual(3);
    expect(days.find((d) => d.date === '2025-12-05')?.status).toBe('Closed');
  });

  it('has the sample rating of 4.6 from 407 reviews', () => {
    expect(locations.some((l) => l.averageRating === 4.6 && l.reviewCount === 407)).toBe(true);
  });

  it('keeps watchlist entries on cars of the user’s own site, for users with a phone', () => {
    const users = new Map(stock.users.map((u) => [u.id, u]));
    const cars = new Map(stock.cars.map((c) => [c.id, c]));
    const siteSlug = new Map([...places.websites].map(([slug, id]) => [id, slug]));
    expect(stock.watchlistEntries.length).toBeGreaterThan(0);
    for (const entry of stock.watchlistEntries) {
      const user = users.get(entry.userId);
      expect(user?.phone).toBeTruthy();
      const car = cars.get(entry.carId);
      expect(dealershipIdsOf(siteSlug.get(user?.websiteId ?? -1) ?? '')).toContain(car?.dealershipId);
    }
  });

  it('gives every site one user with a phone and one without', () => {
    for (const slug of SITE_SLUGS) {
      const users = stock.users.filter((u) => u.websiteId === siteId(slug));
      expect(users.map((u) => Boolean(u.phone)).sort()).toEqual([false, true]);
    }
  });

  it('has one succeeded reservation per reserved car on the payment sites', () => {
    const reservedOnStripe = stock.cars.filter((c) => c.reserved && (c.paymentProcessors ?? []).some((p) => p.authorization_type === 'stripe'));
    expect(stock.reservations.map((r) => r.carId).sort((a, b) => a - b)).toEqual(reservedOnStripe.map((c) => c.id));
    for (const r of stock.reservations) {
      expect(r.status).toBe('succeeded');
      expect(r.paymentIntentId).toBe(`pi_demo_${r.carId}`);
      expect(r.depositAmount).toBe(50_000);
    }
    const currencies = new Set(stock.reservations.map((r) => r.currency));
    expect(currencies).toEqual(new Set(['AUD', 'USD']));
  });
});

const cars = stock.cars;
const has = (predicate: (c: CarRow) => boolean) => cars.some(predicate);
const locationCounts = SITE_SLUGS.map((s) => locationsOf(s).length);

describe('the demo network: every variation the product must handle exists', () => {
  it.each<[string, () => boolean]>([
    ['at least 8 sites', () => websites.length >= 8],
    ['at least 3 templates', () => new Set(websites.map((w) => w.template)).size >= 3],
    ['locales en-AU, en-NZ and en-US', () => ['en-AU', 'en-NZ', 'en-US'].every((l) => websites.some((w) => w.locale === l))],
    ['a site with 1 location', () => locationCounts.includes(1)],
    ['a site with 2 or 3 locations', () => locationCounts.some((n) => n === 2 || n === 3)],
    ['a site with more than 3 locations', () => locationCounts.some((n) => n > 3)],
    ['sales, service and parts locations', () => ['sales', 'service', 'parts'].every((t) => locations.some((l) => l.type === t))],
    [
      'a group with per-brand dealership websites showing phones',
      () => fileOf('summit-auto-group').dealerships.filter((d) => d.brand.showPhones && d.brand.make).length === 3,
    ],
    [
      'a trade-in warehouse footer with 3 staff',
      () => config('trade-in-warehouse').footer.variant === 'trade-in-warehouse' && config('trade-in-warehouse').footer.staff.length === 3,
    ],
    ['stock kinds motorcycles, rvs and trucks', () => ['motorcycles', 'rvs', 'trucks'].every((k) => allConfigs.some((c) => c.stockKind === k))],
    ['at least 5,000 cars', () => cars.length >= 5000],
    ['each car type', () => ['new', 'demo', 'used'].every((t) => has((c) => c.carType === t))],
    ['each status', () => ['in_stock', 'coming_soon', 'sold'].every((s) => has((c) => c.status === s))],
    ['a car sold inside a 3-day window', () => has((c) => c.status === 'sold' && ageMs(c.soldAt) <= 3 * DAY_MS)],
    ['a car sold outside a 3-day window but inside 7', () => has((c) => ageMs(c.soldAt) > 3 * DAY_MS && ageMs(c.soldAt) <= 7 * DAY_MS)],
    ['a car sold outside a 14-day window', () => has((c) => ageMs(c.soldAt) > 14 * DAY_MS)],
    ['a reserved car', () => has((c) => c.reserved === true && c.status === 'in_stock')],
    ['a car not reservable', () => has((c) => c.reservable === false)],
    ['a certified used car', () => has((c) => c.certified === true && c.carType === 'used')],
    ['a pre-order car', () => has((c) => c.preorder === true && c.tag === 'Pre-order' && c.status === 'coming_soon')],
    ['each tag value', () => ['Test Drive Only', 'Special', 'Pre-order', 'Runout Sale'].every((t) => has((c) => c.tag === t))],
    ['a new arrival within 8 days', () => has((c) => c.status !== 'sold' && ageMs(c.createdAt) < 8 * DAY_MS)],
    ['a car hidden from the dealer website', () => has((c) => c.showOnDealerWebsite === false)],
    ['Electric and Hybrid fuels', () => has((c) => c.simpleFuel === 'Electric') && has((c) => c.simpleFuel === 'Hybrid')],
    ['price on application, a placeholder price and a luxury price', () => has((c) => c.price === 0) && has((c) => (c.price ?? 0) >= 1 && (c.price ?? 0) <= 10) && has((c) => (c.price ?? 0) > 100_000)],
    ['a before price above the price', () => has((c) => (c.beforePrice ?? 0) > (c.price ?? 0))],
    ['a subscription price', () => has((c) => (c.subscriptionPrice ?? 0) > 0)],
    ['ex-rental used cars (the Rental category)', () => has((c) => c.carType === 'used' && (c.categories ?? []).includes('Rental'))],
    ['cars without images', () => has((c) => (c.images?.length ?? 0) === 0)],
    [
      'market prices both more and less than 499 above the price',
      () => has((c) => (c.stateAverageMarketPrice ?? 0) - (c.price ?? 0) > 499) && has((c) => c.stateAverageMarketPrice != null && c.stateAverageMarketPrice - (c.price ?? 0) <= 499),
    ],
    ['a finance record without a comparison rate', () => has((c) => Object.values(c.financeLenders ?? {}).some((r) => r.comparisonRate === null))],
    ['at least 3 finance providers', () => new Set(allConfigs.map((c) => c.providers.finance).filter(Boolean)).size >= 3],
    ['a payment provider on and off', () => allConfigs.some((c) => c.providers.payment === 'test') && allConfigs.some((c) => c.providers.payment === null)],
    ['garage on and off', () => allConfigs.some((c) => c.features.garage) && allConfigs.some((c) => !c.features.garage)],
    ['special hours', () => holidayHours.length > 0 && allConfigs.some((c) => c.features.specialHours)],
    [
      'reviews with < in customer content on the sites the tests name, and none in the demo a visitor sees',
      () => {
        const hostile = generateDemoStock(files, places, REFERENCE, ['redline-motors']).reviews;
        const redline = places.websites.get('redline-motors');
        return (
          hostile.some((r) => r.websiteId === redline && r.customerName.includes('<') && r.text.includes('<')) &&
          hostile.every((r) => r.websiteId === redline || !r.text.includes('<')) &&
          stock.reviews.every((r) => !r.customerName.includes('<') && !r.text.includes('<'))
        );
      },
    ],
    ['review replies', () => stock.reviews.some((r) => r.replyText) && stock.reviews.some((r) => !r.replyText)],
    ['licence labels CL and DL', () => allConfigs.some((c) => c.licenceLabel === 'CL') && allConfigs.some((c) => c.licenceLabel === 'DL')],
    ['a buying location subtype', () => locations.some((l) => l.subtypes?.includes('buying'))],
    ['a visit note', () => locations.some((l) => l.visitNote === 'Site visits by appointment only')],
    ['a COMING EARLY 2026 badge', () => locations.some((l) => l.badge === 'COMING EARLY 2026')],
    ['a defaultSearchPath without the /search/ prefix', () => allConfigs.some((c) => c.defaultSearchPath !== undefined && !c.defaultSearchPath.startsWith('/search/'))],
    ['opening hours other than Open and Closed', () => weeklyHours.some((h) => h.status !== 'Open' && h.status !== 'Closed')],
    ['a yard open on Sunday', () => weeklyHours.some((h) => h.weekday === 0 && h.status === 'Open')],
    ['models of every status', () => [null, 'new', 'all_new', 'coming_soon'].every((s) => catalogue.models.some((m) => (m.status ?? null) === s))],
    ['a model with an override URL', () => catalogue.models.some((m) => m.overrideUrl)],
    ['a model description longer than 75 characters', () => catalogue.models.some((m) => (m.shortDescription?.length ?? 0) > 75)],
  ])('%s', (_name, check) => {
    expect(check()).toBe(true);
  });
});

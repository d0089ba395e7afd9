import { describe, expect, it } from 'vitest';
import { isCarBody, isCarColour } from '../media/car-svg';
import { siteConfigSchema, type SiteConfig } from '../domain/site-config';
import { DAY_MS } from './clock';
import { generateDemoNetwork } from './generate';
import { contentHash } from './hash';
import type { CarRow } from './types';
import { SITES } from './sites';

const REFERENCE = '2025-06-15';
const NOW = Date.UTC(2025, 5, 15, 12);
const network = generateDemoNetwork(REFERENCE);

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

const configs = new Map<string, SiteConfig>(network.websites.map((w) => [w.slug, siteConfigSchema.parse(w.config)]));
const config = (slug: string): SiteConfig => {
  const found = configs.get(slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const siteId = (slug: string): number => network.websites.find((w) => w.slug === slug)?.id ?? -1;
const dealershipIdsOf = (slug: string): number[] =>
  network.dealershipWebsites.filter((dw) => dw.websiteId === siteId(slug)).map((dw) => dw.dealershipId);
const locationsOf = (slug: string) => network.locations.filter((l) => dealershipIdsOf(slug).includes(l.dealershipId));
const carsOf = (slug: string): CarRow[] => network.cars.filter((c) => dealershipIdsOf(slug).includes(c.dealershipId));
const ageMs = (d: Date | null | undefined): number => NOW - (d?.getTime() ?? Number.NaN);
const allConfigs = [...configs.values()];

describe('generateDemoNetwork: determinism', () => {
  it('gives the same content hash for the same reference date', () => {
    expect(contentHash(generateDemoNetwork(REFERENCE))).toBe(contentHash(network));
    expect(contentHash(generateDemoNetwork(REFERENCE))).toBe(contentHash(generateDemoNetwork(REFERENCE)));
  });

  it('moves the dates with the reference date but keeps the shape', () => {
    const other = generateDemoNetwork('2025-11-03');
    expect(contentHash(other)).not.toBe(contentHash(network));
    expect(other.websites.length).toBe(network.websites.length);
    for (const key of Object.keys(network) as (keyof typeof network)[]) expect(other[key].length, key).toBe(network[key].length);
    expect(other.cars[0]?.createdAt?.toISOString()).not.toBe(network.cars[0]?.createdAt?.toISOString());
    const latest = Math.max(...other.cars.map((c) => c.createdAt?.getTime() ?? 0));
    expect(latest).toBeLessThanOrEqual(Date.UTC(2025, 10, 3, 12));
  });

  it('rejects a reference date that is not YYYY-MM-DD or not on the calendar', () => {
    expect(() => generateDemoNetwork('15/06/2025')).toThrow();
    expect(() => generateDemoNetwork('2025-02-30')).toThrow();
  });

  it('does not mutate the shared site definitions between runs', () => {
    const again = generateDemoNetwork('2024-01-01');
    const coastal = again.websites.find((w) => w.slug === 'coastal-ev');
    expect(coastal?.config).not.toBe(network.websites.find((w) => w.slug === 'coastal-ev')?.config);
  });
});

describe('generateDemoNetwork: sites', () => {
  it('has every site the rest of the code names', () => {
    expect(network.websites.map((w) => w.slug)).toEqual(SITE_SLUGS);
  });

  it.each(SITE_SLUGS)('%s config parses with siteConfigSchema', (slug) => {
    const website = network.websites.find((w) => w.slug === slug);
    const parsed = siteConfigSchema.safeParse(website?.config);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(SITE_SLUGS)('%s has one bare custom hostname, a phone, an address and navigation', (slug) => {
    const website = network.websites.find((w) => w.slug === slug);
    expect(website?.hostnames).toHaveLength(1);
    expect(website?.hostnames?.[0]).toMatch(/^(?!www\.)[a-z0-9-]+\.example$/);
    expect(website?.phone).toBeTruthy();
    expect(website?.address?.place_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(config(slug).navigation.header.length).toBeGreaterThan(2);
    expect(config(slug).navigation.footer.length).toBeGreaterThan(0);
  });

  it('gives every site a distinct theme', () => {
    const themes = allConfigs.map((c) => `${c.theme.primary}/${c.theme.accent}`);
    expect(new Set(themes).size).toBe(themes.length);
  });

  it('shares dealerships only between summit-auto-group and summit-mazda', () => {
    const summitMazda = network.dealerships.find((d) => d.slug === 'summit-mazda')?.id;
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

  it('sets the manufacturer of the franchise brand sites', () => {
    const toyota = network.manufacturers.find((m) => m.name === 'Toyota')?.id;
    const mazda = network.manufacturers.find((m) => m.name === 'Mazda')?.id;
    expect(network.websites.find((w) => w.slug === 'harbour-toyota')?.manufacturerId).toBe(toyota);
    expect(network.websites.find((w) => w.slug === 'summit-mazda')?.manufacturerId).toBe(mazda);
  });
});

describe('generateDemoNetwork: cars', () => {
  it('has unique, well-formed slugs, stock numbers and VINs', () => {
    const slugs = network.cars.map((c) => c.slug);
    const stocknums = network.cars.map((c) => c.stocknum);
    const vins = network.cars.map((c) => c.vin);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(stocknums).size).toBe(stocknums.length);
    expect(new Set(vins).size).toBe(vins.length);
    for (const car of network.cars) {
      expect(car.slug).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(car.stocknum).toMatch(/^[A-Za-z]+\d{3,}[A-Za-z]+$/);
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.name).toBe(`${car.year} ${car.make} ${car.model} ${car.badge}`);
    }
  });

  it('keeps kilometres within the range of each car type', () => {
    const ranges = { new: [0, 50], demo: [500, 15_000], used: [5_000, 250_000] } as const;
    for (const car of network.cars) {
      const [min, max] = ranges[car.carType as keyof typeof ranges];
      expect(car.km).toBeGreaterThanOrEqual(min);
      expect(car.km).toBeLessThanOrEqual(max);
    }
  });

  it('names only images the media route serves', () => {
    for (const car of network.cars) {
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
    const locations = new Map(network.locations.map((l) => [l.id, l]));
    for (const car of network.cars) {
      const location = locations.get(car.locationId);
      expect(location?.dealershipId).toBe(car.dealershipId);
      expect(location?.locationType).toBe('sales');
      expect(location?.badge).toBeNull();
      expect(location?.locationSubtype ?? []).not.toContain('buying');
    }
  });

  it('places every date at or before the reference noon, sold cars after their listing', () => {
    for (const car of network.cars) {
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
    const makes = new Set(network.manufacturers.map((m) => m.name));
    for (const car of network.cars) expect(makes.has(car.make)).toBe(true);
  });

  it('puts payment processors exactly on the cars of the sites taking card deposits', () => {
    const depositSlugs = new Set(SITES.filter((s) => s.cardDeposits === true).map((s) => s.slug));
    const stripeDealerships = new Set(
      network.websites.filter((w) => depositSlugs.has(w.slug) && config(w.slug).providers.payment !== null).flatMap((w) => dealershipIdsOf(w.slug)),
    );
    for (const car of network.cars) {
      const stripe = stripeDealerships.has(car.dealershipId);
      expect(car.hasCheckoutPaymentProcessor).toBe(stripe);
      expect(car.paymentProcessors?.length ?? 0).toBe(stripe ? 1 : 0);
    }
  });

  it('keys finance records by the finance provider of the site showing the car', () => {
    for (const slug of SITE_SLUGS) {
      const provider = config(slug).providers.finance;
      for (const car of carsOf(slug)) {
        if (provider) expect(car.financeLenders?.[provider]?.termYears).toBe(5);
        else expect(car.financeLenders).toEqual({});
      }
    }
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

describe('generateDemoNetwork: locations, people and payments', () => {
  it('gives every location seven weekday rows and every dealership one primary location', () => {
    for (const location of network.locations) {
      const days = network.openingHours.filter((h) => h.locationId === location.id).map((h) => h.weekday);
      expect(days.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
    for (const dealership of network.dealerships) {
      const primaries = network.locations.filter((l) => l.dealershipId === dealership.id && l.primary);
      expect(primaries).toHaveLength(1);
    }
  });

  it('writes open hours as 24-hour HH:MM and only on Open days', () => {
    for (const h of network.openingHours) {
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
    const days = network.specialHours.filter((s) => summit.has(s.locationId));
    const dates = new Set(days.map((d) => d.date));
    expect(dates).toEqual(new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2026-01-01', '2025-12-05']));
    expect(new Set(days.filter((d) => d.date === '2025-12-25').map((d) => d.locationId)).size).toBeGreaterThanOrEqual(3);
    expect(days.find((d) => d.date === '2025-12-05')?.status).toBe('Closed');
  });

  it('has the sample rating of 4.6 from 407 reviews', () => {
    expect(network.locations.some((l) => l.averageRating === 4.6 && l.reviewCount === 407)).toBe(true);
  });

  it('keeps watchlist entries on cars of the user’s own site, for users with a phone', () => {
    const users = new Map(network.users.map((u) => [u.id, u]));
    const cars = new Map(network.cars.map((c) => [c.id, c]));
    const siteSlug = new Map(network.websites.map((w) => [w.id, w.slug]));
    expect(network.watchlistEntries.length).toBeGreaterThan(0);
    for (const entry of network.watchlistEntries) {
      const user = users.get(entry.userId);
      expect(user?.phone).toBeTruthy();
      const car = cars.get(entry.carId);
      expect(dealershipIdsOf(siteSlug.get(user?.websiteId ?? -1) ?? '')).toContain(car?.dealershipId);
    }
  });

  it('gives every site one user with a phone and one without', () => {
    for (const website of network.websites) {
      const users = network.users.filter((u) => u.websiteId === website.id);
      expect(users.map((u) => Boolean(u.phone)).sort()).toEqual([false, true]);
    }
  });

  it('has one succeeded reservation per reserved car on the payment sites', () => {
    const reservedOnStripe = network.cars.filter((c) => c.reserved && (c.paymentProcessors?.length ?? 0) > 0);
    expect(network.reservations.map((r) => r.carId).sort((a, b) => a - b)).toEqual(reservedOnStripe.map((c) => c.id));
    for (const r of network.reservations) {
      expect(r.status).toBe('succeeded');
      expect(r.paymentIntentId).toBe(`pi_demo_${r.carId}`);
      expect(r.depositAmount).toBe(50_000);
    }
    const currencies = new Set(network.reservations.map((r) => r.currency));
    expect(currencies).toEqual(new Set(['AUD', 'USD']));
  });
});

const cars = network.cars;
const has = (predicate: (c: CarRow) => boolean) => cars.some(predicate);
const locationCounts = SITE_SLUGS.map((s) => locationsOf(s).length);

describe('generateDemoNetwork: every variation the product must handle exists', () => {
  it.each<[string, () => boolean]>([
    ['at least 8 sites', () => network.websites.length >= 8],
    ['at least 3 templates', () => new Set(network.websites.map((w) => w.template)).size >= 3],
    ['locales en-AU, en-NZ and en-US', () => ['en-AU', 'en-NZ', 'en-US'].every((l) => network.websites.some((w) => w.locale === l))],
    ['a site with 1 location', () => locationCounts.includes(1)],
    ['a site with 2 or 3 locations', () => locationCounts.some((n) => n === 2 || n === 3)],
    ['a site with more than 3 locations', () => locationCounts.some((n) => n > 3)],
    ['sales, service and parts locations', () => ['sales', 'service', 'parts'].every((t) => network.locations.some((l) => l.locationType === t))],
    [
      'a group with per-brand dealership websites showing phones',
      () => network.dealershipWebsites.filter((dw) => dw.websiteId === siteId('summit-auto-group') && dw.showPhones && dw.make).length === 3,
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
    ['special hours', () => network.specialHours.length > 0 && allConfigs.some((c) => c.features.specialHours)],
    ['reviews with < in customer content', () => network.reviews.some((r) => r.customerName.includes('<')) && network.reviews.some((r) => r.text.includes('<'))],
    ['review replies', () => network.reviews.some((r) => r.replyText) && network.reviews.some((r) => !r.replyText)],
    ['licence labels CL and DL', () => allConfigs.some((c) => c.licenceLabel === 'CL') && allConfigs.some((c) => c.licenceLabel === 'DL')],
    ['a buying location subtype', () => network.locations.some((l) => l.locationSubtype?.includes('buying'))],
    ['a visit note', () => network.locations.some((l) => l.visitNote === 'Site visits by appointment only')],
    ['a COMING EARLY 2026 badge', () => network.locations.some((l) => l.badge === 'COMING EARLY 2026')],
    ['a defaultSearchPath without the /search/ prefix', () => allConfigs.some((c) => c.defaultSearchPath !== undefined && !c.defaultSearchPath.startsWith('/search/'))],
    ['opening hours other than Open and Closed', () => network.openingHours.some((h) => h.status !== 'Open' && h.status !== 'Closed')],
    ['a yard open on Sunday', () => network.openingHours.some((h) => h.weekday === 0 && h.status === 'Open')],
    ['models of every status', () => [null, 'new', 'all_new', 'coming_soon'].every((s) => network.models.some((m) => (m.status ?? null) === s))],
    ['a model with an override URL', () => network.models.some((m) => m.overrideUrl)],
    ['a model description longer than 75 characters', () => network.models.some((m) => (m.shortDescription?.length ?? 0) > 75)],
  ])('%s', (_name, check) => {
    expect(check()).toBe(true);
  });
});

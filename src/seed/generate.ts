import { locationKey, type NetworkIds } from '../db/queries/network-ids';
import type { Locale } from '../domain/site-config';
import type { SiteFile, SiteFileDealership, SiteFileLocation } from '../domain/site-file/schema';
import { CATALOGUE } from './catalogue';
import { clockFor, type Clock } from './clock';
import type { FinanceProvider } from './finance';
import { STOCK_PLANS, type StockPlan } from './generator-plans';
import { IdSequence } from './ids';
import { streamFor } from './prng';
import { generateReviews } from './reviews';
import { generateReservations, generateShoppers } from './shoppers';
import { generateStock } from './stock';
import type { CarRow, DemoCatalogue, DemoStock, Market } from './types';

const MARKET: Record<Locale, Market> = { 'en-AU': 'AU', 'en-NZ': 'NZ', 'en-US': 'US' };

/** The makes and models every demo site's stock is drawn from, with fixed ids. */
export function generateDemoCatalogue(): DemoCatalogue {
  const ids = new IdSequence();
  const catalogue: DemoCatalogue = { manufacturers: [], models: [] };
  for (const make of CATALOGUE) {
    const id = ids.next('manufacturers');
    catalogue.manufacturers.push({ id, name: make.name, slug: make.slug, logoUrl: `/media/logos/${make.slug}.svg` });
    for (const model of make.models) {
      catalogue.models.push({
        id: ids.next('models'),
        manufacturerId: id,
        name: model.name,
        slug: model.slug,
        status: model.status ?? null,
        // Model tiles reuse the stock artwork route, so every image the data names can be served.
        imageUrl: `/media/cars/${model.body}/white/1.svg`,
        shortDescription: model.shortDescription,
        overrideUrl: model.overrideUrl ?? null,
      });
    }
  }
  return catalogue;
}

/** A dealership as the site files describe it, with the sites showing it; the first of those owns its stock. */
type Dealership = { id: number; file: SiteFileDealership; sites: SiteFile[] };

function found(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`The demo network has no ${what} ${key}`);
  return id;
}

function planOf(slug: string): StockPlan {
  const plan = STOCK_PLANS[slug];
  if (!plan) throw new Error(`Dealership ${slug} of data/sites has no stock plan in src/seed/generator-plans.ts`);
  return plan;
}

function parked(plan: StockPlan, location: SiteFileLocation): boolean {
  return plan.parkedAt ? plan.parkedAt.includes(location.slug) : location.type === 'sales' && location.badge === undefined;
}

/** Every dealership of the files, in the order they first appear (which keeps car ids stable). */
function dealershipsOf(files: readonly SiteFile[], places: NetworkIds): Dealership[] {
  const bySlug = new Map<string, Dealership>();
  for (const site of files) {
    for (const file of site.dealerships) {
      const known = bySlug.get(file.slug);
      if (known) known.sites.push(site);
      else bySlug.set(file.slug, { id: found(places.dealerships, file.slug, 'dealership'), file, sites: [site] });
    }
  }
  return [...bySlug.values()];
}

function generateCars(dealerships: readonly Dealership[], places: NetworkIds, ids: IdSequence, clock: Clock): CarRow[] {
  return dealerships.flatMap(({ id, file, sites }) => {
    const plan = planOf(file.slug);
    const stockLocationIds = file.locations.filter((l) => parked(plan, l)).map((l) => found(places.locations, locationKey(file.slug, l.slug), 'location'));
    if (stockLocationIds.length === 0) throw new Error(`Dealership ${file.slug} has no location that holds stock`);
    const owner = sites[0]!;
    const providers = [...new Set(sites.map((s) => s.website.config.providers?.finance).filter((p): p is FinanceProvider => !!p))];
    return generateStock(plan, {
      rng: streamFor(`stock:${file.slug}`),
      clock,
      market: MARKET[owner.website.locale],
      dealershipId: id,
      dealershipName: file.name,
      stockLocationIds,
      financeProviders: providers,
      paymentKey: file.stripePublishableKey ?? null,
      reservationRequests: sites.some((s) => s.website.config.reservation?.whitelisted === true),
      certifies: sites.some((s) => s.website.template === 'franchise'),
      firstCarId: ids.reserve('cars', plan.count),
      regoState: MARKET[owner.website.locale] === 'AU' ? (file.locations[0]?.state ?? null) : null,
    });
  });
}

/**
 * What the demo network has beyond its site files, for a reference date (YYYY-MM-DD): the stock of
 * every dealership, and each site's reviews, shoppers with watchlists, and reservations. Pure: the
 * same files, places and date always give the same rows, every date placed relative to noon UTC
 * of the reference date. `places` are the database ids of the applied files' sites, dealerships
 * and locations.
 */
export function generateDemoStock(files: readonly SiteFile[], places: NetworkIds, referenceDate: string, hostileReviewSites: readonly string[] = []): DemoStock {
  const clock = clockFor(referenceDate);
  const ids = new IdSequence();
  const dealerships = dealershipsOf(files, places);
  const stock: DemoStock = { cars: generateCars(dealerships, places, ids, clock), reviews: [], users: [], watchlistEntries: [], reservations: [] };

  for (const site of files) {
    const { slug, name, locale, config } = site.website;
    const websiteId = found(places.websites, slug, 'site');
    const shown = site.dealerships.map((d) => found(places.dealerships, d.slug, 'dealership'));
    const siteCars = stock.cars.filter((c) => shown.includes(c.dealershipId));
    const locationIds = site.dealerships.flatMap((d) =>
      d.locations.filter((l) => l.visible).map((l) => found(places.locations, locationKey(d.slug, l.slug), 'location')),
    );
    stock.reviews.push(
      ...generateReviews(
        { id: websiteId, name, locale, stockKind: config.stockKind ?? 'cars', hostile: hostileReviewSites.includes(slug), locationIds },
        streamFor(`reviews:${slug}`),
        clock,
        ids,
      ),
    );
    const shopperSite = { id: websiteId, slug, locale };
    const shoppers = generateShoppers(shopperSite, siteCars, streamFor(`shoppers:${slug}`), clock, ids);
    stock.users.push(...shoppers.users);
    stock.watchlistEntries.push(...shoppers.watchlistEntries);

    // A reservation belongs to the site that owns the car's dealership, so shared stock is reserved once;
    // only a dealership with a card-payment key takes deposits.
    const owned = dealerships.filter((d) => d.sites[0] === site && d.file.stripePublishableKey !== undefined).map((d) => d.id);
    if (owned.length === 0) continue;
    const reserved = stock.cars.filter((c) => c.reserved && owned.includes(c.dealershipId));
    stock.reservations.push(...generateReservations(shopperSite, reserved, streamFor(`reservations:${slug}`), clock, ids));
  }
  return stock;
}

import type { Locale } from '../domain/site-config';
import { CATALOGUE } from './catalogue';
import { defaultSearchPath } from '../domain/search-path';
import type { NavItem } from '../domain/site-config';
import { clockFor, daysBefore, type Clock } from './clock';
import { demoContent, demoLandings, demoLocationMaps, type ContentFacts } from './content';
import { DEALERSHIPS, type DealershipDef } from './dealerships';
import type { FinanceProvider } from './finance';
import { IdSequence } from './ids';
import { demoLeadDestinations } from './lead-destinations';
import { buildLocations, mapsUrl } from './locations';
import { streamFor } from './prng';
import { generateReviews } from './reviews';
import { generateReservations, generateShoppers } from './shoppers';
import { SITES, type SiteDef } from './sites';
import { generateStock } from './stock';
import type { CarRow, DemoNetwork, LocationRow, Market } from './types';

export type { DemoNetwork } from './types';

const MARKET: Record<Locale, Market> = { 'en-AU': 'AU', 'en-NZ': 'NZ', 'en-US': 'US' };

type BuiltDealership = { id: number; def: DealershipDef; locations: LocationRow[]; stockLocationIds: number[]; sites: SiteDef[] };

function emptyNetwork(): DemoNetwork {
  return {
    websites: [],
    dealerships: [],
    dealershipWebsites: [],
    locations: [],
    openingHours: [],
    specialHours: [],
    manufacturers: [],
    models: [],
    cars: [],
    reviews: [],
    users: [],
    watchlistEntries: [],
    reservations: [],
    leadDestinations: [],
  };
}

function addCatalogue(network: DemoNetwork, ids: IdSequence): Map<string, number> {
  const manufacturerIds = new Map<string, number>();
  for (const make of CATALOGUE) {
    const id = ids.next('manufacturers');
    manufacturerIds.set(make.name, id);
    network.manufacturers.push({ id, name: make.name, slug: make.slug, logoUrl: `/media/logos/${make.slug}.svg` });
    for (const model of make.models) {
      network.models.push({
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
  return manufacturerIds;
}

function paymentKey(def: DealershipDef, sites: readonly SiteDef[]): string | null {
  const takesPayments = sites[0]?.cardDeposits === true;
  return takesPayments ? `pk_test_demo_${def.slug.replaceAll('-', '_')}` : null;
}

function addDealerships(network: DemoNetwork, ids: IdSequence, clock: Clock): Map<string, BuiltDealership> {
  const built = new Map<string, BuiltDealership>();
  for (const def of DEALERSHIPS) {
    const sites = SITES.filter((s) => s.brands.some((b) => b.dealership === def.slug));
    if (sites.length === 0) throw new Error(`Dealership ${def.slug} is on no site`);
    const id = ids.next('dealerships');
    network.dealerships.push({ id, slug: def.slug, name: def.name, stripePublishableKey: paymentKey(def, sites), createdAt: daysBefore(clock, 900) });
    const rows = buildLocations(id, def.locations, streamFor(`locations:${def.slug}`), clock, ids);
    network.locations.push(...rows.locations);
    network.openingHours.push(...rows.openingHours);
    network.specialHours.push(...rows.specialHours);
    if (rows.stockLocationIds.length === 0) throw new Error(`Dealership ${def.slug} has no location that holds stock`);
    built.set(def.slug, { id, def, locations: rows.locations, stockLocationIds: rows.stockLocationIds, sites });
  }
  return built;
}

function dealershipOf(built: Map<string, BuiltDealership>, slug: string): BuiltDealership {
  const dealership = built.get(slug);
  if (!dealership) throw new Error(`Unknown dealership ${slug}`);
  return dealership;
}

function addStock(network: DemoNetwork, built: Map<string, BuiltDealership>, ids: IdSequence, clock: Clock): void {
  for (const dealership of built.values()) {
    const { def, sites } = dealership;
    const owner = sites[0];
    if (!owner) continue;
    const providers = [...new Set(sites.map((s) => s.config.providers?.finance).filter((p): p is FinanceProvider => !!p))];
    network.cars.push(
      ...generateStock(def.stock, {
        rng: streamFor(`stock:${def.slug}`),
        clock,
        market: MARKET[owner.locale],
        dealershipId: dealership.id,
        dealershipName: def.name,
        stockLocationIds: dealership.stockLocationIds,
        financeProviders: providers,
        paymentKey: paymentKey(def, sites),
        certifies: sites.some((s) => s.template === 'franchise'),
        firstCarId: ids.reserve('cars', def.stock.count),
      }),
    );
  }
}

/** Stock numbers the site hides by configuration: real, visible, in-stock cars of its own. */
function excludedStockNumbers(site: SiteDef, cars: readonly CarRow[]): string[] {
  const makes = site.config.stockFilters?.makes;
  return cars
    .filter((c) => c.status === 'in_stock' && c.showOnDealerWebsite !== false && (!makes || makes.includes(c.make)))
    .slice(0, site.excludeOwnStockNumbers ?? 0)
    .map((c) => c.stocknum);
}

function flatUrls(items: readonly NavItem[]): string[] {
  return items.flatMap((i) => [...(i.url ? [i.url] : []), ...flatUrls(i.dropdownItems ?? [])]);
}

/** Every link of the site's header and footer menus. */
function navUrls(site: SiteDef): string[] {
  // The menus are written as NavItem values; the schema's input type is loose only because it is recursive.
  const { header, footer } = site.config.navigation as { header: NavItem[]; footer: NavItem[] };
  return flatUrls([...header, ...footer]);
}

/**
 * The whole demo dealer network for a reference date (YYYY-MM-DD). Pure: the same date always
 * gives the same rows, and every date in them is placed relative to noon UTC of that date.
 */
export function generateDemoNetwork(referenceDate: string): DemoNetwork {
  const clock = clockFor(referenceDate);
  const ids = new IdSequence();
  const network = emptyNetwork();
  const manufacturerIds = addCatalogue(network, ids);
  const built = addDealerships(network, ids, clock);
  addStock(network, built, ids, clock);
  network.leadDestinations.push(...demoLeadDestinations(network.dealerships, () => ids.next('leadDestinations')));

  SITES.forEach((site, index) => {
    const websiteId = ids.next('websites');
    const dealerships = site.brands.map((b) => dealershipOf(built, b.dealership));
    const own = dealerships[0];
    const primary = own?.locations[0];
    if (!own || !primary) throw new Error(`Site ${site.slug} has no dealership with a location`);
    const dealershipIds = new Set(dealerships.map((d) => d.id));
    const siteCars = network.cars.filter((c) => dealershipIds.has(c.dealershipId));

    // The definitions are shared module state; each run gets its own copy to fill in.
    const config = structuredClone(site.config);
    if (site.excludeOwnStockNumbers) {
      const ownCars = siteCars.filter((c) => c.dealershipId === own.id);
      config.stockFilters = { ...config.stockFilters, excludedStockNumbers: excludedStockNumbers(site, ownCars) };
    }
    const siteLocations = dealerships.flatMap((d) => d.locations);
    const facts: ContentFacts = {
      name: site.name,
      locale: site.locale,
      stockKind: site.config.stockKind ?? 'cars',
      city: primary.city,
      state: primary.state,
      phone: primary.phone ?? '',
      email: primary.email ?? `hello@${site.hostname}`,
      makes: [...new Set([site.manufacturer, ...site.brands.map((b) => b.make)].filter((m): m is string => Boolean(m)))],
      news: navUrls(site).some((u) => u === '/news' || u === '/blog'),
      extraPages: navUrls(site).filter((u) => u.startsWith('/pages/')).map((u) => u.slice('/pages/'.length)),
      yearFounded: 1978 + ((index * 7) % 40),
    };
    config.content = {
      pages: [...(config.content?.pages ?? []), ...demoContent(facts, clock)],
      searchLandings: [...(config.content?.searchLandings ?? []), ...demoLandings(facts, defaultSearchPath({ defaultSearchPath: config.defaultSearchPath }))],
    };
    config.locationMaps = { ...demoLocationMaps(siteLocations, index % 3 === 0), ...config.locationMaps };
    const manufacturerId = site.manufacturer ? manufacturerIds.get(site.manufacturer) : undefined;
    const createdAt = daysBefore(clock, 400 + index * 17);
    network.websites.push({
      id: websiteId,
      slug: site.slug,
      name: site.name,
      template: site.template,
      locale: site.locale,
      hostnames: [site.hostname],
      dealershipId: own.id,
      dealershipGroup: site.dealershipGroup ?? null,
      phone: primary.phone ?? null,
      manufacturerId: manufacturerId ?? null,
      address: { street: primary.street, city: primary.city, state: primary.state, postcode: primary.postcode, place_url: mapsUrl(primary) },
      config,
      assistantToken: site.assistantToken ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    site.brands.forEach((brand, position) => {
      const dealership = dealershipOf(built, brand.dealership);
      network.dealershipWebsites.push({
        websiteId,
        dealershipId: dealership.id,
        url: brand.url ?? null,
        make: brand.make ?? null,
        name: brand.name ?? dealership.def.name,
        slug: brand.dealership,
        logoUrl: brand.logoUrl ?? null,
        position,
        showPhones: brand.showPhones ?? false,
      });
    });

    const locationIds = dealerships.flatMap((d) => d.locations.filter((l) => l.visible !== false).map((l) => l.id ?? 0));
    const shopperSite = { id: websiteId, slug: site.slug, locale: site.locale };
    network.reviews.push(
      ...generateReviews(
        { id: websiteId, name: site.name, locale: site.locale, stockKind: site.config.stockKind ?? 'cars', hostile: site.hostileReviews ?? false, locationIds },
        streamFor(`reviews:${site.slug}`),
        clock,
        ids,
      ),
    );
    const shoppers = generateShoppers(shopperSite, siteCars, streamFor(`shoppers:${site.slug}`), clock, ids);
    network.users.push(...shoppers.users);
    network.watchlistEntries.push(...shoppers.watchlistEntries);

    // A reservation belongs to the site that owns the car's dealership, so shared stock is reserved once.
    if (site.cardDeposits === true) {
      const owned = dealerships.filter((d) => d.sites[0] === site).map((d) => d.id);
      const reserved = network.cars.filter((c) => c.reserved && owned.includes(c.dealershipId));
      network.reservations.push(...generateReservations(shopperSite, reserved, streamFor(`reservations:${site.slug}`), clock, ids));
    }
  });
  return network;
}

import 'server-only';
import { carTag, siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { getDb } from '../db';
import { carInScopeBySlug } from '../db/queries/car-detail';
import { isCarSlug } from '../domain/car-slug';
import { financeEstimate, siteLender, type FinanceEstimate } from '../domain/finance-display';
import { listedStatuses, stockScope } from '../domain/inclusion';
import { marketBadge, type MarketBadge } from '../domain/market-badge';
import { canReserve } from '../domain/reservation';
import { cardTag, type CardTag } from '../domain/tags';
import type { CarDetail, CarSummary, Location, Site } from '../domain/types';
import { similarSiteCars } from '../search/service';
import { carJsonLd, type CarLd } from '../seo/car-json-ld';
import { calculatorQuote, estimateFrequency, type CalculatorQuote } from './finance-quote';

/**
 * Everything the car page renders, as plain data: one read of the car within the site's stock
 * scope, the rules applied to it, and similar stock, all at one instant (`now`).
 */
export type CarPage = {
  now: Date;
  car: CarDetail;
  location: Location | null;
  tag: CardTag | null;
  marketBadge: MarketBadge | null;
  finance: FinanceEstimate | null;
  canReserve: boolean;
  /** The repayment calculator's starting loan: the lender's quote, else the SPEC 9 example. */
  calculator: CalculatorQuote;
  similar: CarSummary[];
  jsonLd: CarLd;
};

/** The site's public origin: its first custom hostname, else its platform name. */
export function siteOrigin(site: Pick<Site, 'hostnames' | 'slug'>): string {
  return `https://${site.hostnames[0] ?? `${site.slug}.localhost`}`;
}

/** One car of the site's stock, or null for a malformed slug or a car the site does not show. */
export async function siteCar(site: Site, slug: string, now = new Date()): Promise<CarDetail | null> {
  if (!isCarSlug(slug)) return null;
  return carInScopeBySlug(await getDb(), stockScope(site, now), listedStatuses(site), slug);
}

export async function carPage(site: Site, slug: string, now = new Date()): Promise<CarPage | null> {
  const car = await siteCar(site, slug, now);
  if (!car) return null;
  const location = site.locations.find((l) => l.id === car.locationId) ?? null;
  const similar = await similarSiteCars(site, car, now);
  const lender = siteLender(car.financeLenders, site.config);
  const frequency = estimateFrequency(site.config.providers.finance);
  const finance = financeEstimate(car, lender, site.config, now, frequency, site.locale);
  return {
    now,
    car,
    location,
    tag: cardTag(car, site.config, now),
    marketBadge: marketBadge(car),
    finance,
    canReserve: canReserve(car, site.config).allowed,
    calculator: calculatorQuote(car.financeLenders, finance, site.config),
    similar,
    jsonLd: carJsonLd({ car, origin: siteOrigin(site), siteName: site.name, locale: site.locale, location }),
  };
}

/**
 * The car page's data, cached per site and slug. Tagged with the car, so its own change shows
 * at once, and with the site's config and stock, which decide its rules and similar cars.
 */
export function cachedCarPage(site: Site, slug: string): Promise<CarPage | null> {
  return tagged(['car-page', String(site.id), slug], [carTag(slug), siteTag(site.id), stockTag(site.id)], () => carPage(site, slug));
}

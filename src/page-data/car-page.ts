import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { carTag, siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { getDb } from '../db';
import { carInScopeBySlug } from '../db/queries/car-detail';
import { isCarSlug } from '../domain/car-slug';
import { financeEstimate, siteLender } from '../domain/finance-display';
import { listedStatuses, stockScope } from '../domain/inclusion';
import { marketBadge } from '../domain/market-badge';
import { canReserve, type ReservationDecision, type ReservationMode } from '../domain/reservation';
import { formatPrice, showPrice } from '../domain/locale';
import { carFacts } from '../i18n/car-facts';
import { cardTag } from '../domain/tags';
import type { CarPage } from '../domain/car-page';
import { siteOrigin } from '../domain/site-origin';
import type { CarDetail, Site } from '../domain/types';
import { similarSiteCars } from '../search/service';
import { assistantTags } from '../seo/assistant-tags';
import { carJsonLd, serializeJsonLd } from '../seo/car-json-ld';
import { metadataOf } from '../site/page-metadata';
import { carShareImage } from '../site/share-image';
import { calculatorQuote, estimateFrequency } from '../domain/finance-quote';

/** One car of the site's stock, or null for a malformed slug or a car the site does not show. */
export async function siteCar(site: Site, slug: string, now = new Date()): Promise<CarDetail | null> {
  if (!isCarSlug(slug)) return null;
  return carInScopeBySlug(await getDb(), stockScope(site, now), listedStatuses(site), slug);
}

const reservationModeOf = (decision: ReservationDecision): ReservationMode | null => (decision.allowed ? decision.mode : null);

async function carPage(site: Site, slug: string, now = new Date()): Promise<CarPage | null> {
  const car = await siteCar(site, slug, now);
  if (!car) return null;
  const location = site.locations.find((l) => l.id === car.locationId) ?? null;
  const similar = await similarSiteCars(site, car, now);
  const lender = siteLender(car.financeLenders, site.config);
  const frequency = estimateFrequency(site.config.providers.finance, site.locale);
  const finance = financeEstimate(car, lender, site.config, now, frequency, site.locale);
  return {
    now,
    car,
    location,
    tag: cardTag(car, site.config, now),
    marketBadge: marketBadge(car),
    finance,
    reservation: reservationModeOf(canReserve(car, site.config)),
    calculator: calculatorQuote(car.financeLenders, finance, site.config, site.locale, car.price),
    similar,
    jsonLd: serializeJsonLd(carJsonLd({ car, origin: siteOrigin(site), siteName: site.name, locale: site.locale, location })),
  };
}

/**
 * The car page's data, cached per site and slug. Tagged with the car, so its own change shows
 * at once, and with the site's config and stock, which decide its rules and similar cars.
 */
function cachedCarPage(site: Site, slug: string): Promise<CarPage | null> {
  return tagged(['car-page', String(site.id), slug], [carTag(slug), siteTag(site.id), stockTag(site.id)], () => carPage(site, slug));
}

/** cachedCarPage once per request: the page and its metadata share one read. */
export const requestCarPage = cache((site: Site, slug: string) => cachedCarPage(site, slug));

/** The car page's title, description, canonical path, Open Graph card and assistant tags. */
export function carPageMetadata(site: Site, { car, location }: CarPage): Metadata {
  const price = showPrice(car.price) ? ` for ${formatPrice(car.price, site.locale)}` : '';
  const place = location ? ` in ${location.address.city}` : '';
  const description = `${car.name}${price} at ${site.name}${place}. ${carFacts(car, site.locale).join(', ')}.`;
  const meta = metadataOf(site, {
    path: `/cars/${car.slug}`,
    title: car.name,
    description,
    // The car's card (year, make, model, price), not its photo: generated photos are SVG, which social sites do not show.
    image: carShareImage(site, car),
  });
  return { ...meta, other: assistantTags(site.config.assistantTags, car) };
}

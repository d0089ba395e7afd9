import 'server-only';
import { carShareCard, carSharePath, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH, siteShareCard, siteSharePath, type ShareCard } from '../domain/share-card';
import type { CarSummary, Site } from '../domain/types';
import { messagesFor } from '../i18n/messages';
import type { SizedImage } from '../seo/page-metadata';

/** The site's own share card, drawn by app/sites/[site]/share/[file]. */
export const siteCard = (site: Site): ShareCard => siteShareCard(site);

/** A car's share card, drawn by app/sites/[site]/share/cars/[slug]/[file]; a car without a price says so in the site's words. */
export const carCard = (site: Site, car: Pick<CarSummary, 'year' | 'make' | 'model' | 'price'>): ShareCard =>
  carShareCard(site, car, messagesFor(site.locale).shortlist.enquireForPrice);

const sized = (url: string, alt: string): SizedImage => ({ url, alt, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: SHARE_IMAGE_TYPE });

export function siteShareImage(site: Site): SizedImage {
  return sized(siteSharePath(siteCard(site)), site.name);
}

export function carShareImage(site: Site, car: Pick<CarSummary, 'slug' | 'name' | 'year' | 'make' | 'model' | 'price'>): SizedImage {
  return sized(carSharePath(car.slug, carCard(site, car)), car.name);
}

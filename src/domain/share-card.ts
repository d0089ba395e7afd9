import { readableInk } from './colour';
import { formatPrice, showPrice } from './locale';
import type { Locale, SiteConfig } from './site-config';

/**
 * The share picture of a page (og:image): social sites render PNG and JPEG but seldom SVG, so a
 * site's pages and its car pages name a 1200x630 PNG drawn from these few words and colours
 * (issue 26). Pure, so what a card says and the URL naming it have table tests.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/png';

export type ShareCard = {
  /** Small line above the heading: the site's name on a car's card, its tagline on the site's own. */
  kicker: string;
  heading: string;
  /** The car's price, or the catalogue's words for a car without one; null on a site's card. */
  price: string | null;
  background: string;
  ink: string;
  accent: string;
  accentInk: string;
};

type CardSite = { name: string; locale: Locale; config: Pick<SiteConfig, 'theme'> };
type CardCar = { year: number; make: string; model: string; price: number };

function colours(theme: SiteConfig['theme']): Pick<ShareCard, 'background' | 'ink' | 'accent' | 'accentInk'> {
  return { background: theme.primary, ink: readableInk(theme.primary), accent: theme.accent, accentInk: readableInk(theme.accent) };
}

export function siteShareCard(site: CardSite): ShareCard {
  return { kicker: site.config.theme.tagline, heading: site.name, price: null, ...colours(site.config.theme) };
}

/** A car's card: year, make and model, and its price, or `noPrice` (the catalogue's "Enquire for price"). */
export function carShareCard(site: CardSite, car: CardCar, noPrice: string): ShareCard {
  return {
    kicker: site.name,
    heading: `${car.year} ${car.make} ${car.model}`,
    price: showPrice(car.price) ? formatPrice(car.price, site.locale) : noPrice,
    ...colours(site.config.theme),
  };
}

/**
 * Eight hex digits that change whenever anything drawn on the card changes (FNV-1a over its
 * fields): the version in the picture's URL, so the URL can be cached for a year and a new price
 * or colour is a new URL.
 */
export function shareCardVersion(card: ShareCard): string {
  const text = JSON.stringify([card.kicker, card.heading, card.price, card.background, card.ink, card.accent, card.accentInk]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const siteSharePath = (card: ShareCard) => `/share/${shareCardVersion(card)}.png`;
export const carSharePath = (slug: string, card: ShareCard) => `/share/cars/${slug}/${shareCardVersion(card)}.png`;

const SHARE_FILE = /^([0-9a-f]{8})\.png$/;

/** The version a share picture's file name asks for, or null for a name that is none. */
export function requestedShareVersion(file: string): string | null {
  return SHARE_FILE.exec(file)?.[1] ?? null;
}

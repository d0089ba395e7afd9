import { readOfferPrice } from '../offers';
import { MAX_HOME_BANNERS, MAX_OFFERS, type HomeBanner, type Offer } from '../site-config';
import type { Fields } from './hours-form';
import { isNoticeLink } from './notices-form';
import type { Read } from './section-forms';

/**
 * The site's home-page banners and special offers (issue 31 "banners and special offers"), read
 * from rows posted in their order as `banner.{i}.imageUrl|heading|text|url` and
 * `offer.{i}.heading|text|imageUrl|url|offerPrice`. A row with nothing written is not used, so clearing a
 * row removes it; the rows' order is the order the site shows them in.
 */
export const BANNER_HEADING_MAX = 80;
export const BANNER_TEXT_MAX = 200;
export const OFFER_HEADING_MAX = 120;
export const OFFER_TEXT_MAX = 600;

export type Promotions = { homeBanners: HomeBanner[]; offers: Offer[] };

const PICTURE_MESSAGE = 'Use a picture of the site starting with /, such as /media/offers/spring.jpg, or an address starting with https://.';
const LINK_MESSAGE = 'Use a page of the site starting with /, such as /special-offers, or an address starting with https://.';

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim();

type Errors = Record<string, string[]>;

function readBanner(fields: Fields, i: number, errors: Errors): HomeBanner | null {
  const key = (field: string) => `banner.${i}.${field}`;
  const [imageUrl, heading, words, url] = ['imageUrl', 'heading', 'text', 'url'].map((field) => text(fields, key(field))) as [string, string, string, string];
  if (!imageUrl && !heading && !words && !url) return null;
  const row = i + 1;
  if (!imageUrl) errors[key('imageUrl')] = [`Give banner ${row} a picture. ${PICTURE_MESSAGE}`];
  else if (!isNoticeLink(imageUrl)) errors[key('imageUrl')] = [PICTURE_MESSAGE];
  if (!heading) errors[key('heading')] = [`Write the heading of banner ${row}, or clear the whole banner to remove it.`];
  else if (heading.length > BANNER_HEADING_MAX) errors[key('heading')] = [`Keep the heading of banner ${row} to ${BANNER_HEADING_MAX} characters.`];
  if (words.length > BANNER_TEXT_MAX) errors[key('text')] = [`Keep the words of banner ${row} to ${BANNER_TEXT_MAX} characters.`];
  if (url && !isNoticeLink(url)) errors[key('url')] = [LINK_MESSAGE];
  return { imageUrl, heading, ...(words ? { text: words } : {}), ...(url ? { url } : {}) };
}

function readOffer(fields: Fields, i: number, errors: Errors): Offer | null {
  const key = (field: string) => `offer.${i}.${field}`;
  const [heading, words, imageUrl, url, priceRaw] = ['heading', 'text', 'imageUrl', 'url', 'offerPrice'].map((field) => text(fields, key(field))) as [string, string, string, string, string];
  if (!heading && !words && !imageUrl && !url && !priceRaw) return null;
  const row = i + 1;
  if (!heading) errors[key('heading')] = [`Write the heading of offer ${row}, or clear the whole offer to remove it.`];
  else if (heading.length > OFFER_HEADING_MAX) errors[key('heading')] = [`Keep the heading of offer ${row} to ${OFFER_HEADING_MAX} characters.`];
  if (!words) errors[key('text')] = [`Say what offer ${row} is, in a sentence or two.`];
  else if (words.length > OFFER_TEXT_MAX) errors[key('text')] = [`Keep the words of offer ${row} to ${OFFER_TEXT_MAX} characters.`];
  if (imageUrl && !isNoticeLink(imageUrl)) errors[key('imageUrl')] = [PICTURE_MESSAGE];
  if (url && !isNoticeLink(url)) errors[key('url')] = [LINK_MESSAGE];
  const { price, error } = readOfferPrice(priceRaw);
  if (error) errors[key('offerPrice')] = [error];
  return { heading, text: words, ...(imageUrl ? { imageUrl } : {}), ...(url ? { url } : {}), ...(price !== undefined ? { offerPrice: price } : {}) };
}

export function readPromotionsForm(fields: Fields): Read<Promotions> {
  const errors: Errors = {};
  const homeBanners: HomeBanner[] = [];
  for (let i = 0; i < MAX_HOME_BANNERS; i++) {
    const banner = readBanner(fields, i, errors);
    if (banner) homeBanners.push(banner);
  }
  const offers: Offer[] = [];
  for (let i = 0; i < MAX_OFFERS; i++) {
    const offer = readOffer(fields, i, errors);
    if (offer) offers.push(offer);
  }
  return { value: { homeBanners, offers }, errors };
}

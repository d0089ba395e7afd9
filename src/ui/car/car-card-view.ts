import { canSave, toFavouriteEntry, type FavouriteEntry } from '../../domain/favourites';
import { formatPrice, showPrice } from '../../domain/locale';
import { cardTag, type CardTag } from '../../domain/tags';
import type { CarSummary, Site } from '../../domain/types';
import { carFacts } from '../../i18n/car-facts';
import { messagesFor } from '../../i18n/messages';

/**
 * What a car card shows, worked out on the server: every text already in the site's words and
 * formats, so the card itself (CarCardContent, a client component) only places them. A page's
 * hydration data then carries these few strings for each card rather than the card's whole element
 * tree, under half the bytes (docs/decisions/053-car-cards-sent-as-data.md).
 */
export type CarCardView = {
  id: number;
  href: string;
  name: string;
  /** The photo, or the words shown where a car has none yet. */
  photo: { src: string } | { missing: string };
  /** The first search result's photo is the page's largest paint. */
  priority: boolean;
  tag: CardTag | null;
  condition: string;
  facts: string;
  /** The price before a reduction, shown struck through; null when there was none. */
  before: string | null;
  /** The price, or "Enquire for price" where a car shows none. */
  price: string;
  location: string;
  shortlist: ShortlistView | null;
};

/** A car's save and compare controls: which the site offers, and whether this car may be added (SPEC 4 and 5 rules). */
export type ShortlistView = { favourite: FavouriteEntry | null; compare: boolean; allowed: boolean };

/** The controls of a card and of the car page alike; null where the site offers neither. */
export function shortlistView(car: CarSummary, config: Site['config']): ShortlistView | null {
  const { favourites, compare } = config.features;
  if (!favourites && !compare) return null;
  return { favourite: favourites ? toFavouriteEntry(car) : null, compare, allowed: canSave(car, false, config) };
}

export function carCardView(car: CarSummary, site: Pick<Site, 'locale' | 'config'>, now: Date, priority = false): CarCardView {
  const { locale, config } = site;
  const { car: texts, shortlist } = messagesFor(locale);
  const priced = showPrice(car.price);
  return {
    id: car.id,
    href: `/cars/${car.slug}`,
    name: car.name,
    photo: car.primaryImageUrl ? { src: car.primaryImageUrl } : { missing: texts.noPhotos },
    priority,
    tag: cardTag(car, config, now),
    condition: texts.conditions[car.carType],
    facts: carFacts(car, locale).join(' · '),
    before: priced && car.beforePrice && car.beforePrice > car.price ? formatPrice(car.beforePrice, locale) : null,
    price: priced ? formatPrice(car.price, locale) : shortlist.enquireForPrice,
    location: car.locationName,
    shortlist: shortlistView(car, config),
  };
}

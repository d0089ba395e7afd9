import type { SiteConfig } from './site-config';
import { isAvailable } from './availability';
import type { CarSummary } from './types';

/** Favourites kept in the browser (SPEC 3, 4 and 9): the stored shape and the rules around it. */

export const FAVOURITES_BAR_MS = 5000;
export const FAVOURITES_BAR_MAX = 3;
export const FAVOURITES_BADGE_CAP = 9;
export const FAVOURITES_STORAGE_KEY = 'favourites';

// SPEC 5's car slug rule: anything else could not have come from us and would build a bad link.
const SLUG = /^[A-Za-z0-9_-]+$/;
// Stored data is user-writable; only web or site-relative image addresses may reach an <img>.
const IMAGE_URL = /^(https?:\/\/|\/(?!\/))/i;

/** Exactly the SPEC 3 fields. */
export type FavouriteEntry = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };

/**
 * One stored entry, checked by hand rather than with a Zod schema: this runs in the layout of every
 * page, and a schema there put all of Zod (32 KB compressed) in every page's scripts
 * (docs/benchmarks.md, "Lighthouse"). Unknown keys are dropped.
 */
function favouriteEntryOf(item: unknown): FavouriteEntry | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { id, name, slug, make, model, primary_image_url: image } = item as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || typeof make !== 'string' || typeof model !== 'string') return null;
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null;
  if (image !== null && (typeof image !== 'string' || !IMAGE_URL.test(image))) return null;
  return { id, name, slug, make, model, primary_image_url: image };
}

export function toFavouriteEntry(car: Pick<CarSummary, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primaryImageUrl'>): FavouriteEntry {
  return { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primaryImageUrl };
}

export function isSaved(list: readonly FavouriteEntry[], carId: number): boolean {
  return list.some((entry) => entry.id === carId);
}

/** Removes the car if saved, else adds it first, so the bar's few slots show the latest saves. */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return isSaved(list, entry.id) ? list.filter((e) => e.id !== entry.id) : [entry, ...list];
}

type SaveCar = Pick<CarSummary, 'status' | 'price' | 'photosCount' | 'primaryImageUrl'>;

/**
 * Whether the save (favourite) control shows for a car (SPEC 4 and 5). A car already saved always
 * keeps it, so it can be removed; otherwise it is hidden for sold and other non-available cars,
 * and on sites that ask, for cars priced 0 or below or without images. Whether favourites are
 * enabled at all (features.favourites) is the caller's check, as compare shares this rule.
 */
export function canSave(car: SaveCar, alreadySaved: boolean, config: Pick<SiteConfig, 'features'>): boolean {
  if (alreadySaved) return true;
  if (!isAvailable(car.status)) return false;
  if (config.features.hideSaveWithoutPriceOrImages) {
    const hasImages = car.photosCount > 0 || car.primaryImageUrl !== null;
    if (!(car.price > 0) || !hasImages) return false;
  }
  return true;
}

export type FavouritesBar = {
  cars: FavouriteEntry[];
  /** Saved cars beyond the ones shown. */
  extra: number;
  /** '+N' with N capped at 9, or null when nothing is left over. */
  badge: string | null;
};

/** SPEC 2, 4 and 9: the bar's contents, or null where it is not shown (other paths, nothing saved). */
export function favouritesBar(list: readonly FavouriteEntry[], pathname: string): FavouritesBar | null {
  if (list.length === 0 || !(pathname.includes('cars') || pathname.includes('search'))) return null;
  const extra = Math.max(0, list.length - FAVOURITES_BAR_MAX);
  return {
    cars: list.slice(0, FAVOURITES_BAR_MAX),
    extra,
    badge: extra > 0 ? `+${Math.min(extra, FAVOURITES_BADGE_CAP)}` : null,
  };
}

/**
 * The list read back from browser storage. Anything else may have written there, so bad JSON or
 * a non-list gives an empty list, bad entries are dropped one by one, and a repeated id keeps its
 * first entry. Never throws.
 */
export function parseFavourites(raw: string | null | undefined): FavouriteEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const list: FavouriteEntry[] = [];
  for (const item of data) {
    const entry = favouriteEntryOf(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    list.push(entry);
  }
  return list;
}

export function serializeFavourites(list: readonly FavouriteEntry[]): string {
  return JSON.stringify(list);
}

import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test-support/site-config';
import {
  canSave,
  FAVOURITES_BADGE_CAP,
  FAVOURITES_BAR_MAX,
  FAVOURITES_BAR_MS,
  favouritesBar,
  parseFavourites,
  serializeFavourites,
  toFavouriteEntry,
  toggleFavourite,
  type FavouriteEntry,
} from './favourites';
import type { CarSummary } from './types';

const entry = (id: number): FavouriteEntry => ({
  id,
  name: `2022 Toyota Corolla Ascent ${id}`,
  slug: `2022-toyota-corolla-ascent-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: `https://cdn.example.com/cars/${id}.jpg`,
});
const entries = (n: number): FavouriteEntry[] => Array.from({ length: n }, (_, i) => entry(i + 1));

describe('constants (SPEC 9)', () => {
  it('bar shows 3 cars for 5000 ms with a badge capped at 9', () => {
    expect([FAVOURITES_BAR_MS, FAVOURITES_BAR_MAX, FAVOURITES_BADGE_CAP]).toEqual([5000, 3, 9]);
  });
});

describe('toFavouriteEntry', () => {
  it('keeps exactly the SPEC 3 fields', () => {
    const car = {
      id: 12,
      name: '2022 Toyota Corolla',
      slug: '2022-toyota-corolla',
      make: 'Toyota',
      model: 'Corolla',
      primaryImageUrl: null,
      price: 25_000,
    } satisfies Partial<CarSummary>;
    expect(toFavouriteEntry(car)).toEqual({
      id: 12,
      name: '2022 Toyota Corolla',
      slug: '2022-toyota-corolla',
      make: 'Toyota',
      model: 'Corolla',
      primary_image_url: null,
    });
  });
});

describe('toggleFavourite', () => {
  it.each<[string, FavouriteEntry[], FavouriteEntry, number[]]>([
    ['adds to an empty list', [], entry(1), [1]],
    ['adds a new car first', entries(2), entry(3), [3, 1, 2]],
    ['removes a saved car', entries(3), entry(2), [1, 3]],
    ['removes by id even if the stored copy differs', [{ ...entry(1), name: 'old name' }], entry(1), []],
  ])('%s', (_name, list, toggled, ids) => {
    expect(toggleFavourite(list, toggled).map((e) => e.id)).toEqual(ids);
  });

  it('does not change the list it was given', () => {
    const list = entries(2);
    toggleFavourite(list, entry(3));
    toggleFavourite(list, entry(1));
    expect(list.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('canSave (SPEC 4 and 5)', () => {
  type SaveCar = Pick<CarSummary, 'status' | 'price' | 'photosCount' | 'primaryImageUrl'>;
  const car: SaveCar = { status: 'in_stock', price: 25_000, photosCount: 12, primaryImageUrl: 'https://cdn.example.com/a.jpg' };
  const plain = siteConfig();
  const strict = siteConfig({ features: { hideSaveWithoutPriceOrImages: true } });
  it.each<[string, Partial<SaveCar>, boolean, ReturnType<typeof siteConfig>, boolean]>([
    ['available car', {}, false, plain, true],
    ['coming soon is available', { status: 'coming_soon' }, false, plain, true],
    ['sold car not saved: hidden', { status: 'sold' }, false, plain, false],
    ['sold car already saved: shown so it can be removed', { status: 'sold' }, true, plain, true],
    ['price 0 on a default site', { price: 0 }, false, plain, true],
    ['no images on a default site', { photosCount: 0, primaryImageUrl: null }, false, plain, true],
    ['price 0 where the site hides it', { price: 0 }, false, strict, false],
    ['negative price where the site hides it', { price: -1 }, false, strict, false],
    ['price 1 where the site hides price 0 or below', { price: 1 }, false, strict, true],
    ['no images where the site hides it', { photosCount: 0, primaryImageUrl: null }, false, strict, false],
    ['a primary image counts as an image', { photosCount: 0 }, false, strict, true],
    ['price 0 already saved where the site hides it', { price: 0 }, true, strict, true],
  ])('%s', (_name, overrides, saved, config, expected) => {
    expect(canSave({ ...car, ...overrides }, saved, config)).toBe(expected);
  });
});

describe('favouritesBar (SPEC 4 and 9)', () => {
  it.each<[string, number, string, { ids: number[]; extra: number; badge: string | null } | null]>([
    ['car page', 1, '/cars/2022-toyota-corolla', { ids: [1], extra: 0, badge: null }],
    ['search page', 2, '/search/used-cars', { ids: [1, 2], extra: 0, badge: null }],
    ['exactly 3: no badge', 3, '/search/used-cars', { ids: [1, 2, 3], extra: 0, badge: null }],
    ['4: three shown, +1', 4, '/search/used-cars', { ids: [1, 2, 3], extra: 1, badge: '+1' }],
    ['12: +9', 12, '/cars/x', { ids: [1, 2, 3], extra: 9, badge: '+9' }],
    ['13: the badge stops at +9', 13, '/cars/x', { ids: [1, 2, 3], extra: 10, badge: '+9' }],
    ['path containing cars anywhere', 1, '/search/new-used-and-demo-cars', { ids: [1], extra: 0, badge: null }],
    ['home page: hidden', 2, '/', null],
    ['contact page: hidden', 2, '/contact', null],
    ['favourites page: hidden', 2, '/favourites', null],
    ['nothing saved: hidden', 0, '/cars/x', null],
  ])('%s', (_name, count, pathname, expected) => {
    const bar = favouritesBar(entries(count), pathname);
    expect(bar && { ids: bar.cars.map((e) => e.id), extra: bar.extra, badge: bar.badge }).toEqual(expected);
  });
});

describe('parseFavourites (browser storage is untrusted)', () => {
  const good = entry(1);
  it.each<[string, string | null | undefined, number[]]>([
    ['nothing stored', null, []],
    ['undefined', undefined, []],
    ['empty string', '', []],
    ['bad JSON', '[{"id":1', []],
    ['not a list', JSON.stringify({ id: 1 }), []],
    ['a list of good entries', JSON.stringify(entries(3)), [1, 2, 3]],
    ['bad entries dropped, good kept', JSON.stringify([good, null, 'x', { ...entry(2), id: '2' }, entry(3)]), [1, 3]],
    ['missing field dropped', JSON.stringify([{ id: 4, name: 'a', slug: 'a', make: 'b', model: 'c' }]), []],
    ['bad slug dropped', JSON.stringify([{ ...entry(5), slug: '../admin' }]), []],
    ['script image url dropped', JSON.stringify([{ ...entry(6), primary_image_url: 'javascript:alert(1)' }]), []],
    ['protocol-relative image url dropped', JSON.stringify([{ ...entry(6), primary_image_url: '//evil.example/x.jpg' }]), []],
    ['site-relative image url kept', JSON.stringify([{ ...entry(7), primary_image_url: '/media/7.jpg' }]), [7]],
    ['null image kept', JSON.stringify([{ ...entry(8), primary_image_url: null }]), [8]],
    ['non-integer id dropped', JSON.stringify([{ ...entry(9), id: 9.5 }]), []],
    ['repeated id keeps the first', JSON.stringify([entry(1), { ...entry(1), name: 'second' }, entry(2)]), [1, 2]],
  ])('%s', (_name, raw, ids) => {
    expect(parseFavourites(raw).map((e) => e.id)).toEqual(ids);
  });

  it('strips unknown keys to exactly the SPEC 3 fields', () => {
    const [parsed] = parseFavourites(JSON.stringify([{ ...good, price: 100, extra: true }]));
    expect(parsed && Object.keys(parsed).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug']);
  });

  it('reads back what it writes', () => {
    const list = entries(4);
    expect(parseFavourites(serializeFavourites(list))).toEqual(list);
  });
});

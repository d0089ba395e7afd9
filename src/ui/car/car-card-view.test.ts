import { describe, expect, it } from 'vitest';
import type { Locale, SiteConfigInput } from '../../domain/site-config';
import { carDetail } from '../../test-support/car-detail';
import { siteConfig } from '../../test-support/site-config';
import { carCardView } from './car-card-view';

const NOW = new Date('2026-11-01T00:00:00Z');
const site = (locale: Locale = 'en-AU', config: Partial<SiteConfigInput> = {}) => ({ locale, config: siteConfig(config) });

describe('carCardView: the prices a card shows (SPEC 4, SPEC 9 placeholder prices)', () => {
  it.each([
    { price: 27_990, beforePrice: null, locale: 'en-AU', before: null, shown: '$27,990' },
    { price: 27_990, beforePrice: 29_990, locale: 'en-AU', before: '$29,990', shown: '$27,990' },
    { price: 27_990, beforePrice: 27_990, locale: 'en-AU', before: null, shown: '$27,990' },
    { price: 27_990, beforePrice: 25_000, locale: 'en-AU', before: null, shown: '$27,990' },
    { price: 10, beforePrice: 29_990, locale: 'en-AU', before: null, shown: 'Enquire for price' },
    { price: 0, beforePrice: null, locale: 'en-US', before: null, shown: 'Inquire for price' },
    { price: 11, beforePrice: null, locale: 'en-NZ', before: null, shown: '$11' },
  ] as const)('price $price, before $beforePrice, $locale: struck $before, shown $shown', ({ price, beforePrice, locale, before, shown }) => {
    const view = carCardView(carDetail({ price, beforePrice }), site(locale), NOW);
    expect([view.before, view.price]).toEqual([before, shown]);
  });
});

describe('carCardView: texts in the site words', () => {
  it.each([
    { locale: 'en-AU', carType: 'used', condition: 'Used', facts: '32,000 km · Petrol · Automatic' },
    { locale: 'en-US', carType: 'used', condition: 'Pre-owned', facts: '19,884 miles · Gas · Automatic' },
    { locale: 'en-AU', carType: 'demo', condition: 'Demo', facts: '32,000 km · Petrol · Automatic' },
  ] as const)('$locale $carType car: "$condition", "$facts"', ({ locale, carType, condition, facts }) => {
    const view = carCardView(carDetail({ carType }), site(locale), NOW);
    expect([view.condition, view.facts]).toEqual([condition, facts]);
  });

  it('links to the car page by its slug and names its location', () => {
    const view = carCardView(carDetail(), site(), NOW);
    expect([view.href, view.name, view.location]).toEqual(['/cars/2022-toyota-corolla-ascent-sport-ht1001', '2022 Toyota Corolla Ascent Sport', 'Camperdown']);
  });

  it('shows the photo, or says photos are coming when the car has none', () => {
    expect(carCardView(carDetail(), site(), NOW).photo).toEqual({ src: '/media/cars/hatch/white/1.svg' });
    expect(carCardView(carDetail({ primaryImageUrl: null }), site(), NOW).photo).toEqual({ missing: 'Photos coming soon' });
  });

  it('marks only the photo asked for as the largest paint', () => {
    expect([carCardView(carDetail(), site(), NOW).priority, carCardView(carDetail(), site(), NOW, true).priority]).toEqual([false, true]);
  });

  it('carries the card tag of SPEC 4', () => {
    expect(carCardView(carDetail({ status: 'sold' }), site(), NOW).tag).toEqual({ kind: 'sold', label: 'SOLD' });
    expect(carCardView(carDetail(), site(), NOW).tag).toBeNull();
  });
});

describe('carCardView: the save and compare controls follow the site switches and SPEC 4 and 5 rules', () => {
  it.each([
    { favourites: true, compare: true, favourite: true },
    { favourites: true, compare: false, favourite: true },
    { favourites: false, compare: true, favourite: false },
  ])('favourites $favourites, compare $compare', ({ favourites, compare, favourite }) => {
    const { shortlist } = carCardView(carDetail(), site('en-AU', { features: { favourites, compare } }), NOW);
    expect(shortlist?.compare).toBe(compare);
    expect(shortlist?.favourite ?? null).toEqual(
      favourite
        ? { id: 101, name: '2022 Toyota Corolla Ascent Sport', slug: '2022-toyota-corolla-ascent-sport-ht1001', make: 'Toyota', model: 'Corolla', primary_image_url: '/media/cars/hatch/white/1.svg' }
        : null,
    );
  });

  it('has no controls where the site offers neither', () => {
    expect(carCardView(carDetail(), site('en-AU', { features: { favourites: false, compare: false } }), NOW).shortlist).toBeNull();
  });

  it.each([
    { status: 'in_stock', price: 27_990, photos: true, hide: false, allowed: true },
    { status: 'sold', price: 27_990, photos: true, hide: false, allowed: false },
    { status: 'in_stock', price: 0, photos: true, hide: true, allowed: false },
    { status: 'in_stock', price: 27_990, photos: false, hide: true, allowed: false },
    { status: 'in_stock', price: 0, photos: false, hide: false, allowed: true },
  ] as const)('$status, price $price, photos $photos, hide rule $hide: allowed $allowed', ({ status, price, photos, hide, allowed }) => {
    const car = carDetail({ status, price, ...(photos ? {} : { primaryImageUrl: null, photosCount: 0 }) });
    const view = carCardView(car, site('en-AU', { features: { hideSaveWithoutPriceOrImages: hide } }), NOW);
    expect(view.shortlist?.allowed).toBe(allowed);
  });
});

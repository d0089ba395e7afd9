import { describe, expect, it } from 'vitest';
import { enAU } from '../../i18n/en-AU';
import { enUS } from '../../i18n/en-US';
import { toSuggestions } from './suggestions';

const hit = { id: 7, slug: '2022-mazda-cx-5-ht7', name: '2022 Mazda CX-5', car_type: 'used', km: 41_000, price: 32_990, primary_image_url: '/media/cars/suv/red/1.svg' };

describe('toSuggestions', () => {
  it.each<[string, unknown, string, ReturnType<typeof toSuggestions>]>([
    ['a hit with everything', { hits: [hit] }, 'en-AU', [{ id: 7, slug: hit.slug, name: hit.name, label: 'Used · 41,000 km', image: hit.primary_image_url, price: '$32,990' }]],
    ['miles on a US site', { hits: [hit] }, 'en-US', [{ id: 7, slug: hit.slug, name: hit.name, label: 'Pre-owned · 25,476 miles', image: hit.primary_image_url, price: '$32,990' }]],
    ['no price at 250 or below (SPEC 2)', { hits: [{ ...hit, price: 250 }] }, 'en-AU', [expect.objectContaining({ price: null })]],
    ['no image', { hits: [{ ...hit, primary_image_url: null }] }, 'en-AU', [expect.objectContaining({ image: null })]],
    ['a hit without an id is dropped', { hits: [{ ...hit, id: '7' }] }, 'en-AU', []],
    ['an answer that is not a search answer', { error: 'Bad Gateway' }, 'en-AU', []],
    ['not JSON at all', null, 'en-AU', []],
  ])('%s', (_name, body, locale, expected) => {
    const words = locale === 'en-US' ? enUS : enAU;
    expect(toSuggestions(body, locale as 'en-AU' | 'en-US', words.car.conditions)).toEqual(expected);
  });
});

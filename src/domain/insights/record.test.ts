import { describe, expect, it } from 'vitest';
import type { AnalyticsEventPayload } from '../visitor/event';
import { insightFields, normaliseWords, referrerHost } from './record';

const payload = (over: Partial<AnalyticsEventPayload>): AnalyticsEventPayload => ({
  event: 'page_view',
  website_slug: 'harbour-toyota',
  url: 'https://harbour-toyota.localhost/cars/2021-toyota-hilux?utm_campaign=x',
  category: null,
  lead_id: null,
  anon_id: null,
  session_id: null,
  error_message: null,
  event_properties: {},
  ...over,
});

describe('insightFields', () => {
  it('keeps nothing of an event the charts do not count', () => {
    expect(insightFields(payload({ event: 'lead_failed' }))).toBeNull();
  });

  it('reads a search', () => {
    const fields = insightFields(payload({ event: 'search', event_properties: { search_words: '  HiLux   SR5 ', search_results: 0, search_filters: 'make=Toyota' } }));
    expect(fields).toMatchObject({ kind: 'search', words: 'hilux sr5', results: 0, filters: 'make=Toyota', car: '' });
  });

  it.each([
    [12, '12'],
    ['12', '12'],
    ['abc', ''],
    [-3, ''],
    [1.5, ''],
    [null, ''],
  ] as const)('car id %s is kept as %s', (carId, key) => {
    expect(insightFields(payload({ event: 'car_view', event_properties: { car_id: carId } }))?.car).toBe(key);
  });

  it('reads a lead with its source', () => {
    const fields = insightFields(
      payload({ event: 'lead_submitted', category: 'test-drive', event_properties: { car_id: 4, utm_campaign: 'Spring-Sale', referrer: 'https://www.google.com/search?q=x' } }),
    );
    expect(fields).toMatchObject({ kind: 'lead_submitted', category: 'test-drive', car: '4', campaign: 'spring-sale', referrer: 'google.com', page: '/cars/2021-toyota-hilux' });
  });

  it('gives no category to events other than leads', () => {
    expect(insightFields(payload({ category: 'test-drive' }))?.category).toBe('');
  });

  it('refuses a non-integer result count', () => {
    expect(insightFields(payload({ event: 'search', event_properties: { search_results: 2.5 } }))?.results).toBeNull();
  });
});

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/search?q=hilux', 'harbour-toyota.localhost', 'google.com'],
    ['https://harbour-toyota.localhost/search', 'harbour-toyota.localhost', ''],
    ['https://www.harbour-toyota.example/', 'harbour-toyota.example', ''],
    ['', 'harbour-toyota.localhost', ''],
    ['not a url', 'harbour-toyota.localhost', ''],
    ['android-app://com.google.android.gm/', 'harbour-toyota.localhost', ''],
    ['https://m.facebook.com/', null, 'm.facebook.com'],
  ])('%s from %s → %s', (referrer, own, host) => {
    expect(referrerHost(referrer, own)).toBe(host);
  });
});

describe('normaliseWords', () => {
  it.each([
    ['  Hilux ', 'hilux'],
    ['LAND   cruiser', 'land cruiser'],
    ['', ''],
  ])('%s → %s', (words, folded) => {
    expect(normaliseWords(words)).toBe(folded);
  });
});

import { describe, expect, it } from 'vitest';
import { siteCspAdditions } from './csp-additions';

const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4&layer=mapnik';
const TAG_MANAGER = 'https://www.googletagmanager.com';
const NONE = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };

describe("siteCspAdditions: what one site's config adds to its pages' CSP", () => {
  it.each([
    ['neither maps nor tags: nothing', { locationMaps: {}, tracking: {} }, NONE],
    ['a map embed only: its frame', { locationMaps: { a: { embedUrl: OSM } }, tracking: {} }, { ...NONE, 'frame-src': ['https://www.openstreetmap.org'] }],
    [
      'a Tag Manager id only: its origins, no frame',
      { locationMaps: {}, tracking: { gtmContainerId: 'GTM-DEMO123' } },
      { 'script-src': [TAG_MANAGER], 'connect-src': ['https://www.google.com', TAG_MANAGER], 'img-src': [TAG_MANAGER], 'frame-src': [] },
    ],
    [
      'a remote map picture and an Analytics id: images from both, sorted',
      { locationMaps: { a: { imageUrl: 'https://tiles.example/s.png' } }, tracking: { gaMeasurementId: 'G-AB12CD34EF' } },
      {
        'script-src': [TAG_MANAGER],
        'connect-src': ['https://*.analytics.google.com', 'https://*.google-analytics.com', TAG_MANAGER],
        'img-src': ['https://*.google-analytics.com', 'https://tiles.example', TAG_MANAGER],
        'frame-src': [],
      },
    ],
    [
      'banner and offer pictures: the https hosts once each, own paths need none',
      {
        locationMaps: {},
        tracking: {},
        content: {
          homeBanners: [
            { imageUrl: 'https://cdn.dealer.example/spring.jpg', heading: 'Spring' },
            { imageUrl: '/media/locations/1.svg', heading: 'Yard' },
          ],
          offers: [
            { heading: 'Free service', text: 'On every car', imageUrl: 'https://cdn.dealer.example/service.jpg' },
            { heading: 'Finance', text: 'From 5.99%' },
          ],
        },
      },
      { ...NONE, 'img-src': ['https://cdn.dealer.example'] },
    ],
  ])('%s', (_name, config, expected) => {
    expect(siteCspAdditions(config)).toEqual(expected);
  });
});

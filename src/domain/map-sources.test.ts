import { describe, expect, it } from 'vitest';
import { mapSources } from './map-sources';

const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4&layer=mapnik';

describe('mapSources: the map providers a site config names, for its CSP', () => {
  it.each([
    ['no location maps: nothing allowed', {}, { 'frame-src': [], 'img-src': [] }],
    ['only our own pictures: nothing allowed', { a: { imageUrl: '/media/maps/1.svg' }, b: {} }, { 'frame-src': [], 'img-src': [] }],
    ['one embed: its origin in frames', { a: { embedUrl: OSM }, b: { imageUrl: '/media/maps/2.svg' } }, { 'frame-src': ['https://www.openstreetmap.org'], 'img-src': [] }],
    ['the same provider twice: listed once', { a: { embedUrl: OSM }, b: { embedUrl: `${OSM}&marker=1` } }, { 'frame-src': ['https://www.openstreetmap.org'], 'img-src': [] }],
    [
      'two providers: both, sorted',
      { a: { embedUrl: OSM }, b: { embedUrl: 'https://maps.example/embed' } },
      { 'frame-src': ['https://maps.example', 'https://www.openstreetmap.org'], 'img-src': [] },
    ],
    ['a remote picture: its origin in images', { a: { imageUrl: 'https://tiles.example/static.png?z=15' } }, { 'frame-src': [], 'img-src': ['https://tiles.example'] }],
    ['a picture behind a shown embed is never loaded: not allowed', { a: { embedUrl: OSM, imageUrl: 'https://tiles.example/s.png' } }, { 'frame-src': ['https://www.openstreetmap.org'], 'img-src': [] }],
    ['an http embed is never shown: not allowed, its picture is', { a: { embedUrl: 'http://maps.example/e', imageUrl: 'https://tiles.example/s.png' } }, { 'frame-src': [], 'img-src': ['https://tiles.example'] }],
    ['an http picture is never shown: not allowed', { a: { imageUrl: 'http://tiles.example/s.png' } }, { 'frame-src': [], 'img-src': [] }],
  ])('%s', (_name, maps, expected) => {
    expect(mapSources(maps)).toEqual(expected);
  });
});

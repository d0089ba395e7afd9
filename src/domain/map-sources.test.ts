import { describe, expect, it } from 'vitest';
import { mapSources } from './map-sources';

const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4&layer=mapnik';

describe('mapSources: the map providers a site config names, for its CSP', () => {
  it.each([
    ['no location maps: nothing allowed', {}, { frame: [], img: [] }],
    ['only our own pictures: nothing allowed', { a: { imageUrl: '/media/maps/1.svg' }, b: {} }, { frame: [], img: [] }],
    ['one embed: its origin in frames', { a: { embedUrl: OSM }, b: { imageUrl: '/media/maps/2.svg' } }, { frame: ['https://www.openstreetmap.org'], img: [] }],
    ['the same provider twice: listed once', { a: { embedUrl: OSM }, b: { embedUrl: `${OSM}&marker=1` } }, { frame: ['https://www.openstreetmap.org'], img: [] }],
    [
      'two providers: both, sorted',
      { a: { embedUrl: OSM }, b: { embedUrl: 'https://maps.example/embed' } },
      { frame: ['https://maps.example', 'https://www.openstreetmap.org'], img: [] },
    ],
    ['a remote picture: its origin in images', { a: { imageUrl: 'https://tiles.example/static.png?z=15' } }, { frame: [], img: ['https://tiles.example'] }],
    ['a picture behind a shown embed is never loaded: not allowed', { a: { embedUrl: OSM, imageUrl: 'https://tiles.example/s.png' } }, { frame: ['https://www.openstreetmap.org'], img: [] }],
    ['an http embed is never shown: not allowed, its picture is', { a: { embedUrl: 'http://maps.example/e', imageUrl: 'https://tiles.example/s.png' } }, { frame: [], img: ['https://tiles.example'] }],
    ['an http picture is never shown: not allowed', { a: { imageUrl: 'http://tiles.example/s.png' } }, { frame: [], img: [] }],
  ])('%s', (_name, maps, expected) => {
    expect(mapSources(maps)).toEqual(expected);
  });
});

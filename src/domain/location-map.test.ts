import { describe, expect, it } from 'vitest';
import { locationMapView, mapOrigin } from './location-map';

const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=151.17%2C-33.89%2C151.18%2C-33.88&layer=mapnik';

describe('locationMapView: what a location shows as its map', () => {
  it.each([
    ['a configured embed wins over a picture', { embedUrl: OSM, imageUrl: '/media/maps/1.svg' }, { kind: 'embed', url: OSM }],
    ['a configured picture on our origin', { imageUrl: '/media/maps/1.svg' }, { kind: 'image', url: '/media/maps/1.svg' }],
    ['a configured picture of another https origin', { imageUrl: 'https://maps.example/static.png' }, { kind: 'image', url: 'https://maps.example/static.png' }],
    ['an http embed (mixed content, never shown) falls to the picture', { embedUrl: 'http://maps.example/embed', imageUrl: '/media/maps/1.svg' }, { kind: 'image', url: '/media/maps/1.svg' }],
    ['an http embed alone: the offline picture', { embedUrl: 'http://maps.example/embed' }, { kind: 'offline', baseUrl: '/media/maps/7.svg' }],
    ['an http picture: the offline picture', { imageUrl: 'http://maps.example/static.png' }, { kind: 'offline', baseUrl: '/media/maps/7.svg' }],
    ['a protocol-relative picture: the offline picture', { imageUrl: '//maps.example/static.png' }, { kind: 'offline', baseUrl: '/media/maps/7.svg' }],
    ['an empty map entry: the offline picture', {}, { kind: 'offline', baseUrl: '/media/maps/7.svg' }],
    ['no map entry: the offline picture', undefined, { kind: 'offline', baseUrl: '/media/maps/7.svg' }],
  ])('%s', (_name, map, expected) => {
    expect(locationMapView(map, 7)).toEqual(expected);
  });

  it('draws each location its own offline picture', () => {
    expect(locationMapView(undefined, 12)).toEqual({ kind: 'offline', baseUrl: '/media/maps/12.svg' });
  });
});

describe('mapOrigin: the origin a map may load from', () => {
  it.each([
    [OSM, 'https://www.openstreetmap.org'],
    ['https://maps.example:8443/embed?q=1', 'https://maps.example:8443'],
    ['http://maps.example/embed', null],
    ['https://user:secret@maps.example/embed', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s -> %s', (url, expected) => {
    expect(mapOrigin(url)).toBe(expected);
  });
});

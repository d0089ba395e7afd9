import { describe, expect, it } from 'vitest';
import { locationMapView } from './location-map';

describe('locationMapView', () => {
  it.each([
    ['embed wins', { embedUrl: 'https://maps.example/embed?q=1', imageUrl: '/media/maps/1.svg' }, { kind: 'embed', url: 'https://maps.example/embed?q=1' }],
    ['static image', { imageUrl: '/media/maps/1.svg' }, { kind: 'image', url: '/media/maps/1.svg' }],
    ['empty config: link only', {}, { kind: 'none' }],
    ['no config: link only', undefined, { kind: 'none' }],
  ])('%s', (_name, map, expected) => {
    expect(locationMapView(map)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { carPreviewUrl } from './car-preview';

describe('carPreviewUrl', () => {
  it.each([
    ['http:', 'localhost:3000', 'http://harbour-toyota.localhost:3000/cars/2021-toyota-hilux-ht1'],
    ['http:', '127.0.0.1:3330', 'http://harbour-toyota.localhost:3330/cars/2021-toyota-hilux-ht1'],
    ['http:', '[::1]:3000', 'http://harbour-toyota.localhost:3000/cars/2021-toyota-hilux-ht1'],
    ['https:', 'console.sites.example', 'https://harbour-toyota.sites.example/cars/2021-toyota-hilux-ht1'],
    ['https:', 'Console.Sites.Example:8443', 'https://harbour-toyota.sites.example:8443/cars/2021-toyota-hilux-ht1'],
  ] as const)('%s//%s', (protocol, host, url) => {
    expect(carPreviewUrl({ protocol, host }, 'harbour-toyota', '2021-toyota-hilux-ht1')).toBe(url);
  });
});

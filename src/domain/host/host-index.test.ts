import { describe, expect, it } from 'vitest';
import { hostIndex } from './host-index';

const listing = [
  { id: 1, slug: 'harbour-toyota', hostnames: ['www.harbourtoyota.com.au'] },
  { id: 2, slug: 'city-kia', hostnames: ['citykia.example'] },
];

describe('hostIndex', () => {
  it.each([
    ['harbour-toyota.localhost', undefined, 1],
    ['city-kia.localhost', undefined, 2],
    ['harbourtoyota.com.au', undefined, 1],
    ['citykia.example', undefined, 2],
    ['city-kia.dealers.example', 'dealers.example', 2],
    ['city-kia.dealers.example', undefined, null],
    ['no-such-dealer.localhost', undefined, null],
    ['unknown.example', undefined, null],
  ] as const)('%s (domain %s) -> %s', (host, domain, id) => {
    expect(hostIndex(listing, domain)(host)).toBe(id);
  });
});

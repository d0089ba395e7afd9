import { describe, expect, it } from 'vitest';
import { sitemapEntries, type SitemapCar } from './sitemap';

const at = new Date('2026-11-20T03:00:00Z');
const car = (slug: string, extra: Partial<SitemapCar> = {}): SitemapCar => ({ slug, status: 'in_stock', showOnDealerWebsite: true, updatedAt: at, ...extra });

describe('sitemapEntries', () => {
  const origin = 'https://harbourtoyota.example';

  it.each([
    ['in stock car listed', car('a'), true],
    ['coming soon car listed', car('b', { status: 'coming_soon' }), true],
    ['sold car left out', car('c', { status: 'sold' }), false],
    ['hidden car left out', car('d', { showOnDealerWebsite: false }), false],
    ['hidden sold car left out', car('e', { status: 'sold', showOnDealerWebsite: false }), false],
  ])('%s', (_name, subject, listed) => {
    const locs = sitemapEntries({ origin, paths: [], cars: [subject] }).map((e) => e.loc);
    expect(locs.includes(`${origin}/cars/${subject.slug}`)).toBe(listed);
  });

  it('home first, paths on the site host, deduplicated and sorted, cars with lastmod', () => {
    const entries = sitemapEntries({ origin, paths: ['/search/used-cars', '/our-location/camperdown', '/search/used-cars', '/pages/about-us'], cars: [car('2024-toyota-rav4-1')] });
    expect(entries).toEqual([
      { loc: `${origin}/` },
      { loc: `${origin}/our-location/camperdown` },
      { loc: `${origin}/pages/about-us` },
      { loc: `${origin}/search/used-cars` },
      { loc: `${origin}/cars/2024-toyota-rav4-1`, lastmod: '2026-11-20T03:00:00.000Z' },
    ]);
  });

  it.each([['https://other.example/x'], ['//other.example/x'], ['mailto:a@b.c'], ['relative']])('never lists another host: %s', (path) => {
    const entries = sitemapEntries({ origin, paths: [path], cars: [] });
    expect(entries).toEqual([{ loc: `${origin}/` }]);
    expect(entries.every((e) => e.loc.startsWith(`${origin}/`))).toBe(true);
  });
});

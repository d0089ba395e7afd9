import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';

type Listing = { id: number; slug: string; name: string };

/**
 * Two unrelated sites (no dealership in common): everything answered on A's Host must contain
 * none of B's cars, names or phone numbers.
 */
const PAIRS = [
  ['harbour-toyota', 'redline-motors'],
  ['redline-motors', 'harbour-toyota'],
  ['kiwi-car-co', 'lone-star-autos'],
  ['summit-auto-group', 'highway-trucks'],
] as const;

async function fingerprint(slug: string, id: number) {
  const home = (await get(`${baseOrigin(slug)}/`)).body;
  const data = JSON.parse((await get(`${baseOrigin(slug)}/api/v1/websites/${id}/website_session_data.json`)).body) as {
    name: string;
    phone: string | null;
    locations: { name: string; contact_detail: { phone: string | null } }[];
  };
  const carSlugs = [...home.matchAll(/href="\/cars\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]!);
  const phones = [data.phone, ...data.locations.map((l) => l.contact_detail.phone)].filter((p): p is string => Boolean(p));
  return { name: data.name, carSlugs, phones, locationNames: data.locations.map((l) => l.name) };
}

for (const [a, b] of PAIRS) {
  test(`${a} shows nothing of ${b}`, async () => {
    const sites = JSON.parse((await get(`${baseOrigin()}/api/v1/websites.json`)).body) as Listing[];
    const siteA = sites.find((s) => s.slug === a)!;
    const siteB = sites.find((s) => s.slug === b)!;
    const other = await fingerprint(b, siteB.id);
    expect(other.carSlugs.length).toBeGreaterThan(0);
    expect(other.phones.length).toBeGreaterThan(0);

    const paths = [
      '/',
      `/api/v1/websites/${siteA.id}/website_session_data.json`,
      `/api/v1/websites/${siteB.id}/website_session_data.json`,
      `/cars/${other.carSlugs[0]}`,
      '/no-such-page',
      '/search/new-used-and-demo-cars',
      '/search/new-used-and-demo-cars?hitsPerPage=100',
      '/api/search?hitsPerPage=100',
      `/api/search?query=${encodeURIComponent(other.name)}`,
      '/api/search/car-types',
    ];
    for (const path of paths) {
      const { status, body } = await get(`${baseOrigin(a)}${path}`);
      if (path.startsWith('/cars/')) {
        // The requested path itself is echoed in the page's router data; what matters is that it is not found.
        expect(status).toBe(404);
      } else {
        for (const slug of other.carSlugs) expect(body, `${a}${path}`).not.toContain(slug);
      }
      expect(body, `${a}${path}`).not.toContain(other.name);
      for (const phone of other.phones) expect(body, `${a}${path}`).not.toContain(phone);
      for (const name of other.locationNames) expect(body, `${a}${path}`).not.toContain(name);
    }
  });
}

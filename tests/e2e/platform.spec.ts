import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { DEMO_SITE_SLUGS } from '../support/demo-sites';
import { get } from '../support/http';

type Listing = { id: number; slug: string; name: string; template: string; locale: string; hostnames: string[] };

test('the bare host lists every site as HTML and JSON', async ({ page }) => {
  const answer = await get(`${baseOrigin()}/api/v1/websites.json`);
  expect(answer.status).toBe(200);
  const sites = JSON.parse(answer.body) as Listing[];
  expect(sites.map((s) => s.slug).sort()).toEqual([...DEMO_SITE_SLUGS].sort());
  for (const s of sites) expect(Object.keys(s).sort()).toEqual(['hostnames', 'id', 'locale', 'name', 'slug', 'template']);

  await page.goto(`${baseOrigin()}/`);
  await expect(page.locator('h1')).toHaveText('Forecourt dealer network');
  for (const s of sites) await expect(page.getByRole('link', { name: s.name, exact: true })).toHaveAttribute('href', `${baseOrigin(s.slug)}/`);
  await page.getByRole('link', { name: 'Harbour Toyota', exact: true }).click();
  await expect(page).toHaveURL(`${baseOrigin('harbour-toyota')}/`);
});

test('a site answers on its custom hostname and on www. of it', async () => {
  const sites = JSON.parse((await get(`${baseOrigin()}/api/v1/websites.json`)).body) as Listing[];
  const site = sites.find((s) => s.slug === 'harbour-toyota')!;
  const port = new URL(baseOrigin()).port;
  for (const host of [site.hostnames[0], `www.${site.hostnames[0]}`, `HARBOUR-TOYOTA.LOCALHOST:${port}`]) {
    const answer = await get(`${baseOrigin()}/`, host);
    expect(answer.status, host).toBe(200);
    expect(answer.body).toContain('Harbour Toyota');
  }
});

test('session data answers for the Host site, null without a site id and 404 for any other site id', async () => {
  const sites = JSON.parse((await get(`${baseOrigin()}/api/v1/websites.json`)).body) as Listing[];
  const harbour = sites.find((s) => s.slug === 'harbour-toyota')!;
  const redline = sites.find((s) => s.slug === 'redline-motors')!;
  const own = await get(`${baseOrigin('harbour-toyota')}/api/v1/websites/${harbour.id}/website_session_data.json`);
  expect(own.status).toBe(200);
  const data = JSON.parse(own.body) as Record<string, unknown> & { locations: { contact_detail: { opening_hours: unknown[] } }[]; opening_hours: unknown[] };
  expect(data).toMatchObject({ id: harbour.id, slug: 'harbour-toyota', name: 'Harbour Toyota', locale: 'en-AU', template: 'franchise' });
  expect(data.locations.length).toBeGreaterThan(0);
  expect(data.locations[0]!.contact_detail.opening_hours).toHaveLength(7);
  expect(data).toHaveProperty('features');
  expect(data).toMatchObject({ garage_enabled: true, autobot: true });
  expect(data.gmb_profiles).toEqual([{ id: 'harbour-toyota-camperdown', review_url: 'https://search.google.com/local/writereview?placeid=demo-harbour-toyota' }]);
  expect(data.opening_hours).toHaveLength(7);
  const other = await get(`${baseOrigin('harbour-toyota')}/api/v1/websites/${redline.id}/website_session_data.json`);
  expect(other.status).toBe(404);
  expect(other.body).not.toContain('Redline');
  for (const missing of ['null', 'undefined']) {
    const none = await get(`${baseOrigin('harbour-toyota')}/api/v1/websites/${missing}/website_session_data.json`);
    expect(none.status, missing).toBe(200);
    expect(JSON.parse(none.body), missing).toBeNull();
  }
});

test('an unknown host is a plain 404 and a malformed host a 400 @embedded', async () => {
  const unknown = await get(`${baseOrigin()}/`, 'no-such-dealer.localhost');
  expect(unknown.status).toBe(404);
  expect(unknown.body).toContain('Page not found');
  for (const slug of DEMO_SITE_SLUGS) expect(unknown.body).not.toContain(slug);
  const unknownApi = await get(`${baseOrigin()}/api/v1/websites/1/website_session_data.json`, 'no-such-dealer.localhost');
  expect(unknownApi.status).toBe(404);
  for (const bad of ['bad_host!', 'a..b', '<script>']) {
    const answer = await get(`${baseOrigin()}/`, bad);
    expect(answer.status, bad).toBe(400);
  }
});

test("a path under another tenant's segment cannot be reached through the rewrite", async () => {
  const answer = await get(`${baseOrigin('harbour-toyota')}/sites/redline-motors.localhost`);
  expect(answer.status).toBe(404);
  expect(answer.body).not.toContain('Redline');
});

// The start a user makes (`npm start` on the embedded default) serves every demo site; the
// production-shape run proves the same on PostgreSQL through the crawl.
test('every demo site answers its home page and its search API @embedded', async () => {
  const sites = JSON.parse((await get(`${baseOrigin()}/api/v1/websites.json`)).body) as Listing[];
  expect(sites.length).toBeGreaterThan(0);
  for (const { slug } of sites) {
    for (const at of ['/', '/api/search']) expect((await get(`${baseOrigin(slug)}${at}`)).status, `${slug}${at}`).toBe(200);
  }
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';
import { watchPageProblems } from '../support/page-problems';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/** Issue 14: location, content and catalogue pages, head metadata, sitemaps and the review-rating provider. */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Opens the page at both widths, saves a screenshot of each and runs axe; `check` runs at each width. */
async function atBothWidths(browser: Browser, url: string, shot: string, check: (page: Page) => Promise<void>, offline = false) {
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    // No network beyond our own server: an embedded maps service cannot load.
    if (offline) await context.route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost[:/])/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status(), url).toBe(200);
    await check(page);
    await keepScreenshot(page, { path: `test-results/screenshots/pages-${shot}-${size.name}.png`, fullPage: true });
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.filter((p) => !offline || !/openstreetmap/.test(p))).toEqual([]);
    await context.close();
  }
}

async function firstLocationPath(slug: string, index = 0): Promise<string> {
  const home = await get(`${baseOrigin(slug)}/`);
  const paths = [...home.body.matchAll(/href="(\/our-location\/[a-z0-9-]+)"/g)].map((m) => m[1] as string);
  expect(paths.length, `${slug} links to its locations`).toBeGreaterThan(index);
  return paths[index] as string;
}

test('a location page with a static map: panel, hours, licence, map and the Open in maps link', async ({ browser }) => {
  const path = await firstLocationPath('redline-motors');
  await atBothWidths(browser, `${baseOrigin('redline-motors')}${path}`, 'location-static-map', async (page) => {
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#location-hours')).toBeVisible();
    await expect(page.locator('.location-licence').first()).toContainText(/^DL /);
    await expect(page.locator('img.location-map-image')).toBeVisible();
    expect(await page.locator('img.location-map-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'Get Directions' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://redlinemotors.example${path}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld.paymentAccepted).toBe('Cash, Credit Card');
    expect(ld.url).toBe(`https://redlinemotors.example${path}`);
  });
});

test('a location page whose map is an embed is complete offline: the Open in maps link stays', async ({ browser }) => {
  const path = await firstLocationPath('harbour-toyota');
  await atBothWidths(
    browser,
    `${baseOrigin('harbour-toyota')}${path}`,
    'location-embed-offline',
    async (page) => {
      await expect(page.locator('iframe.location-map-frame')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
      await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();
      await expect(page.locator('#location-hours')).toBeVisible();
    },
    true,
  );
});

test('the location card and the location contact page link to the location page', async ({ page }) => {
  const path = await firstLocationPath('summit-auto-group');
  const slug = path.split('/').pop() as string;
  const contact = await page.goto(`${baseOrigin('summit-auto-group')}/contact-us/${slug}`);
  expect(contact?.status()).toBe(200);
  await page.getByRole('link', { name: 'Hours, map and directions' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect((await get(`${baseOrigin('summit-auto-group')}/our-location/no-such-place`)).status).toBe(404);
});

test('a content page renders its Markdown safely, at /pages/{x} and at /{x} where the prefix is stripped', async ({ browser }) => {
  await atBothWidths(browser, `${baseOrigin('harbour-toyota')}/pages/about-us`, 'content-about', async (page) => {
    await expect(page.locator('h1')).toHaveText('About Harbour Toyota');
    await expect(page.locator('.content-body h2').first()).toBeVisible();
    await expect(page.locator('.content-body script')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://harbourtoyota.example/pages/about-us');
  });
  const stripped = await get(`${baseOrigin('redline-motors')}/about-us`);
  expect(stripped.status).toBe(200);
  expect(stripped.body).toContain('About Redline Motors');
  const prefixed = await get(`${baseOrigin('redline-motors')}/pages/about-us`);
  expect(prefixed.status).toBe(200);
  expect(prefixed.body).toContain('<link rel="canonical" href="https://redlinemotors.example/about-us"');
  expect((await get(`${baseOrigin('harbour-toyota')}/about-us`)).status).toBe(404);
  expect((await get(`${baseOrigin('harbour-toyota')}/pages/no-such-page`)).status).toBe(404);
});

test('news lives at /news where it replaces /blog, and at /blog elsewhere', async () => {
  const news = await get(`${baseOrigin('summit-auto-group')}/news`);
  expect(news.status).toBe(200);
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(news.body)?.[1];
  expect(article).toBeTruthy();
  expect((await get(`${baseOrigin('summit-auto-group')}${article}`)).status).toBe(200);
  expect((await get(`${baseOrigin('summit-auto-group')}/blog`)).status).toBe(404);
  expect((await get(`${baseOrigin('harbour-toyota')}/blog`)).status).toBe(200);
  expect((await get(`${baseOrigin('harbour-toyota')}/news`)).status).toBe(404);
  const policy = await get(`${baseOrigin('lone-star-autos')}/privacy-policy`);
  expect(policy.status).toBe(200);
  expect(policy.body).toContain('Privacy policy');
});

test('a model page: picture, status label, description and the site stock of it', async ({ browser }) => {
  await atBothWidths(browser, `${baseOrigin('harbour-toyota')}/models/camry`, 'model-camry', async (page) => {
    await expect(page.locator('h1')).toHaveText('Toyota Camry');
    await expect(page.locator('.model-hero .model-status')).toHaveText('All-New');
    await expect(page.locator('.model-hero img')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Toyota Camry cars? in stock/ })).toBeVisible();
    // The model's picture is an SVG, so the share card stands in (issue 26).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/share\/[0-9a-f]{8}\.png$/);
  });
  const models = await get(`${baseOrigin('harbour-toyota')}/models?body=all`);
  expect(models.status).toBe(200);
  expect(models.body).toContain('href="/models/camry"');
  expect((await get(`${baseOrigin('harbour-toyota')}/models/no-such-model`)).status).toBe(404);
  expect((await get(`${baseOrigin('harbour-toyota')}/brands/toyota`)).status).toBe(200);
  expect((await get(`${baseOrigin('harbour-toyota')}/dealerships/toyota?filter=brand`)).status).toBe(200);
  expect((await get(`${baseOrigin('harbour-toyota')}/brands/no-such-brand`)).status).toBe(404);
  const electric = await get(`${baseOrigin('coastal-ev')}/electric-cars`);
  expect(electric.status).toBe(200);
  expect(electric.body).toContain('Electric or plug-in hybrid?');
});

test('every page declares its own path as canonical and carries og:image and its type', async ({ page }) => {
  const origin = baseOrigin('harbour-toyota');
  const location = (await firstLocationPath('harbour-toyota')).split('/').pop() as string;
  for (const path of ['/', '/contact', '/finance', '/sell-my-car', '/service', `/contact-us/${location}`, '/success?category=contact', '/special-offers', '/privacy-policy']) {
    await page.goto(`${origin}${path}`);
    const own = path.split('?')[0] as string;
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`^https://harbourtoyota\\.example${own === '/' ? '/?' : own}$`));
    await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute('content', /^https:\/\/harbourtoyota\.example\//);
    await expect(page.locator('meta[property="og:image:type"]'), path).toHaveAttribute('content', /^image\/(png|jpeg)$/);
  }
});

test('the assistant tags appear on car pages of the site that enables them only', async ({ page }) => {
  const search = JSON.parse((await get(`${baseOrigin('harbour-toyota')}/api/search?hitsPerPage=1`)).body) as { hits: { slug: string; id: number }[] };
  const car = search.hits[0]!;
  await page.goto(`${baseOrigin('harbour-toyota')}/cars/${car.slug}`);
  await expect(page.locator('meta[name="assistant-car-id"]')).toHaveAttribute('content', String(car.id));
  await expect(page.locator('meta[name="assistant-checkout-link"]')).toHaveAttribute('content', `/cars/${car.slug}/checkout`);
  const other = JSON.parse((await get(`${baseOrigin('redline-motors')}/api/search?hitsPerPage=1`)).body) as { hits: { slug: string }[] };
  await page.goto(`${baseOrigin('redline-motors')}/cars/${other.hits[0]!.slug}`);
  await expect(page.locator('meta[name="assistant-car-id"]')).toHaveCount(0);
});

test('sitemap.xml lists the site on its own host without sold cars; robots.txt points at it', async () => {
  const origin = baseOrigin('harbour-toyota');
  const sitemap = await get(`${origin}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers['content-type']).toContain('application/xml');
  const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(locs.every((l) => l.startsWith('https://harbourtoyota.example/'))).toBe(true);
  for (const path of ['/', '/search/new-cars', '/pages/about-us', '/privacy-policy', '/models', '/models/camry', '/brands/toyota']) {
    expect(locs, path).toContain(`https://harbourtoyota.example${path}`);
  }
  expect(locs.some((l) => l.includes('/our-location/'))).toBe(true);
  expect(locs.some((l) => l.includes('/cars/'))).toBe(true);
  const sold = JSON.parse((await get(`${origin}/api/search?status=sold&hitsPerPage=50`)).body) as { hits: { slug: string; status: string }[] };
  for (const car of sold.hits.filter((h) => h.status === 'sold')) expect(locs).not.toContain(`https://harbourtoyota.example/cars/${car.slug}`);
  const robots = await get(`${origin}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.body).toContain('Sitemap: https://harbourtoyota.example/sitemap.xml');
  const other = await get(`${baseOrigin('redline-motors')}/sitemap.xml`);
  expect(other.body).not.toContain('harbourtoyota.example');
});

test('the Snap 21 rating is fetched once per page session; a failure is logged and changes nothing', async ({ browser }) => {
  const origin = baseOrigin('redline-motors');
  const context = await browser.newContext();
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/reviews/snap21') && calls.push(r.url()));
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await expect(page.locator('.provider-rating')).toContainText('Snap 21 rating');
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle' });
  await expect(page.locator('.provider-rating')).toContainText('Snap 21 rating');
  expect(calls).toHaveLength(1);
  const orgId = new URL(calls[0]!).searchParams.get('orgId');
  await context.close();

  const answer = await get(`${origin}/api/reviews/snap21?orgId=${orgId}`);
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.body) as { rating: { reviewCount: number; avgStarRating: number }; stars: string };
  expect(body.rating.reviewCount).toBeGreaterThan(0);
  expect(body.stars).toContain('out of 5');
  expect((await get(`${origin}/api/reviews/snap21?orgId=999999`)).status).toBe(404);
  expect((await get(`${origin}/api/reviews/snap21`)).status).toBe(422);
  expect((await get(`${baseOrigin('harbour-toyota')}/api/reviews/snap21?orgId=${orgId}`)).status).toBe(404);

  const failing = await browser.newContext();
  await failing.route('**/api/reviews/snap21**', (route) => route.fulfill({ status: 503, body: '{}' }));
  const second = await failing.newPage();
  const errors: string[] = [];
  second.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await second.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await expect.poll(() => errors.some((e) => e.includes('Unable to fetch Snap 21 ratings at this moment.'))).toBe(true);
  await expect(second.locator('.provider-rating')).toHaveCount(0);
  await failing.close();
});

test('a search landing shows the site\'s own title and intro, in the page and its metadata', async ({ page }) => {
  await page.goto(`${baseOrigin('redline-motors')}/search/new-used-and-demo-cars`);
  await expect(page.locator('h1')).toContainText('for sale in');
  await expect(page.locator('.search-intro')).toBeVisible();
  await expect(page).toHaveTitle(/for sale in .* \| Redline Motors/);
});

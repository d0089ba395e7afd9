import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';
import { seriousViolations } from '../support/axe';

/**
 * Issue 26: "404 pages keep the site's normal title, and without JavaScript the body is empty: a
 * real not-found page with a title, the site's chrome, a search box and links." Each case runs
 * at phone and desktop width, with JavaScript and without it.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const SCRIPT = [true, false] as const;

/** Opens the page every way, keeps a screenshot of it, runs axe where script runs, then `check` (which may leave the page). */
async function everyWay(browser: Browser, url: string, shot: string, check: (page: Page) => Promise<void>) {
  for (const size of WIDTHS) {
    for (const javaScript of SCRIPT) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status(), `${url} ${size.name} script ${javaScript}`).toBe(404);
      await page.screenshot({ path: `test-results/screens-h3/not-found-${shot}-${size.name}-${javaScript ? 'js' : 'nojs'}.png`, fullPage: true });
      if (javaScript) expect(await seriousViolations(page)).toEqual([]);
      await check(page);
      await context.close();
    }
  }
}

async function expectNotFoundPage(page: Page, siteName: string) {
  await expect(page).toHaveTitle(`Page not found | ${siteName}`);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer').last()).toContainText(siteName);
  await expect(page.locator('main h1')).toHaveText('Sorry, we could not find that page');
  const links = page.locator('main nav[aria-labelledby="not-found-links"] a');
  await expect(links.first()).toHaveAttribute('href', '/');
  await expect(links.last()).toHaveAttribute('href', '/contact');
}

test('an unknown page of a known site: its title, chrome, links and a search that works without script', async ({ browser }) => {
  await everyWay(browser, `${baseOrigin('harbour-toyota')}/no-such-page-here`, 'page', async (page) => {
    await expectNotFoundPage(page, 'Harbour Toyota');
    await expect(page.locator('main nav[aria-labelledby="not-found-links"] a')).toHaveText(['Home page', 'New cars', 'Used cars', 'Contact us']);
    const search = page.getByRole('search').filter({ has: page.locator('#not-found-query') });
    await expect(search).toHaveAttribute('action', '/search/new-used-and-demo-cars');
    await search.getByLabel('Search our stock').fill('HiLux');
    const [results] = await Promise.all([page.waitForResponse((r) => r.url().includes('query=HiLux') && r.request().resourceType() === 'document'), search.getByRole('button', { name: 'Search' }).click()]);
    expect(results.status()).toBe(200);
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=HiLux$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test('an unknown car is the same not-found page, in the US words of a US site', async ({ browser }) => {
  await everyWay(browser, `${baseOrigin('lone-star-autos')}/cars/2020-ford-nothing-zz99`, 'car-us', async (page) => {
    await expectNotFoundPage(page, 'Lone Star Autos');
    await expect(page.locator('main')).toContainText('Search our inventory');
  });
});

test('an unknown site still says nothing about tenants', async () => {
  const answer = await get(`${baseOrigin('harbour-toyota')}/`.replace('harbour-toyota', 'no-such-dealer-here'));
  expect(answer.status).toBe(404);
  expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  expect(answer.body).not.toMatch(/Toyota|Redline|Search our stock|<header/);
});

test("every stored page of a site answers a missing thing with the whole not-found page in its HTML", async () => {
  for (const path of ['/models/no-such-model', '/brands/no-such-brand', '/dealerships/no-such-make', '/our-location/nowhere', '/pages/no-such-page', '/a/b/c']) {
    const answer = await get(`${baseOrigin('harbour-toyota')}${path}`);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toContain('<title>Page not found | Harbour Toyota</title>');
    expect(answer.body, path).toMatch(/<main id="main"><div class="not-found container"><h1>Sorry, we could not find that page<\/h1>/);
    expect(answer.body, path).toContain('<form class="not-found-search" role="search" action="/search/new-used-and-demo-cars" method="get">');
  }
});

import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseOrigin, frontOrigin } from '../../playwright.config';
import { locationMapView } from '../../src/domain/location-map';
import { mapSources } from '../../src/domain/map-sources';
import { siteConfigSchema } from '../../src/domain/site-config';
import { DEMO_SITES_DATE, readDemoSiteFiles } from '../../src/seed/demo-site-files';
import { cspDirective, watchViolations } from '../support/csp';
import { get } from '../support/http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * Issue 26, "Maps": on every demo site, every page that shows a map (each location's large panel,
 * the home page where the footer has a map) loads with no CSP violation at 390 and 1280 px and its
 * map (the provider's frame, a configured picture or our offline picture) is visible. Axe and the
 * screenshot take the first page of each kind of map a site shows: its other location pages are
 * the same template with another address (tests/e2e/pages.spec.ts audits a location page too).
 * The demo has no network, so an embedded frame draws no tiles: the test asserts its request left
 * the page (the CSP let it go), not what it drew.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const SCREENS = 'test-results/screens-h1';

type MapPage = { path: string; map: 'panel' | 'footer'; kind: 'embed' | 'image' | 'offline'; embedUrl?: string };
type DemoSite = { slug: string; frames: readonly string[]; pages: MapPage[] };

/** The first page of each kind of map (where it sits, and embed, picture or offline) on a site. */
function auditedPages(pages: readonly MapPage[]): Set<MapPage> {
  const seen = new Map<string, MapPage>();
  for (const page of pages) if (!seen.has(`${page.map}/${page.kind}`)) seen.set(`${page.map}/${page.kind}`, page);
  return new Set(seen.values());
}

const SITES: DemoSite[] = readDemoSiteFiles(DEMO_SITES_DATE).map((file) => {
  const config = siteConfigSchema.parse(file.website.config);
  const locations = file.dealerships.flatMap((d) => d.locations);
  const mapPage = (path: string, map: MapPage['map'], slug: string): MapPage => {
    const view = locationMapView(config.locationMaps[slug], 1);
    return { path, map, kind: view.kind, ...(view.kind === 'embed' ? { embedUrl: view.url } : {}) };
  };
  // The footer shows the primary sales location (src/ui/layout/Footer.tsx): a dealership's first is its primary.
  const primary = file.dealerships.map((d) => d.locations[0]).find((l) => l?.type === 'sales') ?? locations[0];
  return {
    slug: file.website.slug,
    frames: mapSources(config.locationMaps)['frame-src'],
    pages: [
      ...locations.map((l) => mapPage(`/our-location/${l.slug}`, 'panel', l.slug)),
      ...(config.footer.map && primary ? [mapPage('/', 'footer', primary.slug)] : []),
    ],
  };
});

const STRIPE_FRAMES = "frame-src 'self' https://js.stripe.com https://hooks.stripe.com";

/** The map's frame, picture or offline picture, scrolled into view and visible. */
async function shownMap(page: Page, at: MapPage): Promise<Locator> {
  const figure = page.locator(at.map === 'footer' ? '.footer-map figure.location-map' : '.location-page-map figure.location-map');
  await figure.scrollIntoViewIfNeeded();
  const picture = figure.locator(at.kind === 'embed' ? 'iframe.location-map-frame' : at.kind === 'image' ? 'img.location-map-image' : 'svg.location-map-offline');
  await expect(picture).toBeVisible();
  await expect(figure.locator('a.location-map-link')).toBeVisible();
  const box = await picture.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  if (at.kind === 'image') await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return figure;
}

fs.mkdirSync(SCREENS, { recursive: true });

for (const site of SITES) {
  test.describe(`maps on ${site.slug}`, () => {
    test("the site's CSP allows exactly its map providers on every page with a map, and on its stored home page in the app and in the Varnish front", async () => {
      const allowed = [STRIPE_FRAMES, ...site.frames].join(' ');
      for (const at of site.pages) {
        const answer = await get(`${baseOrigin(site.slug)}${at.path}`);
        expect(answer.status, at.path).toBe(200);
        expect(cspDirective(String(answer.headers['content-security-policy']), 'frame-src'), at.path).toBe(allowed);
        expect(answer.headers['x-forecourt-csp-additions']).toBeUndefined();
      }
      // The policy is the site's, the same on each of its pages; the home page is one the front stores (src/cache/front-headers.ts).
      for (const origin of [baseOrigin(site.slug), frontOrigin(site.slug)]) {
        await get(`${origin}/`);
        const stored = await get(`${origin}/`);
        // STALE is a stored copy too (served while the app draws a fresh one after another test expired the site's tags).
        expect(['HIT', 'STALE']).toContain(stored.headers[origin === baseOrigin(site.slug) ? 'x-nextjs-cache' : 'x-cache']);
        expect(cspDirective(String(stored.headers['content-security-policy']), 'frame-src')).toBe(allowed);
      }
    });

    for (const { width, height } of WIDTHS) {
      test(`every page with a map at ${width} px: no CSP violation, the map visible; no serious axe violation on each kind`, async ({ browser }) => {
        test.setTimeout(60_000 + site.pages.length * 20_000);
        const audited = auditedPages(site.pages);
        for (const at of site.pages) {
          const context = await browser.newContext({ viewport: { width, height } });
          const page = await context.newPage();
          const violations = await watchViolations(page);
          const embedRequest = at.embedUrl ? page.waitForRequest((r) => r.url() === at.embedUrl, { timeout: 15_000 }) : null;
          const answer = await page.goto(`${baseOrigin(site.slug)}${at.path}`);
          expect(answer?.status(), at.path).toBe(200);
          const figure = await shownMap(page, at);
          // The frame's request leaving the page is the CSP's yes; a blocked frame never asks.
          if (embedRequest) await embedRequest;
          await page.waitForLoadState('networkidle').catch(() => undefined);
          expect(await violations(), `${site.slug}${at.path}`).toEqual([]);
          if (audited.has(at)) {
            const name = `${SCREENS}/${site.slug}${at.path === '/' ? '-footer' : at.path.replaceAll('/', '-')}`;
            await figure.screenshot({ path: `${name}-map-${width}.png` });
            await keepScreenshot(page, { path: `${name}-${width}.png` });
            expect(await seriousViolations(page), `${site.slug}${at.path}`).toEqual([]);
          }
          await context.close();
        }
      });
    }
  });
}

test('the demo shows every kind of map: a provider embed on a location page and in the footer, a configured picture, our offline picture', () => {
  const pages = SITES.flatMap((s) => s.pages);
  expect(pages.filter((p) => p.kind === 'embed' && p.map === 'panel').length).toBeGreaterThan(0);
  expect(pages.filter((p) => p.kind === 'embed' && p.map === 'footer').length).toBeGreaterThan(0);
  expect(pages.filter((p) => p.kind === 'image').length).toBeGreaterThan(0);
  expect(pages.filter((p) => p.kind === 'offline').length).toBeGreaterThan(0);
  expect(SITES.filter((s) => s.frames.length === 0).length).toBeGreaterThan(0);
});

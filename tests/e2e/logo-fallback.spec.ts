import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { watchViolations } from '../support/csp';
import { get } from '../support/http';
import { operatorImportDir } from '../support/operator';
import { operatorCli } from '../support/operator-cli';

/**
 * SPEC 8, "Missing brand logo: Falls back to a not-found image". A dealer group whose Kia brand
 * logo is configured at a URL that answers 404 (set with site:apply, as an operator would, and put
 * back afterwards) shows the not-found image in its place, never the browser's broken-image icon,
 * with no CSP violation (a React error handler, no inline script); the brand's other logos are untouched.
 */
const SITE = 'summit-auto-group';
const GOOD_LOGO = '/media/logos/kia.svg';
// The logo route takes only lower-case .svg names: this one answers 404.
const BROKEN_LOGO = '/media/logos/kia.png';
const NOT_FOUND_IMAGE = '/media/not-found.svg';
const SCREENS = 'test-results/screens-h3';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** Applies a site file, failing the test with the CLI's words when it does not apply. */
function apply(file: string): void {
  const run = operatorCli('scripts/site-apply.ts', [file]);
  expect(run.code, `${run.out}\n${run.err}`).toBe(0);
}

/** The image's src as set and whether the browser could draw it. */
async function shown(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src'), drawn: img.complete && img.naturalWidth > 0 }));
}

test.describe.configure({ mode: 'serial' });

test('a configured brand logo that answers 404 falls back to the not-found image, with no CSP violation', async ({ browser }) => {
  test.setTimeout(240_000);
  expect((await get(`${baseOrigin(SITE)}${BROKEN_LOGO}`)).status).toBe(404);
  const notFoundImage = await get(`${baseOrigin(SITE)}${NOT_FOUND_IMAGE}`);
  expect(notFoundImage.status).toBe(200);
  expect(notFoundImage.headers['content-type']).toBe('image/svg+xml');

  const exported = operatorCli('scripts/site-export.ts', ['--site', SITE]);
  expect(exported.code, exported.err).toBe(0);
  expect(exported.out.split(`logoUrl: ${GOOD_LOGO}`)).toHaveLength(2);
  fs.mkdirSync(operatorImportDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(operatorImportDir, 'logo-'));
  const original = path.join(dir, `${SITE}.yaml`);
  const broken = path.join(dir, `${SITE}-broken-logo.yaml`);
  fs.writeFileSync(original, exported.out);
  fs.writeFileSync(broken, exported.out.replace(`logoUrl: ${GOOD_LOGO}`, `logoUrl: ${BROKEN_LOGO}`));
  try {
    apply(broken);
    for (const { width, height } of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const violations = await watchViolations(page);
      expect((await page.goto(`${baseOrigin(SITE)}/`))?.status()).toBe(200);
      const strip = page.locator('.brand-strip');
      const kia = strip.locator('li').filter({ hasText: 'Kia' }).locator('img');
      await kia.scrollIntoViewIfNeeded();
      await expect.poll(() => shown(kia), { timeout: 15_000 }).toEqual({ src: NOT_FOUND_IMAGE, drawn: true });
      const mazda = strip.locator('li').filter({ hasText: 'Mazda' }).locator('img');
      await expect.poll(() => shown(mazda)).toEqual({ src: '/media/logos/mazda.svg', drawn: true });
      expect(await violations()).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await strip.screenshot({ path: `${SCREENS}/logo-fallback-${width}.png` });
      await context.close();
    }
  } finally {
    apply(original);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseOrigin(SITE)}/`);
  const kia = page.locator('.brand-strip li').filter({ hasText: 'Kia' }).locator('img');
  await kia.scrollIntoViewIfNeeded();
  await expect.poll(() => shown(kia)).toEqual({ src: GOOD_LOGO, drawn: true });
  await context.close();
});

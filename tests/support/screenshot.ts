import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A page's screenshot kept for a person to look at (test-results/): no assertion reads one. Under
 * CI nobody looks, so it captures a single pixel and writes nothing: Playwright still prepares the
 * page as for the whole picture (fonts loaded, caret, the capture beyond the viewport for a full
 * page), so the test goes on from the same state, but the 0.2-0.8 s of painting and encoding a
 * picture thousands of pixels tall is left out (docs/decisions/050-screenshots-for-people.md).
 * E2E_SCREENSHOTS=1 keeps them in CI too.
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') {
    await page.screenshot({ ...options, path: undefined, clip: { x: 0, y: 0, width: 1, height: 1 } });
    return;
  }
  await page.screenshot(options);
}

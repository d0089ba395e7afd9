import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted twice more: every state change already made in the page has
 * then been rendered. Checks that something did not appear wait on this, not on the clock.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

import { expect, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { seriousViolations } from './axe';
import { get } from './http';
import { keepScreenshot } from './screenshot';

/**
 * What the site editor's browser specs share (console-site, console-notices, console-menus,
 * console-offers-finance): a look at a page, which console-lead-booking and header-dropdown-menus
 * use too, the live site as a shopper gets it, and publishing.
 */

/**
 * Axe finds nothing serious on the page, and its whole length is kept as a screenshot. After a
 * server action Next renders the page again and puts its head back a moment later: axe once judged
 * that moment ("document-title"), so it waits for the title first. A title that never comes back
 * still fails here.
 */
export async function lookAt(page: Page, screenshot: string): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: screenshot, fullPage: true });
}

/** A page of the live site as a shopper without the preview cookie gets it (the demo's harbour-toyota by default). */
export async function livePage(path: string, slug = 'harbour-toyota'): Promise<string> {
  return (await get(`${baseOrigin()}${path}`, new URL(baseOrigin(slug)).host)).body;
}

/**
 * Discards a draft an interrupted run (a failed attempt before its retry) left behind, and waits
 * until it is gone: an edit made while the discard is still on its way is lost with it.
 */
export async function discardLeftOverDraft(page: Page): Promise<void> {
  const leftOver = page.getByRole('button', { name: 'Discard the draft' });
  if (!(await leftOver.isVisible())) return;
  await leftOver.click();
  await expect(leftOver).toHaveCount(0);
}

/** Publishes the draft from the editor's draft bar, with a note for the history. */
export async function publishDraft(page: Page, note: string): Promise<void> {
  const draft = page.getByRole('region', { name: 'Draft' });
  await draft.getByLabel('Note for the history (optional)').fill(note);
  await draft.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: 'Draft' }).getByRole('status')).toContainText('Published as version');
}

import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * The console's leads inbox (issue 28) in the browser, at 1280 and 390 px: a lead added by hand,
 * an automatic reply and a turn-based assignment from the lead settings, the inbox's search and
 * filters, working a lead (status, note, task, assignment, resend), and the CSV export.
 */
const origin = baseOrigin();
const SCREENS = 'test-results/screens-h2';

async function look(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  await fs.mkdir(SCREENS, { recursive: true });
});

for (const [label, width, height, email, person, shopper] of [
  ['1280', 1280, 900, 'owner@harbourtoyota.example', 'Hana Harbour', 'Wendy Walkin'],
  ['390', 390, 844, 'owner@harbourtoyota.example', 'Hana Harbour', 'Petra Phonecall'],
] as const) {
  test(`leads inbox: settings, a lead by hand, search, work and export at ${label} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signInAs(page, email);
    await look(page, `inbox-${label}`);

    // Lead settings: test drives go in turn to this manager, and the shopper gets an automatic reply.
    await page.getByRole('link', { name: 'Lead settings' }).click();
    const testDrives = page.getByRole('group', { name: 'Test drive request' });
    await testDrives.getByRole('checkbox', { name: person }).check();
    await testDrives.getByRole('checkbox', { name: 'Reply to the shopper automatically' }).check();
    await testDrives.getByLabel('Reply subject').fill('Your test drive, {first_name}');
    await look(page, `settings-${label}`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(testDrives.getByRole('checkbox', { name: 'Reply to the shopper automatically' })).toBeChecked();

    // A lead taken on the phone, through the forms' validation: a bad email is refused in words.
    await page.goto(`${origin}/console/leads/new`);
    await page.getByLabel('How it came in').selectOption('Walk-in');
    await page.getByLabel('Kind').selectOption('test-drive');
    await page.getByLabel('Name').fill(shopper);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.locator('#manual-email-error')).not.toBeEmpty();
    await look(page, `new-lead-error-${label}`);
    // React resets a form after its action, the refused values included: they are entered again.
    await page.getByLabel('How it came in').selectOption('Walk-in');
    await page.getByLabel('Kind').selectOption('test-drive');
    await page.getByLabel('Name').fill(shopper);
    await page.getByLabel('Email').fill(`${shopper.split(' ')[0]!.toLowerCase()}@example.com`);
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('heading', { level: 1, name: shopper })).toBeVisible();

    // Given in turn to the one person in the turn, and replied to automatically.
    await expect(page.getByText(`Assigned to: ${person}`)).toBeVisible();
    await expect(page.getByText(/Automatic reply to .*Your test drive/)).toBeVisible();
    await look(page, `lead-${label}`);

    // Working it: status (lost asks why), a note, a task, assignment.
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('lost');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Say why the lead was lost.')).toBeVisible();
    await page.getByLabel('Why was it lost?').fill('Bought elsewhere');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('(Bought elsewhere)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Called back, left a message.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Called back, left a message.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Task', exact: true }).fill('Call again on Monday');
    await page.getByLabel('Due').fill('2026-12-07T09:30');
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByText('Call again on Monday')).toBeVisible();
    await page.getByLabel('Assigned to').selectOption({ label: 'Nobody' });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Assigned to: nobody')).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend' }).first();
    if ((await resend.count()) > 0) {
      await resend.click();
      await expect(page.getByText(/Retrying|Sending now|Delivered/).first()).toBeVisible();
    }
    await look(page, `lead-worked-${label}`);

    // The inbox finds it by phone digits and by name, and the status filter narrows.
    await page.goto(`${origin}/console/leads`);
    await page.getByLabel('Search').fill('0412 345');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page).toHaveURL(/q=0412/);
    await expect(page.getByRole('link', { name: shopper })).toBeVisible();
    await page.getByLabel('Status').selectOption('new');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page.getByRole('link', { name: shopper })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('lost');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page.getByRole('link', { name: shopper })).toBeVisible();
    await look(page, `inbox-filtered-${label}`);

    // The export of that filtered list: UTF-8 with a BOM, the lead in it.
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const answer = await page.request.get(`${origin}${href}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/csv');
    const bytes = await answer.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(shopper);
  });
}

test('another dealership’s lead is not found, and sales staff get no export', async ({ page }) => {
  await signInAs(page, 'sales@summitauto.example');
  const missing = await page.goto(`${origin}/console/leads/00000000-0000-4000-8000-000000000000`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  const exported = await page.request.get(`${origin}/console/leads/export`);
  expect(exported.status()).toBe(403);
});

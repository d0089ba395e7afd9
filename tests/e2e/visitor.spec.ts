import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get, send } from '../support/http';
import { OUTBOX } from '../support/outbox';

/**
 * Visitor identity (issue 15): the page's script gives every visitor a device id and a session
 * id in first-party cookies, stored pages are still sent without a Set-Cookie, and a lead and its
 * SPEC 7 analytics event carry both ids; the delivered lead (the demo's email in the outbox)
 * carries them too.
 */
const ORIGIN = baseOrigin('harbour-toyota');
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Posted = { path: string; body: Record<string, unknown>; status: number; answer: Record<string, unknown> };

/** Every POST the page's script makes, with the answer it got (routed, so a keepalive request that outlives its page is seen too). */
async function watchPosts(page: Page): Promise<Posted[]> {
  const posted: Posted[] = [];
  await page.context().route(/\/api\/(leads|events)$/, async (route) => {
    const request = route.request();
    // Node does not resolve *.localhost: the request goes to localhost with the site's Host.
    const url = new URL(request.url());
    const response = await route.fetch({ url: `http://localhost:${url.port}${url.pathname}`, headers: { ...(await request.allHeaders()), host: url.host } });
    const text = await response.text();
    posted.push({
      path: new URL(request.url()).pathname,
      body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>,
      status: response.status(),
      answer: JSON.parse(text || '{}') as Record<string, unknown>,
    });
    await route.fulfill({ response, body: text });
  });
  return posted;
}

async function visitorCookies(page: Page) {
  const cookies = await page.context().cookies(ORIGIN);
  return { anon: cookies.find((c) => c.name === 'fc_anon'), visit: cookies.find((c) => c.name === 'fc_visit') };
}

test('the page script sets the ids; stored pages carry no Set-Cookie; the ids last across pages', async ({ page }) => {
  const home = await get(`${ORIGIN}/`);
  expect(home.headers['set-cookie']).toBeUndefined();

  await page.goto(`${ORIGIN}/`);
  await expect.poll(async () => (await visitorCookies(page)).visit?.value ?? '').toMatch(UUID4);
  const first = await visitorCookies(page);
  expect(first.anon?.value).toMatch(UUID4);
  expect(first.anon?.value).not.toBe(first.visit?.value);
  for (const cookie of [first.anon, first.visit]) {
    expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: false, path: '/', domain: 'harbour-toyota.localhost' });
  }
  expect((first.anon?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86_400);
  expect((first.visit?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(1_800);

  await page.goto(`${ORIGIN}/search/used-cars`);
  const second = await visitorCookies(page);
  expect([second.anon?.value, second.visit?.value]).toEqual([first.anon?.value, first.visit?.value]);
  // Another site is another first party: its ids are its own.
  await page.goto(`${baseOrigin('redline-motors')}/`);
  await expect.poll(async () => (await page.context().cookies(baseOrigin('redline-motors'))).find((c) => c.name === 'fc_anon')?.value ?? '').toMatch(UUID4);
  const redline = (await page.context().cookies(baseOrigin('redline-motors'))).find((c) => c.name === 'fc_anon');
  expect(redline?.value).not.toBe(first.anon?.value);
});

test('a lead and its analytics event carry the device and session ids, and so does the delivered lead', async ({ page }) => {
  const posted = await watchPosts(page);
  await page.goto(`${ORIGIN}/contact`);
  await page.getByLabel('Full name').fill('Ida Visitor');
  await page.getByLabel('Email').fill('ida@example.com');
  await page.locator('input[type="tel"]').fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the white Corolla still there?');
  const location = page.getByRole('combobox', { name: 'Location' });
  if ((await location.count()) > 0) await location.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(/\/success\?category=general-enquiry$/);
  const { anon, visit } = await visitorCookies(page);
  expect(anon?.value).toMatch(UUID4);

  // Page views are events too (docs/insights.md): the lead's is the one named lead_submitted.
  const leadEvents = () => posted.filter((p) => p.path === '/api/events' && p.body.event === 'lead_submitted');
  await expect.poll(() => leadEvents().length).toBe(1);
  const lead = posted.find((p) => p.path === '/api/leads');
  expect(lead?.status).toBe(201);
  expect(lead?.body.lead).toMatchObject({ anon_id: anon?.value, session_id: visit?.value });
  const leadId = String(lead?.answer.lead_id);

  const event = leadEvents()[0];
  expect(event).toMatchObject({
    status: 202,
    answer: { queued: true, recorded: true },
    body: { event: 'lead_submitted', category: 'general-enquiry', lead_id: leadId, anon_id: anon?.value, session_id: visit?.value },
  });
  expect(event?.body.event_properties).toMatchObject({ device_type: 'desktop', browser: 'Chrome', viewport_width: 1280 });

  // The lead as delivered (read back from the database by the delivery worker): the demo's email in the outbox.
  const emailFile = () => (fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : []).find((name) => name.startsWith(`lead-${leadId}.`)) ?? '';
  await expect.poll(emailFile, { timeout: 15_000 }).not.toBe('');
  const email = emailFile();
  // Quoted-printable: soft line breaks undone.
  const text = fs.readFileSync(path.join(OUTBOX, email), 'utf8').replace(/=\r?\n/g, '');
  expect(text).toContain(`Visitor id: ${anon?.value}`);
  expect(text).toContain(`Session id: ${visit?.value}`);
  // The success page's own events may still be in flight through the route, which is the context's.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('POST /api/events: another origin is refused, a bad event gets messages per field', async () => {
  const headers = { 'content-type': 'application/json', origin: 'http://evil.localhost' };
  const foreign = await send('POST', `${ORIGIN}/api/events`, { headers, body: JSON.stringify({ event: 'page_view', url: '/' }) });
  expect(foreign.status).toBe(403);
  const bad = await send('POST', `${ORIGIN}/api/events`, {
    headers: { ...headers, origin: ORIGIN },
    body: JSON.stringify({ event: 'Page View', url: 'javascript:x', session_id: 'forged', website_slug: 'redline-motors' }),
  });
  expect(bad.status).toBe(422);
  expect(JSON.parse(bad.body)).toMatchObject({ errors: { event: ['Invalid value.'], url: ['Invalid value.'], session_id: ['Invalid value.'] } });
  const plain = await send('POST', `${baseOrigin('redline-motors')}/api/events`, {
    headers: { ...headers, origin: baseOrigin('redline-motors') },
    body: JSON.stringify({ event: 'page_view', url: '/' }),
  });
  // No endpoint and no browser (the test's client names no User-Agent): neither queued nor kept.
  expect([plain.status, JSON.parse(plain.body)]).toEqual([202, { queued: false, recorded: false }]);
});

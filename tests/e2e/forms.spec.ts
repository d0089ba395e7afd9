import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * The lead forms in a real browser (issue 5). Leads go to the real API; each test reads what the
 * browser sent by watching its requests to /api/leads and the answers it got.
 */

type LeadCall = { method: string; url: string; headers: Record<string, string>; lead: Record<string, unknown>; status: number; answer: Record<string, unknown> };

function watchLeads(page: Page): LeadCall[] {
  const calls: LeadCall[] = [];
  page.on('requestfinished', (request: Request) => {
    if (!/\/api\/leads/.test(request.url())) return;
    void (async () => {
      const response = await request.response();
      const raw = request.postDataBuffer()?.toString('utf8') ?? '';
      let lead: Record<string, unknown> = {};
      try {
        lead = (JSON.parse(raw) as { lead: Record<string, unknown> }).lead;
      } catch {
        // Multipart: the lead is the JSON part named "lead".
        const match = /name="lead"\r\n\r\n([\s\S]*?)\r\n--/.exec(raw);
        if (match?.[1]) lead = JSON.parse(match[1]) as Record<string, unknown>;
      }
      calls.push({
        method: request.method(),
        url: request.url(),
        headers: await request.allHeaders(),
        lead,
        status: response?.status() ?? 0,
        answer: ((await response?.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
      });
    })();
  });
  return calls;
}

const label = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text}`));

async function fillPerson(page: Page, options: { split?: boolean; phone?: string } = {}) {
  if (options.split) {
    await label(page, 'First name').fill('Jane');
    await label(page, 'Last name').fill('Citizen');
  } else {
    await label(page, 'Full name').fill('Jane Citizen');
  }
  await label(page, 'Email').fill('jane@example.com');
  await page.locator('input[type="tel"]').fill(options.phone ?? '0412 345 678');
  // Sites with several locations ask which one (SPEC 5: required when shown).
  const location = page.locator('select[id$="-location_id"]');
  if ((await location.count()) > 0) await location.selectOption({ index: 1 });
}

async function expectSuccess(page: Page, category: string) {
  await page.waitForURL(new RegExp(`/success\\?category=${category}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function getJson<T>(url: string): Promise<{ status: number; json: T }> {
  const answer = await get(url);
  return { status: answer.status, json: (answer.status === 200 ? JSON.parse(answer.body) : null) as T };
}

async function someCar(carType: 'used' | 'new' | 'demo', slug = 'harbour-toyota'): Promise<{ id: number; slug: string }> {
  const { json } = await getJson<{ hits: { id: number; slug: string }[] }>(`${baseOrigin(slug)}/api/search?car_type=${carType}`);
  const hit = json.hits[0];
  if (!hit) throw new Error(`no ${carType} car on ${slug}`);
  return hit;
}

test('multi-step finance: Incomplete lead, one update per step, Back from a skipped step, Complete at the end', async ({ page }) => {
  const car = await someCar('used');
  const calls = watchLeads(page);
  await page.goto(`${baseOrigin('harbour-toyota')}/?utm_source=newsletter`, { waitUntil: 'networkidle' });
  await page.goto(`${baseOrigin('harbour-toyota')}/finance?vehiclePriceBudget=35000&car_id=${car.id}#finance-form`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await fillPerson(page, { split: true });
  await label(page, 'Postcode').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

  await expect(label(page, 'Vehicle price or budget')).toHaveValue('35,000');
  await page.getByRole('button', { name: '$40,000' }).click();
  await page.getByLabel('Within a month').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  await page.getByLabel('Renting').check();
  await page.getByLabel(/I agree to be contacted/).check();
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expectSuccess(page, 'used-vehicle-enquiry');

  await expect.poll(() => calls.length).toBe(3);
  const [create, update, complete] = calls;
  expect(create).toMatchObject({ method: 'POST', status: 201, lead: { lead_status: 'Incomplete', step_number: 1, first_name: 'Jane', postcode: '2000' } });
  expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const leadId = create?.answer.lead_id as string;
  expect(update).toMatchObject({ method: 'PUT', status: 200, lead: { lead_status: 'Incomplete', step_number: 2, extra: { vehicle_price_budget: 40000 } } });
  expect(update?.url).toContain(leadId);
  expect(update?.headers['x-lead-token']).toBe(create?.answer.lead_token);
  expect(complete).toMatchObject({
    method: 'PUT',
    status: 200,
    answer: { lead_id: leadId, lead_status: 'Complete' },
    lead: {
      lead_status: 'Complete',
      form_completed: true,
      step_number: 4,
      skipped_steps: [3],
      category: 'used-vehicle-enquiry',
      subcategory: 'finance-enquiry',
      car_id: car.id,
      car_type: 'used',
      website_slug: 'harbour-toyota',
      linked_query_params: { utm_source: 'newsletter' },
    },
  });
  expect(complete?.lead.visited_pages).toEqual(['/', '/finance']);
  expect(String(complete?.lead.user_agent)).toMatch(/Chrom/);
  expect(complete?.lead).not.toHaveProperty('employment_status');
  expect(await page.evaluate(() => sessionStorage.getItem('forecourt:success-category'))).toBe('used-vehicle-enquiry');
});

test('each SPEC 5 error text shows on bad input, tied to its field, with focus on the first', async ({ page }) => {
  await page.goto(`${baseOrigin('harbour-toyota')}/contact`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const name = label(page, 'Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await name.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`)).toHaveText('*This is a required field.');

  await name.fill('J4ne');
  await label(page, 'Email').fill('jane@');
  await page.locator('input[type="tel"]').fill('02 9876 5432');
  await label(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please use alphabetical characters only.')).toBeVisible();
  await expect(page.getByText('invalid email address')).toBeVisible();
  await expect(page.getByText('Must be an Australian mobile number.')).toBeVisible();

  await page.goto(`${baseOrigin('harbour-toyota')}/finance`);
  await fillPerson(page, { split: true, phone: '12345' });
  await label(page, 'Postcode').fill('200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible();
  await expect(page.getByText('Invalid phone number. Must be an Australian number.')).toBeVisible();
  await expect(page.locator('input[type="tel"]')).toBeFocused();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await page.goto(`${baseOrigin('kiwi-car-co')}/finance`);
  await fillPerson(page, { split: true, phone: 'call me' });
  await label(page, 'Postcode').fill('1010');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be a New Zealand number.')).toBeVisible();
  await page.locator('input[type="tel"]').fill('021 123 456 789 012');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid phone number. Too many characters.')).toBeVisible();
});

test('a Send pressed before the validation code has loaded waits for it: nothing is posted, the errors show', async ({ page }) => {
  const calls = watchLeads(page);
  await page.goto(`${baseOrigin('harbour-toyota')}/contact`);
  await page.waitForLoadState('networkidle');
  // The page's own chunks have loaded; the only script asked for now is the form's validation.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldChunks = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    heldChunks += 1;
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => heldChunks).toBeGreaterThan(0);
  const name = label(page, 'Full name');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  release();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect(calls).toHaveLength(0);
});

test('contact form sends once and stored details prefill the next form until cleared', async ({ page }) => {
  const calls = watchLeads(page);
  await page.goto(`${baseOrigin('harbour-toyota')}/contact`);
  await fillPerson(page);
  await label(page, 'Message').fill('Do you have a white Corolla?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectSuccess(page, 'general-enquiry');
  await expect(page.getByText('A member of our team will reply within one business day.')).toBeVisible();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toMatchObject({ method: 'POST', status: 201, lead: { name: 'Jane Citizen', phone: '0412345678', lead_status: 'Complete' } });

  await page.goto(`${baseOrigin('harbour-toyota')}/book-test-drive`);
  await expect(label(page, 'Full name')).toHaveValue('Jane Citizen');
  await expect(label(page, 'Email')).toHaveValue('jane@example.com');
  await page.getByRole('button', { name: 'Clear saved details' }).click();
  await expect(label(page, 'Full name')).toHaveValue('');
  await page.reload();
  await expect(label(page, 'Full name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear saved details' })).toHaveCount(0);
});

test('the button shows Loading while sending; a failed send shows the SPEC 8 texts and stays on the form', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' });
  });
  await page.goto(`${baseOrigin('redline-motors')}/contact`);
  await fillPerson(page);
  await label(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const loading = page.getByRole('button', { name: 'Loading' });
  await expect(loading).toBeDisabled();
  release();
  await expect(page.locator('.form-submit-error[role="alert"]')).toHaveText('An error occurred when submitting this form');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(page.url()).toContain('/contact');

  // The multi-step form's final step shows the server's error, or 'An unexpected error occured'.
  await page.unroute('**/api/leads');
  await page.route('**/api/leads**', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>down</h1>' }));
  await page.goto(`${baseOrigin('redline-motors')}/finance`);
  await fillPerson(page, { split: true });
  await label(page, 'Postcode').fill('4103');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: '$5,000' }).click();
  await page.getByLabel('Just researching').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByLabel('Own home').check();
  await page.getByLabel(/I agree to be contacted/).check();
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page.locator('.form-submit-error[role="alert"]')).toHaveText('An unexpected error occured');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
});

test('test drive with car_id, trade-in with car_id and photos, and a location contact form', async ({ page }) => {
  const car = await someCar('new');
  const calls = watchLeads(page);
  await page.goto(`${baseOrigin('harbour-toyota')}/book-test-drive?car_id=${car.id}`);
  await expect(page.locator('.form-page-car')).toContainText('Vehicle:');
  await fillPerson(page);
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  await expectSuccess(page, 'test-drive');

  await page.goto(`${baseOrigin('harbour-toyota')}/cars/trade-in?car_id=${car.id}`);
  await fillPerson(page);
  await label(page, 'Rego').fill('abc 123');
  await label(page, 'Registration state').selectOption('NSW');
  await label(page, 'Make').fill('Mazda');
  await label(page, 'Model').fill('CX-5');
  await label(page, 'Year').fill('2018');
  await label(page, 'Odometer').fill('85,000');
  await page.getByLabel('Good', { exact: true }).check();
  await page.getByLabel('Yes', { exact: true }).check();
  await label(page, 'Payout amount').fill('5000');
  await expect(label(page, 'Payout amount')).toHaveValue('5,000');
  await label(page, 'Photos').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') });
  await page.getByRole('button', { name: 'Get My Trade-in Offer' }).click();
  await expectSuccess(page, 'trade-in');

  const { json: session } = await getJson<{ locations: { id: number; slug: string; name: string }[] }>(
    `${baseOrigin('summit-auto-group')}/api/v1/websites/3/website_session_data.json`,
  );
  const location = session.locations[1];
  if (!location) throw new Error('the group site has several locations');
  await page.goto(`${baseOrigin('summit-auto-group')}/contact-us/${location.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${location.name}`);
  await fillPerson(page);
  await label(page, 'Message').fill('When are you open?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectSuccess(page, 'general-enquiry');

  await expect.poll(() => calls.length).toBe(3);
  expect(calls[0]).toMatchObject({ status: 201, lead: { category: 'test-drive', car_id: car.id } });
  expect(calls[2]).toMatchObject({ status: 201, lead: { location_id: location.id } });
  expect(calls[1]?.url).toContain('/api/leads/with-files');
  // Chromium does not hand a multipart body with files to the test, so only the answer is checked here.
  expect(calls[1]).toMatchObject({ method: 'POST', status: 201, answer: { lead_status: 'Complete' } });
});

test('service booking offers slots from the dealership endpoint and books one', async ({ page }) => {
  const { json: session } = await getJson<{ dealerships: { id: number }[] }>(`${baseOrigin('harbour-toyota')}/api/v1/websites/1/website_session_data.json`);
  const dealershipId = session.dealerships[0]?.id;
  const slots = await getJson<{ days: { date: string; times: string[] }[] }>(
    `${baseOrigin('harbour-toyota')}/api/v1/dealerships/${dealershipId}/available_service_bookings.json`,
  );
  expect(slots.status).toBe(200);
  // The dealership's booking horizon (14 days by default), days with a free slot only.
  expect(slots.json.days.length).toBeGreaterThan(0);
  expect(slots.json.days.every((day) => day.times.length > 0)).toBe(true);
  expect((await get(`${baseOrigin('redline-motors')}/api/v1/dealerships/${dealershipId}/available_service_bookings.json`)).status).toBe(404);

  const calls = watchLeads(page);
  await page.goto(`${baseOrigin('harbour-toyota')}/service`);
  await fillPerson(page);
  await label(page, 'Rego').fill('XYZ789');
  await label(page, 'Make').fill('Toyota');
  await label(page, 'Model').fill('Corolla');
  const slot = label(page, 'Booking time');
  await expect(slot.locator('option').nth(1)).toBeAttached();
  await slot.selectOption({ index: 1 });
  await page.getByLabel('Courtesy car').check();
  await page.getByLabel('4 stars').check({ force: true });
  await page.getByRole('button', { name: 'Book Service' }).click();
  await expectSuccess(page, 'service-booking');
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toMatchObject({ status: 201, lead: { additional_services: ['Courtesy car'], extra: { rego: 'XYZ789', last_service_rating: 4 } } });
  expect(String((calls[0]?.lead.extra as Record<string, unknown>).booking_time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
});

test('the other forms submit: sell my car, valuation, personalised finance, careers, special offers, pre-approval redirect', async ({ page }) => {
  const calls = watchLeads(page);
  const ownCar = async (form: Locator) => {
    await label(form, 'Rego').fill('SELL01');
    await label(form, 'Registration state').selectOption('QLD');
    await label(form, 'Make').fill('Toyota');
    await label(form, 'Model').fill('Corolla');
    await label(form, 'Year').fill('2019');
    await label(form, 'Odometer').fill('60000');
    await form.getByLabel('Excellent', { exact: true }).check();
  };
  const leadForm = page.locator('form.lead-form');

  await page.goto(`${baseOrigin('trade-in-warehouse')}/sell-my-car`);
  await fillPerson(page);
  await label(page, 'Postcode').fill('4000');
  await ownCar(leadForm);
  await page.getByLabel('No', { exact: true }).first().check();
  await page.getByLabel('Yes', { exact: true }).last().check();
  await expect(label(page, 'CL number')).toBeVisible();
  await label(page, 'CL number').fill('CL12345');
  await page.getByRole('button', { name: 'Get My Offer' }).click();
  await expectSuccess(page, 'sell-my-car');

  const { json: stockCar } = await getJson<{ hits: { make: string; model: string; year: number; km: number }[] }>(`${baseOrigin('harbour-toyota')}/api/search?car_type=used`);
  const sample = stockCar.hits[0];
  expect(sample).toBeDefined();
  await page.goto(`${baseOrigin('harbour-toyota')}/valuations?make=${sample?.make}&model=${sample?.model}&year=${sample?.year}&km=${sample?.km}`);
  // The estimate's own status: once the page hydrates, the rego lookup adds an empty one beside it.
  await expect(page.getByRole('status').filter({ hasText: /worth about \$[\d,]+ to \$[\d,]+|enough similar vehicles/ })).toBeVisible();
  await fillPerson(page);
  await ownCar(leadForm);
  await leadForm.getByRole('button', { name: 'Request Valuation' }).click();
  await expectSuccess(page, 'valuation');

  const car = await someCar('used');
  await page.goto(`${baseOrigin('harbour-toyota')}/personalised/finance?car_id=${car.id}`);
  await fillPerson(page, { split: true });
  await label(page, 'Loan term').selectOption('5 years');
  await page.getByLabel('Weekly').check();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await expectSuccess(page, 'personalised-finance');

  await page.goto(`${baseOrigin('redline-motors')}/careers`);
  await fillPerson(page);
  await label(page, 'Postcode').fill('4103');
  await label(page, 'Role').selectOption('Sales consultant');
  await label(page, 'Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await label(page, 'Tell us about yourself').fill('Ten years selling cars.');
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expectSuccess(page, 'careers');

  await page.goto(`${baseOrigin('redline-motors')}/special-offers`);
  await fillPerson(page);
  await page.getByLabel('Finance offers').check();
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expectSuccess(page, 'special-offers');

  await page.goto(`${baseOrigin('kiwi-car-co')}/finance-pre-approval?vehiclePriceBudget=20000`);
  await expect(page).toHaveURL(/\/finance\?vehiclePriceBudget=20000$/);
  await page.goto(`${baseOrigin('harbour-toyota')}/finance-pre-approval`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance pre-approval');

  await expect.poll(() => calls.length).toBe(5);
  expect(calls.map((call) => call.status)).toEqual([201, 201, 201, 201, 201]);
  expect(calls[0]?.lead).toMatchObject({ postcode: '4000', extra: { dealer_licence: 'CL12345' } });
});

const FORM_PAGES = [
  ['harbour-toyota', '/finance'],
  ['harbour-toyota', '/contact'],
  ['harbour-toyota', '/service'],
  ['harbour-toyota', '/cars/trade-in'],
  ['harbour-toyota', '/success?category=trade-in'],
  ['redline-motors', '/finance'],
  ['redline-motors', '/contact'],
  ['redline-motors', '/book-test-drive'],
  ['summit-auto-group', '/service'],
  ['outback-rv', '/sell-my-car'],
  ['lone-star-autos', '/valuations'],
  ['trade-in-warehouse', '/careers'],
  ['coastal-ev', '/special-offers'],
  ['kiwi-car-co', '/personalised/finance'],
] as const;

for (const [slug, path] of FORM_PAGES) {
  test(`${slug}${path}: no serious accessibility violations at 390 and 1280 px`, async ({ browser }) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(`${baseOrigin(slug)}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const name = `forms-${slug}${path.replace(/[^a-z0-9]+/gi, '-')}-${width}`;
      await keepScreenshot(page, { path: `test-results/screenshots/${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
}

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get, send, type HttpAnswer } from '../support/http';

/**
 * The lead API over HTTP against the production server (docs/api.md): every status it answers,
 * idempotency, the token on updates, multipart limits and sniffing, tenancy. Each test sends from
 * its own X-Forwarded-For address so the per-address rate limit of one test never touches another.
 */
const SITE = 'harbour-toyota';
const OTHER = 'redline-motors';
const person = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412345678', category: 'general-enquiry' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n');

type Options = { site?: string; path?: string; headers?: Record<string, string>; address?: string };
type LeadAnswer = { id: string; lead_id: string; lead_status: string; lead_token?: string; error?: string; errors?: Record<string, string[]> };

function addressOf(options: Options): string {
  return options.address ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

function json(answer: HttpAnswer): LeadAnswer {
  return JSON.parse(answer.body) as LeadAnswer;
}

async function postJson(body: unknown, options: Options = {}): Promise<HttpAnswer> {
  return send('POST', `${baseOrigin(options.site ?? SITE)}${options.path ?? '/api/leads'}`, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(options), ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function putJson(leadId: string, body: unknown, options: Options = {}): Promise<HttpAnswer> {
  return send('PUT', `${baseOrigin(options.site ?? SITE)}${options.path ?? '/api/leads'}/${leadId}`, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(options), ...options.headers },
    body: JSON.stringify(body),
  });
}

async function postForm(form: FormData, options: Options = {}): Promise<HttpAnswer> {
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return send('POST', `${baseOrigin(options.site ?? SITE)}${options.path ?? '/api/leads/with-files'}`, {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-forwarded-for': addressOf(options) },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

function leadForm(files: { name: string; bytes: Buffer; type?: string }[]): FormData {
  const form = new FormData();
  form.append('lead[name]', 'Jane Citizen');
  form.append('lead[email]', 'jane@example.com');
  form.append('lead[category]', 'sell-my-car');
  form.append('lead[visited_pages][]', '/sell-my-car');
  form.append('lead[extra]', JSON.stringify({ rego: 'ABC123' }));
  for (const file of files) form.append('files[]', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  return form;
}

test('POST /api/leads creates a lead: 201 with id, lead_id and lead_token', async () => {
  const answer = await postJson({ lead: person });
  expect(answer.status).toBe(201);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = json(answer);
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.lead_id).toBe(body.id);
  expect(body.lead_status).toBe('Complete');
  expect(body.lead_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('a repeated Idempotency-Key returns the same lead (200), per site', async () => {
  const key = randomUUID();
  const first = await postJson({ lead: person }, { headers: { 'idempotency-key': key } });
  const again = await postJson({ lead: person }, { headers: { 'idempotency-key': key } });
  const elsewhere = await postJson({ lead: person }, { site: OTHER, headers: { 'idempotency-key': key } });
  expect([first.status, again.status, elsewhere.status]).toEqual([201, 200, 201]);
  expect(json(again).lead_id).toBe(json(first).lead_id);
  expect(json(elsewhere).lead_id).not.toBe(json(first).lead_id);
  expect((await postJson({ lead: person }, { headers: { 'idempotency-key': 'x'.repeat(300) } })).status).toBe(400);
});

test('PUT /api/leads/{id} needs the lead token: 403 without or with a wrong one, 404 elsewhere', async () => {
  const created = json(await postJson({ lead: { lead_status: 'Incomplete', step_number: 1, email: 'jane@example.com' } }));
  expect(created.lead_status).toBe('Incomplete');
  const step = { lead: { lead_status: 'Incomplete', step_number: 2, phone: '0412345678' } };

  const without = await putJson(created.lead_id, step);
  expect(without.status).toBe(403);
  expect(json(without).error).toBe('This lead cannot be changed without its token.');
  expect((await putJson(created.lead_id, step, { headers: { 'x-lead-token': 'A'.repeat(43) } })).status).toBe(403);
  expect((await putJson(created.lead_id, step, { site: OTHER, headers: { 'x-lead-token': created.lead_token ?? '' } })).status).toBe(404);
  expect((await putJson(randomUUID(), step, { headers: { 'x-lead-token': created.lead_token ?? '' } })).status).toBe(404);

  const token = { 'x-lead-token': created.lead_token ?? '' };
  const updated = await putJson(created.lead_id, step, { headers: token });
  expect(updated.status).toBe(200);
  expect(json(updated)).toEqual({ id: created.lead_id, lead_id: created.lead_id, lead_status: 'Incomplete' });
  const completed = await putJson(created.lead_id, { lead: person }, { headers: token });
  expect(json(completed).lead_status).toBe('Complete');
  const reopened = await putJson(created.lead_id, step, { headers: token });
  expect(reopened.status).toBe(409);
});

test('422 carries the SPEC 5 message of each field', async () => {
  const answer = await postJson({ lead: { name: 'J4ne', email: 'not-an-email', phone: '12', postcode: '123', category: 'general-enquiry', emial: 'typo' } });
  expect(answer.status).toBe(422);
  expect(json(answer).errors).toEqual({
    name: ['Please use alphabetical characters only.'],
    email: ['invalid email address'],
    phone: ['Invalid phone number. Must be an Australian number.'],
    postcode: ['Invalid postcode. Please enter a 4-digit number.'],
    emial: ['Unknown field.'],
  });
  const empty = await postJson({});
  expect(empty.status).toBe(422);
  expect(json(empty).errors).toEqual({ _form: ['*This is a required field.'] });
});

test('the postcode is checked by the site: a ZIP code on the US site with the en-US message, 4 digits elsewhere', async () => {
  const us = { name: 'Jane Citizen', email: 'jane@example.com', phone: '(512) 555-0142', category: 'general-enquiry' };
  for (const postcode of ['78745', '78745-1234']) {
    expect((await postJson({ lead: { ...us, postcode } }, { site: 'lone-star-autos' })).status, postcode).toBe(201);
  }
  const zipMessage = 'Invalid ZIP code. Please enter 5 digits or ZIP+4 (12345-6789).';
  for (const postcode of ['2000', '78745-12', '787451234']) {
    const answer = await postJson({ lead: { ...us, postcode } }, { site: 'lone-star-autos' });
    expect(answer.status, postcode).toBe(422);
    expect(json(answer).errors, postcode).toEqual({ postcode: [zipMessage] });
  }
  const au = await postJson({ lead: { ...person, postcode: '78745' } });
  expect(au.status).toBe(422);
  expect(json(au).errors).toEqual({ postcode: ['Invalid postcode. Please enter a 4-digit number.'] });
  expect((await postJson({ lead: { ...person, postcode: '2000' } })).status).toBe(201);
});

test('400 for a body that is not JSON, 415 for another content type, 413 for a huge body; never a stack trace', async () => {
  const broken = await postJson('{"lead": {');
  expect(broken.status).toBe(400);
  expect(json(broken).error).toBe('The request body is not valid JSON.');
  const text = await send('POST', `${baseOrigin(SITE)}/api/leads`, { headers: { 'content-type': 'text/plain', 'x-forwarded-for': addressOf({}) }, body: 'hello' });
  expect(text.status).toBe(415);
  const huge = await postJson({ lead: { ...person, message: 'x'.repeat(70_000) } });
  expect(huge.status).toBe(413);
  for (const answer of [broken, text, huge]) expect(answer.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
});

test('a site only takes its own dealerships, locations and cars (422 on the field)', async () => {
  const otherCars = JSON.parse((await get(`${baseOrigin(OTHER)}/api/search?hitsPerPage=1`)).body) as { hits: { id: number }[] };
  const foreignCar = otherCars.hits[0]?.id;
  expect(foreignCar).toBeDefined();
  const cases: [Record<string, unknown>, string][] = [
    [{ dealership_slug: OTHER }, 'dealership_slug'],
    [{ website_slug: OTHER }, 'website_slug'],
    [{ car_id: foreignCar }, 'car_id'],
    [{ location_id: 999_999 }, 'location_id'],
  ];
  for (const [fields, field] of cases) {
    const answer = await postJson({ lead: { ...person, ...fields } });
    expect(answer.status, field).toBe(422);
    expect(Object.keys(json(answer).errors ?? {}), field).toEqual([field]);
  }
  const own = JSON.parse((await get(`${baseOrigin(SITE)}/api/search?hitsPerPage=1`)).body) as { hits: { id: number }[] };
  expect((await postJson({ lead: { ...person, car_id: own.hits[0]?.id } })).status).toBe(201);
});

test('POST /api/leads/with-files takes photos and PDFs checked by their bytes', async () => {
  const ok = await postForm(leadForm([{ name: 'front.png', bytes: PNG }, { name: 'service-history.pdf', bytes: PDF, type: 'application/pdf' }]));
  expect(ok.status).toBe(201);
  expect(json(ok).lead_id).toBeTruthy();

  const renamed = await postForm(leadForm([{ name: 'photo.jpg', bytes: Buffer.from('MZ\x90\x00 not a photo'), type: 'image/jpeg' }]));
  expect(renamed.status).toBe(415);
  expect(json(renamed).error).toContain('photo.jpg');

  const svg = await postForm(leadForm([{ name: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]));
  expect(svg.status).toBe(415);

  const bigFile = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
  expect((await postForm(leadForm([{ name: 'big.png', bytes: bigFile }]))).status).toBe(413);

  const many = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
  expect((await postForm(leadForm(many))).status).toBe(413);

  const total = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}.png`, bytes: Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024)]) }));
  expect((await postForm(leadForm(total))).status).toBe(413);

  const json415 = await postJson({ lead: person }, { path: '/api/leads/with-files' });
  expect(json415.status).toBe(415);
  const garbage = await send('POST', `${baseOrigin(SITE)}/api/leads/with-files`, {
    headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'x-forwarded-for': addressOf({}) },
    body: 'this is not multipart',
  });
  expect(garbage.status).toBe(400);
});

test('/mock serves the same API on a separate store', async () => {
  const created = await postJson({ lead: person }, { path: '/mock/api/leads' });
  expect(created.status).toBe(201);
  const { lead_id, lead_token } = json(created);
  // The real store does not know a mock lead.
  expect((await putJson(lead_id, { lead: person }, { headers: { 'x-lead-token': lead_token ?? '' } })).status).toBe(404);
  expect((await putJson(lead_id, { lead: person }, { path: '/mock/api/leads', headers: { 'x-lead-token': lead_token ?? '' } })).status).toBe(200);
  expect((await postForm(leadForm([{ name: 'a.png', bytes: PNG }]), { path: '/mock/api/leads/with-files' })).status).toBe(201);
});

test('429 with Retry-After when one address sends too many @embedded', async () => {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const statuses: number[] = [];
  let last: HttpAnswer | null = null;
  for (let i = 0; i < 35; i += 1) {
    last = await postJson({ lead: { lead_status: 'Incomplete' } }, { address });
    statuses.push(last.status);
    if (last.status === 429) break;
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
  expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  // Another address, and the same address on another site, are not held back.
  expect((await postJson({ lead: { lead_status: 'Incomplete' } })).status).toBe(201);
  expect((await postJson({ lead: { lead_status: 'Incomplete' } }, { address, site: OTHER })).status).toBe(201);
});

test('an unknown site answers 404 JSON', async () => {
  const answer = await send('POST', `${baseOrigin('no-such-site')}/api/leads`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lead: person }),
  });
  expect(answer.status).toBe(404);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from '@playwright/test';
import { frontPurgeToken, stockApiToken } from '../../playwright.config';
import { startVarnish, varnishInstalled, type Varnish } from '../../scripts/front/varnish';
import { carStateSchema } from '../../src/domain/validation/dealer-car';
import { dealerLeadSchema, leadPageSchema } from '../../src/domain/validation/dealer-leads';
import { get, send, type HttpAnswer } from '../support/http';
import { operatorToken } from '../support/operator';
import { prepareDatabase, temporaryPostgresDatabase, type DatabaseTarget } from '../support/server-process';

/**
 * The dealer API over HTTP against the production build, on a server of its own: its database
 * gets keys from the real CLIs (`npm run key:create`, `key:list`, `key:revoke`) before the server
 * opens it, as the embedded database allows one process at a time. Key scoping across two
 * dealerships, revoked and unknown keys, 422s with messages per field, paging leads with the since
 * cursor, cars changed through the API showing at once on the site's pages and search (and through
 * Varnish in front, which the server purges), and the
 * OpenAPI document checked by an OpenAPI 3.1 validator.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const PLATFORM = `http://localhost:${PORT}`;
const API = `${PLATFORM}/api/v1/dealer`;
const HARBOUR = 'harbour-toyota';
const REDLINE = 'redline-motors';
const site = (slug: string) => `http://${slug}.localhost:${PORT}`;
// Varnish in front of this spec's server, which purges it (tests/e2e/varnish-front.spec.ts has the rest).
const FRONT_PORT = PORT + 1;
const front = (slug: string) => `http://${slug}.localhost:${FRONT_PORT}`;
let varnish: Varnish | null = null;
const aud = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
const root = path.resolve(import.meta.dirname, '../..');

let workDir: string;
let target: DatabaseTarget;
let dropDatabase: (() => Promise<void>) | null = null;
let server: ChildProcess | null = null;
let log = '';
const keys = { harbour: '', redline: '', revoked: '', revokedPrefix: '' };
let listing = '';

function databaseEnv(): Record<string, string> {
  return 'pgliteDir' in target ? { PGLITE_DIR: target.pgliteDir, DATABASE_URL: '' } : { DATABASE_URL: target.databaseUrl };
}

/** Runs a key CLI the way an operator does and answers its output. */
function keyCli(script: string, args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, ...databaseEnv() }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run ${script} failed: ${run.stderr}`);
  return run.stdout;
}

function newKey(dealership: string): { key: string; prefix: string } {
  const output = keyCli('key:create', ['--dealership', dealership, '--label', 'e2e']);
  const key = /\b(fcd_[A-Za-z0-9_-]{43})\b/.exec(output)?.[1];
  const prefix = /prefix (fcd_[A-Za-z0-9_-]{8})\)/.exec(output)?.[1];
  if (!key || !prefix) throw new Error(`no key in: ${output}`);
  return { key, prefix };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server?.exitCode !== null) throw new Error(`server exited:\n${log}`);
    const answer = await get(`${PLATFORM}/api/v1/websites.json`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer:\n${log}`);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-dealer-api-'));
  target = { pgliteDir: path.join(workDir, 'pglite') };
  if (process.env.DATABASE_URL) {
    const database = await temporaryPostgresDatabase(process.env.DATABASE_URL);
    target = { databaseUrl: database.databaseUrl };
    dropDatabase = database.drop;
  }
  prepareDatabase(target);
  keys.harbour = newKey(HARBOUR).key;
  keys.redline = newKey(REDLINE).key;
  const revoked = newKey(REDLINE);
  keys.revoked = revoked.key;
  keys.revokedPrefix = revoked.prefix;
  expect(keyCli('key:revoke', [revoked.prefix])).toContain(`(${revoked.prefix}) revoked`);
  listing = keyCli('key:list', []);

  server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(PORT)], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...databaseEnv(),
      // An installation of its own: on a Redis shared with the main test server, its stored pages would be served there.
      REDIS_URL: '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      STOCK_API_TOKEN: stockApiToken,
      OPERATOR_TOKEN: operatorToken,
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      LEAD_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      ...(varnishInstalled() ? { FRONT_KIND: 'varnish', FRONT_PURGE_URL: `http://127.0.0.1:${FRONT_PORT}/`, FRONT_PURGE_TOKEN: frontPurgeToken } : {}),
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  await waitForServer();
  if (varnishInstalled()) varnish = await startVarnish({ appPort: PORT, port: FRONT_PORT, token: frontPurgeToken, output: 'ignore' });
});

test.afterAll(async () => {
  await varnish?.stop();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await dropDatabase?.();
  fs.rmSync(workDir, { recursive: true, force: true });
});

type Call = { key?: string | null; body?: unknown; headers?: Record<string, string> };

function call(method: string, pathname: string, options: Call = {}): Promise<HttpAnswer> {
  const key = options.key === undefined ? keys.harbour : options.key;
  return send(method, `${API}${pathname}`, {
    headers: {
      accept: 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
}

const json = <T = Record<string, unknown>>(answer: HttpAnswer) => JSON.parse(answer.body) as T;

const newCar = (price: number) => ({
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2023,
  car_type: 'used',
  price,
  km: 18_500,
  colour: 'Silver',
  simple_body: 'hatch',
  transmission: 'Automatic',
  features: ['Reversing camera'],
});

async function postLead(slug: string, name: string): Promise<string> {
  const answer = await send('POST', `${site(slug)}/api/leads`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lead: { name, email: 'api@example.com', phone: '0412345678', category: 'general-enquiry' } }),
  });
  expect(answer.status).toBe(201);
  return json<{ lead_id: string }>(answer).lead_id;
}

test('the key CLIs list keys by prefix, never the key, and show the revoked one', () => {
  expect(listing).toContain(keys.revokedPrefix);
  expect(listing).toMatch(new RegExp(`${keys.revokedPrefix}\\s+revoked`));
  for (const key of Object.values(keys).filter((k) => k.length > 20)) expect(listing).not.toContain(key);
});

test('no key, a wrong key and a revoked key are 401 with a Bearer challenge', async () => {
  for (const key of [null, 'fcd_not-a-real-key', keys.revoked, `${keys.harbour}x`]) {
    const answer = await call('GET', '/leads', { key });
    expect(answer.status, String(key)).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="dealer-api"');
    expect(json(answer).error).toMatch(/API key/);
  }
  const basic = await send('GET', `${API}/leads`, { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });
  expect(basic.status).toBe(401);
});

test('a car put through the API shows on the site, its changes show at once, and it can be removed', async () => {
  const stock = `E2E${Date.now() % 100_000}U`;
  const created = await call('PUT', `/cars/${stock}`, { body: newCar(31_234) });
  expect(created.status).toBe(201);
  const car = carStateSchema.parse(json(created));
  expect(car).toMatchObject({ stock_number: stock, status: 'in_stock', reserved: false, sold_at: null });

  const page = `${site(HARBOUR)}/cars/${car.slug}`;
  const first = await get(page);
  expect(first.status).toBe(200);
  expect(first.body).toContain(aud(31_234));
  expect((await get(page)).headers['x-nextjs-cache']).toBe('HIT');
  const search = async () => json<{ count: number; hits: { price: number; reserved: boolean }[] }>(await get(`${site(HARBOUR)}/api/search?query=${stock}`));
  expect((await search()).count).toBe(1);

  const replaced = await call('PUT', `/cars/${stock}`, { body: newCar(29_990) });
  expect(replaced.status).toBe(200);
  expect(json(replaced)).toMatchObject({ id: car.id, slug: car.slug });
  const after = await get(page);
  expect(after.headers['x-nextjs-cache']).not.toBe('HIT');
  expect(after.body).toContain(aud(29_990));
  expect(after.body).not.toContain(aud(31_234));
  expect((await search()).hits[0]?.price).toBe(29_990);

  const reserved = await call('PUT', `/cars/${stock}/reserved`, { body: { reserved: true } });
  expect(reserved.status).toBe(200);
  expect(json(reserved).reserved).toBe(true);
  expect((await search()).hits[0]?.reserved).toBe(true);

  const sold = await call('POST', `/cars/${stock}/sold`);
  expect(sold.status).toBe(200);
  expect(json(sold)).toMatchObject({ status: 'sold' });
  expect(json(sold).sold_at).toEqual(expect.any(String));
  expect((await get(page)).body).toContain('>SOLD<');

  expect((await call('DELETE', `/cars/${stock}`)).status).toBe(204);
  expect((await get(page)).status).toBe(404);
  expect((await search()).count).toBe(0);
  expect((await call('GET', `/cars/${stock}`)).status).toBe(404);
  expect((await call('DELETE', `/cars/${stock}`)).status).toBe(404);
});

test('a price change through the dealer API is visible through Varnish on the next request', async () => {
  test.skip(!varnishInstalled(), 'varnishd is not installed (CI installs Debian varnish)');
  const stock = `FRONT${Date.now() % 100_000}U`;
  const created = await call('PUT', `/cars/${stock}`, { body: newCar(27_450) });
  expect(created.status).toBe(201);
  const page = `${front(HARBOUR)}/cars/${carStateSchema.parse(json(created)).slug}`;
  try {
    await get(page);
    const stored = await get(page);
    expect(stored.headers['x-cache']).toBe('HIT');
    expect(stored.body).toContain(aud(27_450));

    expect((await call('PUT', `/cars/${stock}`, { body: newCar(26_990) })).status).toBe(200);
    const after = await get(page);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain(aud(26_990));
    expect(after.body).not.toContain(aud(27_450));
    expect((await get(page)).headers['x-cache']).toBe('HIT');

    expect((await call('POST', `/cars/${stock}/sold`)).status).toBe(200);
    expect((await get(page)).body).toContain('>SOLD<');
  } finally {
    expect((await call('DELETE', `/cars/${stock}`)).status).toBe(204);
  }
  expect((await get(page)).status).toBe(404);
});

test("a key reaches only its own dealership's cars: another dealer's stock number is 404 and left alone", async () => {
  const stock = `SCOPE${Date.now() % 100_000}`;
  expect((await call('PUT', `/cars/${stock}`, { body: newCar(20_000) })).status).toBe(201);
  for (const [method, suffix, body] of [
    ['GET', '', undefined],
    ['POST', '/sold', undefined],
    ['PUT', '/reserved', { reserved: true }],
    ['DELETE', '', undefined],
  ] as const) {
    const answer = await call(method, `/cars/${stock}${suffix}`, { key: keys.redline, body });
    expect(answer.status, `${method} ${suffix}`).toBe(404);
  }
  const own = json(await call('GET', `/cars/${stock}`));
  expect(own).toMatchObject({ status: 'in_stock', reserved: false });
  // The same stock number at another dealership is that dealership's own car.
  const theirs = await call('PUT', `/cars/${stock}`, { key: keys.redline, body: newCar(15_000) });
  expect(theirs.status).toBe(201);
  expect(json(theirs).id).not.toBe(own.id);
  expect((await get(`${site(REDLINE)}/api/search?query=${stock}`)).body).toContain('"count":1');
  expect((await call('DELETE', `/cars/${stock}`, { key: keys.redline })).status).toBe(204);
  expect((await call('GET', `/cars/${stock}`)).status).toBe(200);
  expect((await call('DELETE', `/cars/${stock}`)).status).toBe(204);
});

test('bad payloads are 422 with a message per field; unreadable bodies 400, 413, 415', async () => {
  const invalid = await call('PUT', '/cars/BAD1', { body: { make: '', year: 1850, price: -5, car_type: 'nearly-new', colour_code: 'X' } });
  expect(invalid.status).toBe(422);
  expect(json(invalid)).toEqual({
    error: 'The car is not valid.',
    errors: {
      make: ['Make cannot be empty.'],
      model: ['Model is required.'],
      year: ['Year is before 1900.'],
      price: ['Price cannot be negative.'],
      car_type: ['Car type must be new, demo or used.'],
      colour_code: ['This field is not part of a car.'],
    },
  });
  const wrongLocation = await call('PUT', '/cars/BAD2', { body: { ...newCar(1), location_id: 1_999_999 } });
  expect(json(wrongLocation)).toMatchObject({ errors: { location_id: ["This is not one of the dealership's locations."] } });
  const stock = await call('PUT', '/cars/has%20space', { body: newCar(1) });
  expect(stock.status).toBe(422);
  expect(Object.keys(json<{ errors: object }>(stock).errors)).toEqual(['stock_number']);
  expect(json(await call('PUT', '/cars/BAD3/reserved', { body: { reserved: 'yes' } }))).toMatchObject({ errors: { reserved: ['Reserved must be true or false.'] } });
  const query = await call('GET', '/leads?limit=500&since=soon');
  expect(query.status).toBe(422);
  expect(Object.keys(json<{ errors: object }>(query).errors).sort()).toEqual(['limit', 'since']);

  expect((await call('PUT', '/cars/BAD4', { body: '{"make":' })).status).toBe(400);
  expect((await call('PUT', '/cars/BAD4', { body: JSON.stringify(newCar(1)), headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  expect((await call('PUT', '/cars/BAD4', { body: { ...newCar(1), description: 'x'.repeat(70_000) } })).status).toBe(413);
  expect((await call('GET', '/cars/BAD4')).status).toBe(404);
});

test('leads: paging with the since cursor, one lead, acknowledgement, and only the key\'s own dealership', async () => {
  const start = json<{ next_cursor: string | null; has_more: boolean }>(await call('GET', '/leads?limit=100', { key: keys.redline }));
  let since = start.next_cursor;
  expect(start.has_more).toBe(false);
  const names = ['Paging Ann', 'Paging Ben', 'Paging Cat', 'Paging Dan', 'Paging Eve'];
  const ours: string[] = [];
  for (const name of names) ours.push(await postLead(REDLINE, name));
  const harbourLead = await postLead(HARBOUR, 'Other Dealer');

  const seen: string[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const answer = await call('GET', `/leads?limit=2${since ? `&since=${encodeURIComponent(since)}` : ''}`, { key: keys.redline });
    expect(answer.status).toBe(200);
    const pageOf = leadPageSchema.parse(json(answer));
    sizes.push(pageOf.leads.length);
    seen.push(...pageOf.leads.map((l) => l.lead_id));
    since = pageOf.next_cursor;
    if (!pageOf.has_more) break;
  }
  expect(sizes).toEqual([2, 2, 1]);
  expect(seen).toEqual(ours);
  expect(seen).not.toContain(harbourLead);

  const one = await call('GET', `/leads/${ours[0]}`, { key: keys.redline });
  expect(dealerLeadSchema.parse(json(one))).toMatchObject({ lead_id: ours[0], name: 'Paging Ann', website_slug: REDLINE, acknowledged_at: null });
  const acknowledged = await call('POST', `/leads/${ours[0]}/acknowledge`, { key: keys.redline });
  expect(acknowledged.status).toBe(200);
  expect(json(acknowledged).acknowledged_at).toEqual(expect.any(String));
  const pending = leadPageSchema.parse(json(await call('GET', '/leads?acknowledged=false&limit=100', { key: keys.redline })));
  expect(pending.leads.map((l) => l.lead_id)).not.toContain(ours[0]);
  expect(pending.leads.map((l) => l.lead_id)).toContain(ours[1]);

  for (const [method, pathname] of [
    ['GET', `/leads/${harbourLead}`],
    ['POST', `/leads/${harbourLead}/acknowledge`],
    ['GET', '/leads/not-a-lead-id'],
  ] as const) {
    expect((await call(method, pathname, { key: keys.redline })).status, pathname).toBe(404);
  }
  expect((await call('GET', `/leads/${harbourLead}`)).status).toBe(200);
  expect(json(await call('GET', `/leads/${harbourLead}`)).acknowledged_at).toBeNull();
});

test('the operator token acts for the dealership named in X-Dealership; the stock feed\'s token does not', async () => {
  expect((await call('GET', '/leads', { key: stockApiToken, headers: { 'x-dealership': REDLINE } })).status).toBe(401);
  const operator = { key: operatorToken };
  expect((await call('GET', '/leads', operator)).status).toBe(400);
  expect((await call('GET', '/leads', { ...operator, headers: { 'x-dealership': 'no-such-dealer' } })).status).toBe(404);
  const stock = `OP${Date.now() % 100_000}`;
  const created = await call('PUT', `/cars/${stock}`, { ...operator, headers: { 'x-dealership': REDLINE }, body: newCar(12_345) });
  expect(created.status).toBe(201);
  expect((await call('GET', `/cars/${stock}`, { key: keys.redline })).status).toBe(200);
  expect((await call('GET', `/cars/${stock}`)).status).toBe(404);
  expect((await call('DELETE', `/cars/${stock}`, { ...operator, headers: { 'x-dealership': REDLINE } })).status).toBe(204);
});

test('the OpenAPI document is public and valid OpenAPI 3.1', async () => {
  const answer = await get(`${API}/openapi.json`);
  expect(answer.status).toBe(200);
  const document = JSON.parse(answer.body) as Record<string, unknown>;
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(document.openapi).toBe('3.1.0');
  // The API is only on the platform host.
  expect((await get(`${site(HARBOUR)}/api/v1/dealer/openapi.json`)).status).toBe(404);
});

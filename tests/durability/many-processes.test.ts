import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send, type HttpAnswer } from '../support/http';
import { freePort, leadReceivers, type Receivers } from '../support/lead-receivers';
import { aimDemoDestinations, prepareDatabase, startServer, temporaryPostgresDatabase, waitForServer, type ServerProcess } from '../support/server-process';

/**
 * Two app processes (two `npm start` servers on their own ports, as two machines would run them)
 * on one PostgreSQL database and one Redis: what one stores or expires, the other sees; each runs
 * a lead delivery worker and no lead is sent twice; the lead rate limit is one count across both
 * (docs/scaling.md). Needs a PostgreSQL and a Redis server (the PostgreSQL leg of .ci/run).
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!shared) console.warn('[many-processes] skipped: needs DATABASE_URL and REDIS_URL (the PostgreSQL leg of .ci/run)');

const SITE_HOST = 'harbour-toyota.localhost';
const TOKEN = 'many-processes-stock-token-not-a-secret';
const LEADS = 40;
const RATE_LIMIT = 4;
const DESTINATIONS = ['email', 'adf', 'json'];
const PORT_BASE = Number(process.env.MANY_PROCESSES_PORT_BASE ?? 3150);

type Hit = { id: number; slug: string; price: number };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-many-'));
let databaseUrl = '';
let redisUrl = '';
let dropDatabase: (() => Promise<void>) | null = null;
const servers: ServerProcess[] = [];
let receivers: Receivers | null = null;

/** A Redis database of its own (1-15), so another test's server emptying the page store at start cannot touch this one's. */
function ownRedisDatabase(url: string): string {
  const own = new URL(url);
  own.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  return own.toString();
}

beforeAll(async () => {
  if (!shared) return;
  const database = await temporaryPostgresDatabase(process.env.DATABASE_URL!);
  databaseUrl = database.databaseUrl;
  dropDatabase = database.drop;
  redisUrl = ownRedisDatabase(process.env.REDIS_URL!);
});

afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await Promise.all(servers.map((server) => Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 5_000))])));
  await receivers?.stop();
  await dropDatabase?.();
  if (redisUrl) {
    const client = createClient({ url: redisUrl });
    await client.connect();
    await client.flushDb();
    client.destroy();
  }
  fs.rmSync(workDir, { recursive: true, force: true });
});

const origin = (port: number) => `http://127.0.0.1:${port}`;

function postLead(port: number, n: number, address: string): Promise<HttpAnswer> {
  return send('POST', `${origin(port)}/api/leads`, {
    host: SITE_HOST,
    // The servers trust one proxy hop, so each sender is counted under its own address.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'idempotency-key': `many-${n}-${address}` },
    body: JSON.stringify({ lead: { name: 'Shared Shopper', email: `shopper${n}@example.com`, phone: '0412345678', category: 'general-enquiry', message: `Lead ${n}` } }),
  });
}

describe.skipIf(!shared)('two app processes on one PostgreSQL and one Redis', () => {
  let a = 0;
  let b = 0;

  beforeAll(async () => {
    const appPort = await freePort(PORT_BASE);
    const smtpPort = await freePort(appPort + 1);
    const webhookPort = await freePort(smtpPort + 1);
    receivers = leadReceivers(smtpPort, webhookPort);
    prepareDatabase({ databaseUrl });
    await aimDemoDestinations({ databaseUrl }, `http://127.0.0.1:${webhookPort}/crm`);
    const env = {
      REDIS_URL: redisUrl,
      WEB_CONCURRENCY: '1',
      TRUSTED_PROXY_HOPS: '1',
      STOCK_API_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_RETRY_BASE_MS: '200',
      LEAD_RETRY_CAP_MS: '1000',
      LEAD_WORKER_POLL_MS: '100',
      LEAD_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first may build, and both migrate the same database.
    a = appPort;
    servers.push(startServer(a, { databaseUrl }, env));
    await waitForServer(a, servers[0]!, 600_000);
    b = await freePort(webhookPort + 1);
    servers.push(startServer(b, { databaseUrl }, env));
    await waitForServer(b, servers[1]!, 120_000);
  }, 900_000);

  it('serves a page stored by one process from the other, and a price changed on one is new on the other at once', async () => {
    const search = JSON.parse((await get(`${origin(a)}/api/search?status=in_stock&sort=price_desc`, SITE_HOST)).body) as { hits: Hit[] };
    const car = search.hits.find((hit) => hit.price > 1_000)!;
    const page = `/cars/${car.slug}`;
    expect((await get(`${origin(a)}${page}`, SITE_HOST)).status).toBe(200);
    expect((await get(`${origin(a)}${page}`, SITE_HOST)).headers['x-nextjs-cache']).toBe('HIT');
    const onB = await get(`${origin(b)}${page}`, SITE_HOST);
    expect(onB.headers['x-nextjs-cache']).toBe('HIT');

    const newPrice = car.price + 1_234;
    const changed = await send('PATCH', `${origin(b)}/api/v1/cars/${car.id}`, {
      host: `localhost:${b}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ price: newPrice }),
    });
    expect(changed.status).toBe(200);
    const after = await get(`${origin(a)}${page}`, SITE_HOST);
    expect(after.headers['x-nextjs-cache']).not.toBe('HIT');
    // The page's description names its own car's price (similar cars may share the old one).
    expect(after.body).toContain(`for $${newPrice.toLocaleString('en-AU')} at`);
    expect(after.body).not.toContain(`for $${car.price.toLocaleString('en-AU')} at`);
    expect((await get(`${origin(b)}${page}`, SITE_HOST)).headers['x-nextjs-cache']).toBe('HIT');
  }, 120_000);

  it('holds the lead rate limit across both processes', async () => {
    const address = '198.51.100.77';
    const answers: number[] = [];
    for (let n = 0; n < RATE_LIMIT + 2; n++) answers.push((await postLead(n % 2 === 0 ? a : b, n, address)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(RATE_LIMIT);
    expect(answers.slice(RATE_LIMIT)).toEqual([429, 429]);
  }, 60_000);

  it('delivers each lead exactly once with both delivery workers running', async () => {
    // Taken while the dealer's systems are down, so both workers find the whole backlog due at once.
    const ids: string[] = [];
    for (let n = 0; n < LEADS; n++) {
      const answer = await postLead(n % 2 === 0 ? a : b, n, `203.0.113.${n + 1}`);
      expect(answer.status).toBe(201);
      ids.push((JSON.parse(answer.body) as { lead_id: string }).lead_id);
    }
    await receivers!.start();
    const expected = ids.flatMap((id) => DESTINATIONS.map((d) => `${d}|${id}`));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !expected.every((key) => receivers!.arrivals.has(key))) await new Promise((resolve) => setTimeout(resolve, 250));
    // Time for any duplicate still on its way.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(expected.filter((key) => !receivers!.arrivals.has(key))).toEqual([]);
    expect([...receivers!.arrivals].filter(([, times]) => times > 1)).toEqual([]);
  }, 180_000);
});

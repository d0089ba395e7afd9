import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { send } from '../support/http';
import { freePort, leadReceivers, type Receivers } from '../support/lead-receivers';
import {
  aimDemoDestinations,
  prepareDatabase,
  startServer,
  temporaryPostgresDatabase,
  waitForServer,
  type DatabaseTarget,
  type ServerProcess,
} from '../support/server-process';

/**
 * The durability test: 200 leads go to the production server while the dealer's mail server and
 * CRM are down; the server is killed (SIGKILL, whole process group) part way through and
 * restarted; then the receivers come up. Every lead the server answered 2xx for must arrive at
 * each of the demo dealership's three destinations (email, ADF webhook, JSON webhook) exactly
 * once, counting raw arrivals at the receivers. On the embedded database, or on a fresh database
 * of the PostgreSQL server DATABASE_URL names.
 */
const LEADS = 200;
const KILL_AFTER = 80;
const CONCURRENCY = 8;
const DESTINATIONS = ['email', 'adf', 'json'];
const SITE_HOST = 'harbour-toyota.localhost';
// Ports from the range this repository's tests use (3130-3139 by convention), the first free ones.
const PORT_BASE = Number(process.env.DURABILITY_PORT_BASE ?? 3134);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-durability-'));
let target: DatabaseTarget = { pgliteDir: path.join(workDir, 'pglite') };
let dropDatabase: (() => Promise<void>) | null = null;
let server: ServerProcess | null = null;
let receivers: Receivers | null = null;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const database = await temporaryPostgresDatabase(process.env.DATABASE_URL);
  target = { databaseUrl: database.databaseUrl };
  dropDatabase = database.drop;
});

afterAll(async () => {
  server?.kill('SIGKILL');
  if (server) await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  await receivers?.stop();
  await dropDatabase?.();
  fs.rmSync(workDir, { recursive: true, force: true });
});

function leadBody(n: number): string {
  return JSON.stringify({
    lead: {
      name: `Durable Shopper ${String.fromCharCode(65 + (n % 26))}`,
      email: `shopper${n}@example.com`,
      phone: '0412345678',
      category: 'general-enquiry',
      message: `Lead number ${n} <&> "quoted"`,
      visited_pages: ['/', '/search/new-used-and-demo-cars'],
    },
  });
}

async function submit(port: number, n: number): Promise<string | null> {
  try {
    const answer = await send('POST', `http://127.0.0.1:${port}/api/leads`, {
      host: SITE_HOST,
      headers: { 'content-type': 'application/json', 'idempotency-key': `durability-${n}` },
      body: leadBody(n),
      timeoutMs: 20_000,
    });
    if (answer.status < 200 || answer.status > 299) return null;
    return (JSON.parse(answer.body) as { lead_id: string }).lead_id;
  } catch {
    return null;
  }
}

/** Submits leads `from`..`to-1` with a few at a time; `onAnswered` sees each 2xx lead id. */
async function submitRange(port: number, from: number, to: number, onAnswered: (id: string) => void): Promise<void> {
  let next = from;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < to) {
      const n = next;
      next += 1;
      const id = await submit(port, n);
      if (id) onAnswered(id);
    }
  });
  await Promise.all(workers);
}

describe('lead delivery survives a crash', () => {
  it('delivers every answered lead exactly once to each destination after SIGKILL and restart', async () => {
    const port = await freePort(PORT_BASE);
    const smtpPort = await freePort(port + 1);
    const webhookPort = await freePort(smtpPort + 1);
    receivers = leadReceivers(smtpPort, webhookPort);

    prepareDatabase(target);
    await aimDemoDestinations(target, `http://127.0.0.1:${webhookPort}/crm`);
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_RETRY_BASE_MS: '200',
      LEAD_RETRY_CAP_MS: '1000',
      LEAD_WORKER_POLL_MS: '200',
      LEAD_CLAIM_LEASE_MS: '3000',
      LEAD_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    };

    server = startServer(port, target, env);
    await waitForServer(port, server, 600_000);

    const answered = new Set<string>();
    let killed = false;
    await submitRange(port, 0, LEADS, (id) => {
      answered.add(id);
      if (!killed && answered.size >= KILL_AFTER) {
        killed = true;
        server?.kill('SIGKILL');
      }
    });
    await server.gone();
    const answeredBeforeKill = answered.size;
    expect(answeredBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answeredBeforeKill).toBeLessThan(LEADS);

    server = startServer(port, target, env);
    await waitForServer(port, server, 120_000);
    // The ones the kill cut off are sent again; their Idempotency-Key finds any the server stored before dying.
    await submitRange(port, 0, LEADS, (id) => answered.add(id));
    expect(answered.size).toBe(LEADS);

    await receivers.start();
    const expected = [...answered].flatMap((id) => DESTINATIONS.map((d) => `${d}|${id}`));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !expected.every((key) => receivers?.arrivals.has(key))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Time for any duplicate still on its way to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const missing = expected.filter((key) => !receivers?.arrivals.has(key));
    expect(missing).toEqual([]);
    const duplicated = [...receivers.arrivals].filter(([, times]) => times > 1);
    expect(duplicated).toEqual([]);
    expect(receivers.arrivals.size).toBe(LEADS * DESTINATIONS.length);

    // A clean stop, then the outbox agrees: every row delivered, none dead or waiting.
    server.kill('SIGTERM');
    await server.gone();
    server = null;
    const handle = 'pgliteDir' in target ? await openDatabase({ dataDir: target.pgliteDir }) : await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      const rows = await queryRows<{ status: string; n: number; attempts: number }>(
        handle.db,
        sql`select status, count(*)::int as n, sum(attempts)::int as attempts from lead_deliveries group by status`,
      );
      expect(rows.map((r) => [r.status, r.n])).toEqual([['delivered', LEADS * DESTINATIONS.length]]);
      expect(rows[0]?.attempts).toBeGreaterThan(LEADS * DESTINATIONS.length);
      const [leadCount] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from leads`);
      expect(leadCount?.n).toBe(LEADS);
      console.log(`[durability] ${answeredBeforeKill} leads answered before SIGKILL; ${rows[0]?.attempts} delivery attempts for ${LEADS * DESTINATIONS.length} deliveries`);
    } finally {
      await handle.close();
    }
  }, 900_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { freePort, leadReceivers, type Receivers } from '../../tests/support/lead-receivers';
import {
  aimDemoDestinations,
  prepareDatabase,
  startServer,
  temporaryPostgresDatabase,
  waitForServer,
  type DatabaseTarget,
} from '../../tests/support/server-process';

/**
 * `npm run bench:leads`: sustained lead intake of the production server (`npm start`) at 20
 * concurrent clients, with delivery running to local receivers (SMTP sink and webhook CRM) for
 * the demo dealership's three destinations. Then waits for the outbox to drain and checks that
 * the leads stored equal the leads each destination received, each once. PGlite always, and
 * PostgreSQL on a fresh database when DATABASE_URL is set. Writes bench/results/leads.json.
 */
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const DESTINATIONS = ['email', 'adf', 'json'] as const;
const SITE_HOST = 'harbour-toyota.localhost';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3137);
const DRAIN_TIMEOUT_MS = 10 * 60_000;

const body = JSON.stringify({
  lead: {
    name: 'Bench Shopper',
    email: 'bench@example.com',
    phone: '0412345678',
    category: 'used-vehicle-enquiry',
    message: 'Is this car still available? I would like to book a test drive on Saturday.',
    url: 'http://harbour-toyota.localhost/cars/example',
    visited_pages: ['/', '/search/used-cars', '/cars/example'],
    linked_query_params: { utm_source: 'bench' },
  },
});

type EngineResult = {
  engine: string;
  connections: number;
  seconds: number;
  leadsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  answered2xx: number;
  non2xx: number;
  errors: number;
  leadsStored: number;
  delivered: Record<string, number>;
  duplicates: number;
  drainSeconds: number;
  outbox: Record<string, number>;
  countInEqualsDelivered: boolean;
};

function distinctPerDestination(receivers: Receivers): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(DESTINATIONS.map((d) => [d, 0]));
  for (const key of receivers.arrivals.keys()) {
    const destination = key.split('|')[0] ?? '';
    counts[destination] = (counts[destination] ?? 0) + 1;
  }
  return counts;
}

async function openTarget(target: DatabaseTarget): Promise<DbHandle> {
  return 'pgliteDir' in target ? openDatabase({ dataDir: target.pgliteDir }) : openDatabase({ databaseUrl: target.databaseUrl });
}

async function benchEngine(engine: string, target: DatabaseTarget): Promise<EngineResult> {
  const port = await freePort(PORT_BASE);
  const smtpPort = await freePort(port + 1);
  const webhookPort = await freePort(smtpPort + 1);
  const receivers = leadReceivers(smtpPort, webhookPort);
  console.log(`[bench:leads] ${engine}: preparing the database`);
  prepareDatabase(target);
  await aimDemoDestinations(target, `http://127.0.0.1:${webhookPort}/crm`);
  await receivers.start();
  const server = startServer(port, target, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForServer(port, server, 600_000);
    console.log(`[bench:leads] ${engine}: ${CONNECTIONS} clients for ${DURATION_SECONDS} s on port ${port}`);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/leads`,
      method: 'POST',
      headers: { host: SITE_HOST, 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const loadEnded = Date.now();
    console.log(`[bench:leads] ${engine}: ${result['2xx']} leads answered 2xx (${result.non2xx} other, ${result.errors} errors); waiting for delivery`);
    let serverExited = false;
    void server.exited.then(() => (serverExited = true));

    // Wait until the receivers stop growing and hold every lead the server stored.
    let stable = 0;
    let last = -1;
    const answered = result['2xx'];
    while (Date.now() - loadEnded < DRAIN_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const total = receivers.arrivals.size;
      const counts = distinctPerDestination(receivers);
      if (DESTINATIONS.every((d) => (counts[d] ?? 0) >= answered) && total === last) stable += 1;
      else stable = 0;
      last = total;
      if (stable >= 2) break;
      if (serverExited) throw new Error(`the server exited during the benchmark:\n${server.output()}`);
      if ((Date.now() - loadEnded) % 10_000 < 1_000) console.log(`[bench:leads] ${engine}: delivered so far ${JSON.stringify(counts)}`);
    }
    const drainSeconds = Math.round((Date.now() - loadEnded) / 100) / 10;
    server.kill('SIGTERM');
    await server.gone();

    const handle = await openTarget(target);
    let leadsStored = 0;
    let outbox: Record<string, number> = {};
    try {
      const [leadRow] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from leads where not mock`);
      leadsStored = leadRow?.n ?? 0;
      const rows = await queryRows<{ status: string; n: number }>(handle.db, sql`select status, count(*)::int as n from lead_deliveries group by status`);
      outbox = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    } finally {
      await handle.close();
    }
    const delivered = distinctPerDestination(receivers);
    const duplicates = [...receivers.arrivals.values()].filter((n) => n > 1).length;
    return {
      engine,
      connections: CONNECTIONS,
      seconds: result.duration,
      leadsPerSecond: Math.round(result.requests.average * 10) / 10,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      answered2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      leadsStored,
      delivered,
      duplicates,
      drainSeconds,
      outbox,
      countInEqualsDelivered: DESTINATIONS.every((d) => delivered[d] === leadsStored) && duplicates === 0,
    };
  } finally {
    server.kill('SIGKILL');
    await receivers.stop();
  }
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-leads-'));
  try {
    results.push(await benchEngine('pglite', { pgliteDir: path.join(dir, 'pglite') }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await temporaryPostgresDatabase(serverUrl);
    try {
      results.push(await benchEngine('postgres', { databaseUrl: database.databaseUrl }));
    } finally {
      await database.drop();
    }
  }

  console.table(
    results.map((r) => ({
      engine: r.engine,
      'leads/s': r.leadsPerSecond,
      'p50 ms': r.latencyMs.p50,
      'p99 ms': r.latencyMs.p99,
      '2xx': r.answered2xx,
      stored: r.leadsStored,
      email: r.delivered.email,
      adf: r.delivered.adf,
      json: r.delivered.json,
      duplicates: r.duplicates,
      'drain s': r.drainSeconds,
      'in = delivered': r.countInEqualsDelivered,
    })),
  );
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    load: { connections: CONNECTIONS, seconds: DURATION_SECONDS, route: 'POST /api/leads', destinationsPerLead: DESTINATIONS.length },
    unit: 'ms',
    results,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/leads.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/leads.json');
  if (!results.every((r) => r.countInEqualsDelivered)) {
    console.error('[bench:leads] leads stored and leads delivered differ');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { applySiteFile } from '../../src/site/site-file-service';
import { readSiteFileFrom } from '../../src/site/site-file-text';
import { fileSource } from '../../src/stock/import/file-source';
import { csvLine, SAMPLE_HEADER, sampleRow } from '../../src/stock/import/sample-feed';
import { importStockFeed } from '../../src/stock/import/service';
import { openTestDatabase } from '../../tests/support/test-db';

/**
 * `npm run bench:import`: rows per second importing a generated 100,000-row CSV into one site,
 * (the example site file's site, in an empty database) first as new cars (inserts), then again
 * with every price changed (updates), on the embedded
 * engine and, when DATABASE_URL is set, on that PostgreSQL server. Each engine runs in a child
 * process of its own so its peak RSS (the whole process: parser, import and, for PGlite, the
 * database itself) is its own. Each pass also records the CPU seconds it took (see Pass). Prints a
 * table and writes bench/results/import.json.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** The site the feed goes to: the commented example site file, applied to an empty database. */
const SITE_FILE = 'docs/examples/site.yaml';
const GOAL = { rowsPerSecondPostgres: 5_000, peakRssMb: 300 };

/**
 * CPU seconds as well as wall seconds: on this shared machine the wall clock mostly measures the
 * other agents, while the CPU this import took (this process, and on a PostgreSQL server on this
 * machine its backends, read from /proc) says what the import itself costs.
 */
type Pass = {
  added: number;
  updated: number;
  sold: number;
  rejected: number;
  seconds: number;
  rowsPerSecond: number;
  nodeCpuSeconds: number;
  /** Null on PGlite (it runs in this process) or when the server's processes are not on this machine. */
  serverCpuSeconds: number | null;
};
type EngineResult = { engine: string; insert: Pass; update: Pass; rssBeforeImportMb: number; peakRssDuringImportMb: number; processMaxRssMb: number };

function writeFeed(file: string, priceBump: number): Promise<void> {
  const out = fs.createWriteStream(file);
  out.write(`${SAMPLE_HEADER}\n`);
  for (let n = 1; n <= ROWS; n++) out.write(`${csvLine(sampleRow(n, priceBump))}\n`);
  return new Promise((resolve, reject) => out.end(() => resolve()).on('error', reject));
}

/** CPU seconds so far of the server processes serving this database, when they are on this machine. */
async function serverCpu(handle: DbHandle, engine: string): Promise<number | null> {
  if (engine === 'pglite') return null;
  const backends = await queryRows<{ pid: number }>(handle.db, sql`select pid from pg_stat_activity where datname = current_database()`);
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks / ticksPerSecond;
}

const tenths = (n: number) => Math.round(n * 10) / 10;

async function pass(handle: DbHandle, engine: string, site: string, file: string): Promise<Pass> {
  const serverBefore = await serverCpu(handle, engine);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const summary = await importStockFeed(handle.db, { site, partial: false, source: fileSource(file), expire: () => {} });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverAfter = await serverCpu(handle, engine);
  return {
    added: summary.added,
    updated: summary.updated,
    sold: summary.sold,
    rejected: summary.rejected.length,
    seconds: tenths(seconds),
    rowsPerSecond: Math.round(ROWS / seconds),
    nodeCpuSeconds: tenths((cpu.user + cpu.system) / 1e6),
    serverCpuSeconds: serverBefore === null || serverAfter === null ? null : tenths(serverAfter - serverBefore),
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One engine, in this (child) process: prints its result as JSON on the last line. */
async function runEngine(engine: string, feeds: [string, string]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-import-'));
  const handle = engine === 'pglite' ? await openDatabase({ dataDir: path.join(dir, 'pglite') }) : await openTestDatabase();
  try {
    await migrate(handle);
    const { site } = await applySiteFile(handle.db, readSiteFileFrom(SITE_FILE), { dryRun: false, expire: () => {} });
    const rssBeforeImport = process.memoryUsage.rss();
    let peak = rssBeforeImport;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 50);
    const insert = await pass(handle, engine, site, feeds[0]);
    const update = await pass(handle, engine, site, feeds[1]);
    clearInterval(sampler);
    const result: EngineResult = {
      engine,
      insert,
      update,
      rssBeforeImportMb: mb(rssBeforeImport),
      peakRssDuringImportMb: mb(Math.max(peak, process.memoryUsage.rss())),
      // The process's own peak (kilobytes) since it started; for PGlite it includes the database engine itself.
      processMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    console.log(JSON.stringify(result));
  } finally {
    await ('drop' in handle ? (handle as { drop: () => Promise<void> }).drop() : handle.close());
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const child = process.argv.indexOf('--engine');
  if (child !== -1) {
    await runEngine(process.argv[child + 1]!, [process.argv[child + 2]!, process.argv[child + 3]!]);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-feed-'));
  const feeds: [string, string] = [path.join(dir, 'feed.csv'), path.join(dir, 'feed-prices.csv')];
  try {
    await writeFeed(feeds[0], 0);
    await writeFeed(feeds[1], 100);
    const feedMb = Math.round((fs.statSync(feeds[0]).size / 1024 / 1024) * 10) / 10;
    console.log(`feed: ${ROWS} rows, ${feedMb} MB CSV`);
    const engines = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
    const loadAtStart = os.loadavg().map(tenths);
    const results: EngineResult[] = [];
    for (const engine of engines) {
      const run = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--engine', engine, ...feeds], {
        encoding: 'utf8',
        env: engine === 'pglite' ? { ...process.env, DATABASE_URL: '' } : process.env,
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      });
      const last = run.stdout.trim().split('\n').at(-1) ?? '';
      if (run.status !== 0) throw new Error(`${engine} run failed:\n${run.stdout}`);
      results.push(JSON.parse(last) as EngineResult);
    }
    console.table(
      results.flatMap((r) =>
        (['insert', 'update'] as const).map((kind) => ({
          engine: r.engine,
          pass: kind === 'insert' ? `${ROWS} new cars` : `${ROWS} price changes`,
          seconds: r[kind].seconds,
          'rows/s': r[kind].rowsPerSecond,
          'node CPU s': r[kind].nodeCpuSeconds,
          'server CPU s': r[kind].serverCpuSeconds ?? '',
          'RSS before MB': r.rssBeforeImportMb,
          'peak RSS MB': r.peakRssDuringImportMb,
        })),
      ),
    );
    const output = {
      date: new Date().toISOString(),
      // Other work on the machine slows every figure: the load average at the end says how busy it was.
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverageAtStart: loadAtStart, loadAverage: os.loadavg().map(tenths) },
      feed: { rows: ROWS, megabytes: feedMb, format: 'csv' },
      goal: `streams (peak RSS under ${GOAL.peakRssMb} MB) and at least ${GOAL.rowsPerSecondPostgres} rows/s on PostgreSQL`,
      results,
    };
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/import.json', `${JSON.stringify(output, null, 2)}\n`);
    console.log('wrote bench/results/import.json');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createClient } from 'redis';
import { cpuAvailable, cpuBetween, snapshot, type Member } from './cpu';
import { allCarPages, firstVisits, type FirstVisits } from './first-visits';
import { summariseRounds, type Rounds } from './rounds';
import { startBenchServer } from './server';

/**
 * `npm run bench:pages -- --processes N`: first renders of car pages (each URL once, 50 at a time)
 * with one app process, then with N, on the PostgreSQL server and Redis the environment names
 * (docs/scaling.md). Both runs start with an empty page store and visit the same URLs in the same
 * order, after the same number of warm-up renders per process. Goal: N = 2 renders at least 1.5 times as many pages a second as one process. Each run
 * also records the CPU seconds the app processes, PostgreSQL, Redis and the load generator used
 * over its measured rounds (when they run on this machine), to show where a render's time goes.
 * Writes bench/results/pages-processes.json.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_RENDERS_PER_PROCESS = 150;
const WARM_LIMIT_SECONDS = 120;
const GOAL_RATIO = 1.5;

type Run = { processes: number; rounds: Omit<FirstVisits, 'visited'>[]; cpuSeconds: Record<string, number> | null; cpuMsPerRender: Record<string, number> | null } & Rounds;

const PARTS = ['app', 'postgres', 'redis', 'load generator'] as const;

/**
 * The most first renders a second this machine's cores could give if they did nothing else, from
 * the CPU one render costs all its parts together (the JavaScript thread's share is inside `app`).
 * On two cores shared with PostgreSQL and the load generator, this, not the process count, caps
 * what a second process can add.
 */
function rendersPerSecondBound(cpuMsPerRender: Record<string, number>): number {
  const ms = PARTS.reduce((sum, part) => sum + (cpuMsPerRender[part] ?? 0), 0);
  return Math.round((os.availableParallelism() * 1_000) / ms);
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/** PostgreSQL's and Redis's processes, when they run on this machine and their pid files can be read. */
async function serverProcesses(databaseUrl: string, redisUrl: string): Promise<Record<string, Member>> {
  const groups: Record<string, Member> = {};
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const { rows } = await db.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'");
    const postmaster = Number(fs.readFileSync(`${rows[0]!.setting}/postmaster.pid`, 'utf8').split('\n')[0]);
    if (fs.existsSync(`/proc/${postmaster}`)) groups.postgres = { parentAndChildren: postmaster };
  } catch {
    // another machine, or no right to read its directory: the run goes without PostgreSQL's share
  } finally {
    await db.end().catch(() => undefined);
  }
  const redis = createClient({ url: redisUrl });
  try {
    await redis.connect();
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    if (fs.existsSync(`/proc/${pid}`)) groups.redis = { pid };
  } catch {
    // as above
  } finally {
    if (redis.isOpen) redis.destroy();
  }
  return groups;
}

async function measure(processes: number, servers: Record<string, Member>): Promise<Run> {
  const server = await startBenchServer({ WEB_CONCURRENCY: String(processes) });
  try {
    const visits = await allCarPages(server.origin);
    // A warm-up first, on URLs of its own: the same number of renders for each process, so each
    // has compiled its render path and warmed its database connections as far as one process
    // alone would. A warm-up by time gives two processes half as many renders each whenever
    // they do not render twice as fast, and the compiling falls into the measured rounds.
    let offset = (await firstVisits(server.origin, visits.slice(0, WARM_RENDERS_PER_PROCESS * processes), WARM_LIMIT_SECONDS, { warnWhenOut: false })).visited;
    const groups = { app: { processGroup: server.processGroup }, ...servers };
    const before = cpuAvailable() ? snapshot(groups, ['app']) : null;
    const rounds: Omit<FirstVisits, 'visited'>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { visited, ...figures } = await firstVisits(server.origin, visits.slice(offset), SECONDS);
      offset += visited;
      rounds.push(figures);
    }
    const cpuSeconds = before ? cpuBetween(before, snapshot(groups, ['app'])) : null;
    const summary = summariseRounds(rounds);
    const renders = rounds.reduce((sum, r) => sum + r.rps * SECONDS, 0);
    const cpuMsPerRender = cpuSeconds
      ? Object.fromEntries(Object.entries(cpuSeconds).filter(([name]) => name !== 'wallSeconds').map(([name, s]) => [name, Number(((s * 1_000) / renders).toFixed(1))]))
      : null;
    console.log(
      `${processes} app process${processes === 1 ? '' : 'es'}: first renders ${summary.rps} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms (median round; ${offset} URLs)` +
        (cpuMsPerRender ? `; CPU ms per render: ${Object.entries(cpuMsPerRender).map(([name, ms]) => `${name} ${ms}`).join(', ')}` : ''),
    );
    return { processes, rounds, cpuSeconds, cpuMsPerRender, ...summary };
  } finally {
    await server.stop();
  }
}

export async function runProcesses(processes: number): Promise<void> {
  if (!Number.isInteger(processes) || processes < 2) throw new Error('--processes needs a whole number of 2 or more');
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error('--processes needs DATABASE_URL and REDIS_URL (several app processes share PostgreSQL and Redis)');
  const loadBefore = loadAverage();
  const servers = await serverProcesses(DATABASE_URL, REDIS_URL);
  const one = await measure(1, servers);
  const many = await measure(processes, servers);
  const ratio = Number((many.rps / one.rps).toFixed(2));
  const met = processes !== 2 || ratio >= GOAL_RATIO;
  const bound = one.cpuMsPerRender ? rendersPerSecondBound(one.cpuMsPerRender) : null;
  const boundRatio = bound === null ? null : Number((bound / one.rps).toFixed(2));
  console.table([one, many].map((run) => ({ processes: run.processes, rps: run.rps, p50: run.p50, p99: run.p99, ...run.cpuMsPerRender })));
  console.log(`${processes} processes render ${ratio}x one process${processes === 2 ? ` (goal >= ${GOAL_RATIO}x: ${met ? 'met' : 'NOT met'})` : ''}; load average before ${loadBefore.join(' ')}, after ${loadAverage().join(' ')}`);
  if (bound !== null) {
    console.log(`at one process's CPU per render, ${os.availableParallelism()} cores doing nothing else render at most ${bound} req/s = ${boundRatio}x one process, whatever the number of processes (a bound only when nothing else runs on the machine)`);
  }
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    engine: 'postgres+redis',
    seconds: SECONDS,
    rounds: ROUNDS,
    p99: 'median round (decision 012); p99Worst is the worst round',
    goal: `first renders with 2 processes >= ${GOAL_RATIO}x one process`,
    runs: [one, many],
    ratio,
    met,
    cpuBound: bound === null ? null : { rendersPerSecond: bound, ratio: boundRatio, cores: os.availableParallelism() },
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/pages-processes.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/pages-processes.json');
}

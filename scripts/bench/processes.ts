import fs from 'node:fs';
import os from 'node:os';
import { allCarPages, firstVisits, type FirstVisits } from './first-visits';
import { startBenchServer } from './server';

/**
 * `npm run bench:pages -- --processes N`: first renders of car pages (each URL once, 50 at a time)
 * with one app process, then with N, on the PostgreSQL server and Redis the environment names
 * (docs/scaling.md). Both runs start with an empty page store and visit the same URLs in the same
 * order. Goal: N = 2 renders at least 1.5 times as many pages a second as one process. Writes
 * bench/results/pages-processes.json.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_SECONDS = 5;
const GOAL_RATIO = 1.5;

type Run = { processes: number; rounds: Omit<FirstVisits, 'visited'>[]; rps: number; p50: number; p99: number };

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function measure(processes: number): Promise<Run> {
  const server = await startBenchServer({ WEB_CONCURRENCY: String(processes) });
  try {
    const visits = await allCarPages(server.origin);
    // A short run first, on URLs of its own, so every process has compiled its render path.
    let offset = (await firstVisits(server.origin, visits, WARM_SECONDS)).visited;
    const rounds: Omit<FirstVisits, 'visited'>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { visited, ...figures } = await firstVisits(server.origin, visits.slice(offset), SECONDS);
      offset += visited;
      rounds.push(figures);
    }
    const rps = Math.round(rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length);
    const p50 = [...rounds.map((r) => r.p50)].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
    const p99 = Math.max(...rounds.map((r) => r.p99));
    console.log(`${processes} app process${processes === 1 ? '' : 'es'}: first renders ${rps} req/s, p50 ${p50} ms, p99 ${p99} ms (${offset} URLs)`);
    return { processes, rounds, rps, p50, p99 };
  } finally {
    await server.stop();
  }
}

export async function runProcesses(processes: number): Promise<void> {
  if (!Number.isInteger(processes) || processes < 2) throw new Error('--processes needs a whole number of 2 or more');
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('--processes needs DATABASE_URL and REDIS_URL (several app processes share PostgreSQL and Redis)');
  const loadBefore = loadAverage();
  const one = await measure(1);
  const many = await measure(processes);
  const ratio = Number((many.rps / one.rps).toFixed(2));
  const met = processes !== 2 || ratio >= GOAL_RATIO;
  console.table([one, many].map((run) => ({ processes: run.processes, rps: run.rps, p50: run.p50, p99: run.p99 })));
  console.log(`${processes} processes render ${ratio}x one process${processes === 2 ? ` (goal >= ${GOAL_RATIO}x: ${met ? 'met' : 'NOT met'})` : ''}; load average before ${loadBefore.join(' ')}, after ${loadAverage().join(' ')}`);
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    engine: 'postgres+redis',
    seconds: SECONDS,
    rounds: ROUNDS,
    goal: `first renders with 2 processes >= ${GOAL_RATIO}x one process`,
    runs: [one, many],
    ratio,
    met,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/pages-processes.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/pages-processes.json');
}

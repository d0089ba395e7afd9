import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { benchFront } from './front';
import { frontOption } from './front-option';
import { processGroupMemory, type ProcessMemory } from './memory';
import { memoryGoal, pageGoals, type PageRole } from './page-goals';
import { allCarPages, fetchText, firstVisits } from './first-visits';
import { runProcesses } from './processes';
import { settle } from './settle';
import { summariseRounds, type Round, type Rounds } from './rounds';
import { startBenchServer, freePort } from './server';

/**
 * `npm run bench:pages`: requests per second and latency of dealer pages on the production server
 * at 50 connections (autocannon), beside two ceilings measured in the same run: a prerendered
 * static page of similar size from the same Next server, and a plain Node HTTP server returning a
 * dealer page's bytes, and first visits to car pages the cache has not seen. Two reference renders
 * put the first visits in scale: the smallest dynamic page (Next's own cost per render) and the
 * static page's markup rendered per request (the floor for any page of that size). Prints a table
 * and writes bench/results/pages.json.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SITE_HOST = 'harbour-toyota.localhost';

type Target = { name: string; role: PageRole; host: string; paths: string[] };
// The first-render row is one pass, not rounds: it has no per-round figures.
type Figures = { name: string; role: PageRole; path: string; bytes: number } & Round & Partial<Omit<Rounds, keyof Round>>;

/** Runs autocannon over the target's paths (round robin, so several paths spread over the cache). */
async function load(origin: string, target: Target, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: target.paths.map((p) => ({ method: 'GET', path: p, headers: { host: target.host } })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Every target warmed, then loaded for SECONDS in each of ROUNDS rounds, the targets taking turns,
 * so a slow moment of the machine falls on all pages alike instead of on one. Reported: mean
 * requests per second, median p50 and median p99 (scripts/bench/rounds.ts), the worst p99 beside it.
 */
async function measureAll(origin: string, targets: Target[]): Promise<Figures[]> {
  const bytes: number[] = [];
  for (const target of targets) {
    const first = await fetchText(origin, target.host, target.paths[0]!);
    if (first.status !== 200) throw new Error(`${target.name}: ${target.paths[0]} answered ${first.status}`);
    bytes.push(Buffer.byteLength(first.body));
    // Every path stored before the load, so no first render falls inside a measured round.
    for (const p of target.paths.slice(1)) await fetchText(origin, target.host, p);
    await load(origin, target, 2);
    await settle(origin);
  }
  const rounds: Round[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) {
      rounds[i]!.push(await load(origin, target, SECONDS));
      await settle(origin);
    }
  }
  return targets.map((target, i) => {
    const figures = summariseRounds(rounds[i]!);
    console.log(`${target.name}: ${figures.rps} req/s (rounds ${figures.rpsByRound.join(', ')}), p50 ${figures.p50} ms, p99 ${figures.p99} ms (median round; worst ${figures.p99Worst} ms)`);
    return { name: target.name, role: target.role, path: target.paths[0]!, bytes: bytes[i]!, ...figures };
  });
}

/**
 * A plain Node server answering every request with the same bytes: the machine's ceiling. The
 * bytes are encoded once, as a static file server holds them; a string would be re-encoded on
 * every response.
 */
async function plainServer(html: string): Promise<{ origin: string; close: () => void }> {
  // Beside BENCH_PORT when given, so a run stays in the port range it was given on a shared machine.
  const port = Number(process.env.BENCH_PORT) ? Number(process.env.BENCH_PORT) + 1 : await freePort();
  const body = Buffer.from(html);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function main() {
  // The machine is shared: the one-minute load average at the start and the end says how much.
  const loadAtStart = os.loadavg()[0]!;
  const server = await startBenchServer({ PGLITE_DIR: process.env.BENCH_PGLITE_DIR ?? './data/bench-pages' });
  const figures: Figures[] = [];
  let memory: ProcessMemory[] = [];
  try {
    const search = JSON.parse((await fetchText(server.origin, SITE_HOST, '/api/search?hitsPerPage=100')).body) as { hits: { slug: string }[] };
    const slugs = search.hits.map((h) => h.slug);
    if (slugs.length < 2) throw new Error('the demo site has too few cars to benchmark');
    const carPage = await fetchText(server.origin, SITE_HOST, `/cars/${slugs[0]}`);
    // The stored pages are measured against the static page first, in rounds that end well within
    // the 300 s a stored page lives (REVALIDATE_SECONDS): past it, each page measured would be
    // rendered again in the background during a round, a render the static page never pays, and
    // 100 car pages in turn would be 100 renders. The pages rendered per request follow.
    const stored: Target[] = [
      { name: 'static Next page (ceiling)', role: 'static', host: 'localhost', paths: ['/bench/reference'] },
      { name: 'home page', role: 'stored', host: SITE_HOST, paths: ['/'] },
      { name: 'search page, stored (no query string)', role: 'stored', host: SITE_HOST, paths: ['/search/new-used-and-demo-cars'] },
      ...(carPage.status === 200
        ? ([
            { name: 'car page, one car', role: 'stored', host: SITE_HOST, paths: [`/cars/${slugs[0]}`] },
            { name: 'car page, 100 cars in turn', role: 'stored', host: SITE_HOST, paths: slugs.map((s) => `/cars/${s}`) },
          ] satisfies Target[])
        : []),
    ];
    const rendered: Target[] = [
      { name: 'trivial dynamic Next page', role: 'other', host: 'localhost', paths: ['/bench/trivial'] },
      { name: 'static page rendered per request (render floor)', role: 'render-floor', host: 'localhost', paths: ['/bench/reference-rendered'] },
      { name: 'search page with a query (rendered per request)', role: 'other', host: SITE_HOST, paths: ['/search/new-used-and-demo-cars?sort=price_asc'] },
    ];
    const storedFrom = performance.now();
    figures.push(...(await measureAll(server.origin, stored)));
    console.log(`stored pages and the static page measured in ${Math.round((performance.now() - storedFrom) / 1000)} s`);
    figures.push(...(await measureAll(server.origin, rendered)));
    const visits = (await allCarPages(server.origin)).filter((v) => !(v.host === SITE_HOST && slugs.some((s) => v.path === `/cars/${s}`)));
    const { visited, ...uncached } = await firstVisits(server.origin, visits, SECONDS);
    console.log(`car page, first render: ${uncached.rps} req/s, p50 ${uncached.p50} ms, p99 ${uncached.p99} ms (${visited} pages)`);
    figures.push({ name: 'car page, first render (each URL once)', role: 'first-render', path: '/cars/{slug} of every site', ...uncached });
    // Every page measured and every car page of the network rendered: the demo has been served.
    memory = processGroupMemory(server.processGroup, process.cwd());
    const plain = await plainServer(carPage.status === 200 ? carPage.body : (await fetchText(server.origin, SITE_HOST, '/')).body);
    try {
      figures.push(...(await measureAll(plain.origin, [{ name: 'plain Node server, same bytes (ceiling)', role: 'other', host: 'localhost', paths: ['/'] }])));
    } finally {
      plain.close();
    }
  } finally {
    await server.stop();
  }

  const ceiling = figures[0]!.rps;
  console.table(figures.map((f) => ({ ...f, ofStatic: `${Math.round((f.rps / ceiling) * 100)}%` })));
  const total = (field: 'rssMb' | 'anonMb' | 'pssMb') => memory.reduce((sum, p) => sum + p[field], 0);
  const residentMb = total('rssMb');
  console.table(memory);
  console.log(`npm start's processes after serving the demo: ${residentMb} MB resident in all (their own pages ${total('anonMb')} MB; each page once, PSS, ${total('pssMb')} MB)`);
  const goals = [...pageGoals(figures), memoryGoal(total('pssMb'))];
  console.table(goals.map((g) => ({ ...g, met: g.met ? 'yes' : 'NO' })));
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAverage: [loadAtStart, os.loadavg()[0]!].map((load) => Number(load.toFixed(2))),
    p99: 'median round (decision 012); p99Worst is the worst round',
    goal: 'cached dealer pages >= 70% of the static Next page with p99 < 150 ms; uncached car page >= 100 req/s',
    results: figures,
    memory: { residentMb, anonMb: total('anonMb'), pssMb: total('pssMb'), processes: memory },
    goals,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/pages.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/pages.json');
}

const args = process.argv.slice(2);
const processesArg = args.indexOf('--processes');
// `npm run bench:pages --processes 2` (without `--`) reaches the script as npm's config variable.
const processes = processesArg >= 0 ? args[processesArg + 1] : process.env.npm_config_processes;
const run =
  frontOption(args, process.env.npm_config_front) === 'varnish'
    ? benchFront
    : processes !== undefined
      ? () => runProcesses(Number(processes))
      : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

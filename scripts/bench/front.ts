import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { startVarnish, varnishInstalled } from '../front/varnish';
import { freePort, startBenchServer } from './server';

/**
 * `npm run bench:pages -- --front varnish`: the stored pages served by Varnish with the
 * repository's VCL (deploy/varnish/forecourt.vcl), against the static Next page served by the app,
 * measured in the same run at the same 50 connections. Goal (issue 18): through Varnish at least
 * 3 times the static page's requests per second, with p99 under 50 ms. Writes
 * bench/results/pages-varnish.json, with the load average before and after.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SITE_HOST = 'harbour-toyota.localhost';
const GOAL = { shareOfStatic: 3, p99Ms: 50 } as const;

type Target = { name: string; origin: string; host: string; paths: string[]; viaFront: boolean };
type Run = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(target: Target, seconds: number): Promise<Run> {
  const result = await autocannon({
    url: target.origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: target.paths.map((p) => ({ method: 'GET', path: p, headers: { host: target.host } })),
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** JSON from a site: by Host header on loopback, which fetch() would replace with the URL's host. */
function siteJson<T>(port: number, host: string, pathname: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(body) as T);
          } catch (error) {
            reject(new Error(`${host}${pathname} answered ${res.statusCode}: ${String(error)}`));
          }
        });
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchFront(): Promise<void> {
  if (!varnishInstalled()) throw new Error('varnishd is not installed (Debian: apt-get install varnish)');
  const frontPort = Number(process.env.BENCH_FRONT_PORT) || (await freePort());
  const server = await startBenchServer({
    PGLITE_DIR: process.env.BENCH_PGLITE_DIR ?? './data/bench-pages',
    FRONT_KIND: 'varnish',
    FRONT_PURGE_URL: `http://127.0.0.1:${frontPort}/`,
  });
  const loadBefore = os.loadavg();
  const results: (Run & { name: string; viaFront: boolean; path: string; p99ByRound: number[] })[] = [];
  try {
    const varnish = await startVarnish({ appPort: server.port, port: frontPort, storage: 'malloc,256m', output: 'ignore' });
    try {
      const search = await siteJson<{ hits: { slug: string }[] }>(server.port, SITE_HOST, '/api/search?hitsPerPage=100');
      const cars = search.hits.map((h) => `/cars/${h.slug}`);
      const front = { origin: varnish.origin, host: SITE_HOST, viaFront: true };
      const targets: Target[] = [
        { name: 'static Next page (ceiling)', origin: server.origin, host: 'localhost', paths: ['/bench/reference'], viaFront: false },
        { name: 'home page via Varnish', ...front, paths: ['/'] },
        { name: 'search page, stored, via Varnish', ...front, paths: ['/search/new-used-and-demo-cars'] },
        { name: 'car page, one car, via Varnish', ...front, paths: [cars[0]!] },
        { name: 'car page, 100 cars in turn, via Varnish', ...front, paths: cars },
      ];
      for (const target of targets) await load(target, 2);
      const runs: Run[][] = targets.map(() => []);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, target] of targets.entries()) runs[i]!.push(await load(target, SECONDS));
      }
      for (const [i, target] of targets.entries()) {
        const r = runs[i]!;
        const figures: Run = {
          rps: Math.round(r.reduce((sum, x) => sum + x.rps, 0) / r.length),
          p50: median(r.map((x) => x.p50)),
          p99: Math.max(...r.map((x) => x.p99)),
          non2xx: r.reduce((sum, x) => sum + x.non2xx, 0),
          errors: r.reduce((sum, x) => sum + x.errors, 0),
        };
        console.log(`${target.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
        results.push({ name: target.name, viaFront: target.viaFront, path: target.paths[0]!, ...figures, p99ByRound: r.map((x) => x.p99) });
      }
    } finally {
      await varnish.stop();
    }
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg();
  const ceiling = results[0]!;
  const goals = results
    .filter((r) => r.viaFront)
    .map((r) => ({
      page: r.name,
      ofStatic: `${(r.rps / ceiling.rps).toFixed(2)}x`,
      p99: `${r.p99} ms`,
      met: r.rps >= GOAL.shareOfStatic * ceiling.rps && r.p99 < GOAL.p99Ms && r.non2xx === 0 && r.errors === 0 ? 'yes' : 'NO',
    }));
  console.table(goals);
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`load average: ${fmt(loadBefore)} before, ${fmt(loadAfter)} after`);
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    front: 'varnish',
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAverage: { before: loadBefore, after: loadAfter },
    goal: `stored pages through Varnish >= ${GOAL.shareOfStatic}x the static Next page's req/s with p99 < ${GOAL.p99Ms} ms`,
    results,
    goals,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/pages-varnish.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/pages-varnish.json');
}

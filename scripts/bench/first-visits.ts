import http from 'node:http';

/** First visits to car pages (each URL once), shared by `npm run bench:pages` and its `--processes` comparison. */
const CONNECTIONS = 50;

export async function fetchText(origin: string, host: string, pathname: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    http
      // A connection of its own: Node's global agent keeps sockets alive, and one the server has just
      // timed out answers the next request with ECONNRESET (a run on a loaded machine ended on it).
      .get(url, { headers: { host }, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

export type Visit = { host: string; path: string };
/** `visited`: how many of the URLs were asked for, so a following run can start after them. */
export type FirstVisits = { bytes: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; visited: number };

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Each URL requested once, 50 at a time, for `seconds`: every request is a page the cache has
 * not seen, so this is the cost of rendering a car page (its site's shell stays cached, as it
 * would in service). autocannon repeats its paths, so it cannot measure this.
 */
export async function firstVisits(origin: string, visits: Visit[], seconds: number, { warnWhenOut = true } = {}): Promise<FirstVisits> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const one = (visit: Visit) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      http
        .get(new URL(visit.path, origin), { agent, headers: { host: visit.host } }, (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => (size += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - sent);
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            bytes = Math.max(bytes, size);
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const worker = async () => {
    while (performance.now() < deadline && next < visits.length) await one(visits[next++]!);
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1_000;
  agent.destroy();
  if (warnWhenOut && next >= visits.length) console.warn(`first visits ran out of URLs after ${elapsed.toFixed(1)} s`);
  latencies.sort((a, b) => a - b);
  return { bytes, rps: Math.round(latencies.length / elapsed), p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), non2xx, errors, visited: next };
}

/** Every car page of the demo network, sites interleaved, for first visits. */
export async function allCarPages(origin: string): Promise<Visit[]> {
  const listing = JSON.parse((await fetchText(origin, 'localhost', '/api/v1/websites.json')).body) as { slug: string }[];
  const perSite: Visit[][] = [];
  for (const { slug } of listing) {
    const host = `${slug}.localhost`;
    const visits: Visit[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = JSON.parse((await fetchText(origin, host, `/api/search?hitsPerPage=100&page=${page}`)).body) as { hits: { slug: string }[] };
      visits.push(...answer.hits.map((h) => ({ host, path: `/cars/${h.slug}` })));
      if (answer.hits.length < 100) break;
    }
    perSite.push(visits);
  }
  const longest = Math.max(...perSite.map((v) => v.length));
  return Array.from({ length: longest }, (_, i) => perSite.flatMap((v) => (v[i] ? [v[i]] : []))).flat();
}


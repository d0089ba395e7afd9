import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { medianScores, verdicts, type LighthouseScores } from './lighthouse-goals';
import { startBenchServer } from './server';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on
 * each template's home, search and car page, against `npm start` on a free port with its own
 * PGlite directory, or against LIGHTHOUSE_ORIGIN's port when that server is already running.
 * Each page is visited once first (so it is a stored page, as shoppers get it) and then measured
 * LIGHTHOUSE_RUNS times; the median of each score is printed and written to bench/results/lighthouse.json.
 * Each run also records what its LCP was: the element and the four parts of its time.
 * LIGHTHOUSE_PAGES (e.g. `independent:search,franchise:car`) measures only those pages, to iterate on
 * them; such a run prints its figures and leaves the JSON of the last full run alone.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean) ?? [];

const SITES = [
  { template: 'franchise', slug: 'harbour-toyota' },
  { template: 'independent', slug: 'redline-motors' },
  { template: 'group', slug: 'summit-auto-group' },
] as const;

/**
 * Lighthouse's timing metrics in ms, to tell what a performance score is made of: the LCP's element
 * and its parts (time to first byte, resource load delay, load duration, render delay; simulated, so
 * they add up to the LCP), and the main-thread time spent on scripts (bootup time).
 */
type Metrics = {
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  lcpElement: string;
  lcpParts: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  scriptMs: number;
};

type PageResult = { template: string; site: string; page: 'home' | 'search' | 'car'; url: string; runs: (LighthouseScores & Metrics)[]; median: LighthouseScores };

/** GET through 127.0.0.1 with the site's Host: Node's resolver, unlike Chromium's, does not know *.localhost. */
async function get(url: string): Promise<string> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

async function pagesOf(origin: (slug: string) => string, slug: string): Promise<{ page: PageResult['page']; url: string }[]> {
  const home = await get(`${origin(slug)}/`);
  const searchPath = /href="(\/search\/[^"?#]+)"/.exec(home)?.[1] ?? '/search/new-used-and-demo-cars';
  const search = await get(`${origin(slug)}${searchPath}`);
  const carPath = /href="(\/cars\/[^"?#/]+)"/.exec(search)?.[1];
  if (!carPath) throw new Error(`no car link on ${slug}${searchPath}`);
  return [
    { page: 'home', url: `${origin(slug)}/` },
    { page: 'search', url: `${origin(slug)}${searchPath}` },
    { page: 'car', url: `${origin(slug)}${carPath}` },
  ];
}

type Audit = { numericValue?: number; details?: object };
/** The largest-contentful-paint-element audit's details: a list of two tables, the element's and its parts'. */
type LcpTables = { items?: { items?: { node?: { snippet?: string; selector?: string }; phase?: string; timing?: number }[] }[] };

/** The LCP element's tag and the four parts of its time, from the largest-contentful-paint-element audit. */
function lcpOf(audit: Audit | undefined): Pick<Metrics, 'lcpElement' | 'lcpParts'> {
  const rows = ((audit?.details as LcpTables | undefined)?.items ?? []).flatMap((table) => table.items ?? []);
  const node = rows.find((row) => row.node)?.node;
  // The rows come in this order (TTFB, load delay, load time, render delay); their labels are localised text.
  const [ttfb, loadDelay, loadTime, renderDelay] = rows.filter((row) => row.phase !== undefined).map((row) => Math.round(row.timing ?? Number.NaN));
  return {
    lcpElement: node?.snippet ?? node?.selector ?? 'none',
    lcpParts: { ttfb: ttfb ?? Number.NaN, loadDelay: loadDelay ?? Number.NaN, loadTime: loadTime ?? Number.NaN, renderDelay: renderDelay ?? Number.NaN },
  };
}

function scoresOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }): LighthouseScores & Metrics {
  const pct = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  return {
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    ...lcpOf(lhr.audits['largest-contentful-paint-element']),
    scriptMs: ms('bootup-time'),
    performance: pct('performance'),
    accessibility: pct('accessibility'),
    bestPractices: pct('best-practices'),
    seo: pct('seo'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
  };
}

async function measure(url: string, port: number): Promise<LighthouseScores & Metrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return scoresOf(result.lhr);
}

async function main() {
  const given = process.env.LIGHTHOUSE_ORIGIN;
  const server = given ? null : await startBenchServer({ PGLITE_DIR: process.env.BENCH_PGLITE_DIR ?? './data/bench-lighthouse' });
  const port = given ? new URL(given).port : String(server?.port);
  const origin = (slug: string) => `http://${slug}.localhost:${port}`;
  // Simulated throttling still runs the page at the machine's speed and scales what it saw, so a
  // busy machine lowers the scores: the one-minute load average is kept with the figures.
  const loadAtStart = os.loadavg()[0] ?? Number.NaN;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const results: PageResult[] = [];
  try {
    for (const site of SITES) {
      for (const { page, url } of await pagesOf(origin, site.slug)) {
        if (ONLY.length > 0 && !ONLY.includes(`${site.template}:${page}`)) continue;
        await get(url);
        const runs: (LighthouseScores & Metrics)[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port));
        const result: PageResult = { template: site.template, site: site.slug, page, url: new URL(url).pathname, runs, median: medianScores(runs) };
        results.push(result);
        const m = result.median;
        console.log(
          `${site.template.padEnd(12)} ${page.padEnd(7)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  bp ${String(m.bestPractices).padStart(3)}  seo ${String(m.seo).padStart(3)}  CLS ${m.cls.toFixed(3)}  (last run FCP ${runs.at(-1)?.fcp} LCP ${runs.at(-1)?.lcp} TBT ${runs.at(-1)?.tbt} SI ${runs.at(-1)?.si} ms)  ${result.url}`,
        );
        for (const run of runs) {
          const p = run.lcpParts;
          console.log(`    perf ${run.performance} TBT ${run.tbt} ms; LCP ${run.lcp} ms = TTFB ${p.ttfb} + load delay ${p.loadDelay} + load ${p.loadTime} + render delay ${p.renderDelay}; scripts ${run.scriptMs} ms; ${run.lcpElement}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
  const misses = results.flatMap((r) => verdicts(r.median).filter((v) => !v.met).map((v) => `${r.template} ${r.page}: ${v.goal} not met`));
  console.log(misses.length === 0 ? 'every page meets every goal' : misses.join('\n'));
  const loadAverage = { start: Math.round(loadAtStart * 100) / 100, end: Math.round((os.loadavg()[0] ?? Number.NaN) * 100) / 100 };
  console.log(`one-minute load average ${loadAverage.start} at the start, ${loadAverage.end} at the end`);
  if (ONLY.length > 0) {
    console.log(`LIGHTHOUSE_PAGES=${ONLY.join(',')}: bench/results/lighthouse.json left as it was`);
    return;
  }
  const output = { measuredAt: new Date().toISOString(), runsPerPage: RUNS, loadAverage, emulation: 'Lighthouse default mobile (Moto G Power, simulated slow 4G)', results, misses };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/lighthouse.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

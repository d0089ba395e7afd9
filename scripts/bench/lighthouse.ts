import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import http from 'node:http';
import { medianScores, verdicts, type LighthouseScores } from './lighthouse-goals';
import { startBenchServer } from './server';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on
 * each template's home, search and car page, against `npm start` on a free port with its own
 * PGlite directory, or against LIGHTHOUSE_ORIGIN's port when that server is already running.
 * Each page is visited once first (so it is a stored page, as shoppers get it) and then measured
 * LIGHTHOUSE_RUNS times; the median of each score is printed and written to bench/results/lighthouse.json.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const SITES = [
  { template: 'franchise', slug: 'harbour-toyota' },
  { template: 'independent', slug: 'redline-motors' },
  { template: 'group', slug: 'summit-auto-group' },
] as const;

/** Lighthouse's timing metrics in ms, to tell what a performance score is made of. */
type Metrics = { fcp: number; lcp: number; tbt: number; si: number };

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

function scoresOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> }): LighthouseScores & Metrics {
  const pct = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  return {
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const results: PageResult[] = [];
  try {
    for (const site of SITES) {
      for (const { page, url } of await pagesOf(origin, site.slug)) {
        await get(url);
        const runs: (LighthouseScores & Metrics)[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port));
        const result: PageResult = { template: site.template, site: site.slug, page, url: new URL(url).pathname, runs, median: medianScores(runs) };
        results.push(result);
        const m = result.median;
        console.log(
          `${site.template.padEnd(12)} ${page.padEnd(7)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  bp ${String(m.bestPractices).padStart(3)}  seo ${String(m.seo).padStart(3)}  CLS ${m.cls.toFixed(3)}  (last run FCP ${runs.at(-1)?.fcp} LCP ${runs.at(-1)?.lcp} TBT ${runs.at(-1)?.tbt} SI ${runs.at(-1)?.si} ms)  ${result.url}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
  const misses = results.flatMap((r) => verdicts(r.median).filter((v) => !v.met).map((v) => `${r.template} ${r.page}: ${v.goal} not met`));
  console.log(misses.length === 0 ? 'every page meets every goal' : misses.join('\n'));
  const output = { measuredAt: new Date().toISOString(), runsPerPage: RUNS, emulation: 'Lighthouse default mobile (Moto G Power, simulated slow 4G)', results, misses };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/lighthouse.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

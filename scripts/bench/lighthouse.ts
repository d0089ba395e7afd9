import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
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

type PageResult = { template: string; site: string; page: 'home' | 'search' | 'car'; url: string; runs: LighthouseScores[]; median: LighthouseScores };

async function pagesOf(origin: (slug: string) => string, slug: string): Promise<{ page: PageResult['page']; url: string }[]> {
  const home = await (await fetch(`${origin(slug)}/`)).text();
  const searchPath = /href="(\/search\/[^"?#]+)"/.exec(home)?.[1] ?? '/search/new-used-and-demo-cars';
  const search = await (await fetch(`${origin(slug)}${searchPath}`)).text();
  const carPath = /href="(\/cars\/[^"?#/]+)"/.exec(search)?.[1];
  if (!carPath) throw new Error(`no car link on ${slug}${searchPath}`);
  return [
    { page: 'home', url: `${origin(slug)}/` },
    { page: 'search', url: `${origin(slug)}${searchPath}` },
    { page: 'car', url: `${origin(slug)}${carPath}` },
  ];
}

function scoresOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> }): LighthouseScores {
  const pct = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: pct('performance'),
    accessibility: pct('accessibility'),
    bestPractices: pct('best-practices'),
    seo: pct('seo'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
  };
}

async function measure(url: string, port: number): Promise<LighthouseScores> {
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
        await fetch(url);
        const runs: LighthouseScores[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port));
        const result: PageResult = { template: site.template, site: site.slug, page, url: new URL(url).pathname, runs, median: medianScores(runs) };
        results.push(result);
        const m = result.median;
        console.log(
          `${site.template.padEnd(12)} ${page.padEnd(7)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  bp ${String(m.bestPractices).padStart(3)}  seo ${String(m.seo).padStart(3)}  CLS ${m.cls.toFixed(3)}  ${result.url}`,
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

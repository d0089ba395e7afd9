import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { DEMO_SITE_SLUGS } from '../support/demo-sites';
import { get } from '../support/http';
import { internalLinks } from '../support/links';

/**
 * Issue 14: from each demo site's home page, every internal link two clicks deep answers, never
 * 404 or 5xx; pages that ask for a signed-in shopper count by where their redirect lands.
 */
const CONCURRENCY = 4;
const MAX_REDIRECTS = 5;

type Visit = { path: string; status: number; body: string; from: string };

async function visit(origin: string, path: string, from: string): Promise<Visit> {
  let current = path;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await get(`${origin}${current}`);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      const next = new URL(location, `${origin}${current}`);
      if (next.origin !== origin) return { path, status: answer.status, body: '', from };
      current = `${next.pathname}${next.search}`;
      continue;
    }
    return { path, status: answer.status, body: answer.body, from };
  }
  return { path, status: 310, body: '', from };
}

async function visitAll(origin: string, targets: { path: string; from: string }[]): Promise<Visit[]> {
  const results: Visit[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      results.push(await visit(origin, target.path, target.from));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

for (const slug of DEMO_SITE_SLUGS) {
  test(`${slug}: every internal link two clicks from home answers`, async () => {
    test.setTimeout(20 * 60_000);
    const origin = baseOrigin(slug);
    const home = await visit(origin, '/', 'start');
    expect(home.status).toBe(200);

    const seen = new Set<string>(['/']);
    const fresh = (links: string[], from: string) =>
      links.filter((l) => !seen.has(l) && (seen.add(l), true)).map((path) => ({ path, from }));

    const first = await visitAll(origin, fresh(internalLinks(home.body, origin), '/'));
    const second = await visitAll(
      origin,
      first.filter((v) => v.status === 200).flatMap((v) => fresh(internalLinks(v.body, origin), v.path)),
    );
    const broken = [...first, ...second].filter((v) => v.status === 404 || v.status >= 500).map((v) => `${v.status} ${v.path} (linked from ${v.from})`);
    console.log(`${slug}: ${first.length} links on the home page, ${second.length} more one click further`);
    expect(broken).toEqual([]);
  });
}

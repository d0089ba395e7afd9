import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { DEMO_SITE_SLUGS } from '../support/demo-sites';
import { get } from '../support/http';
import { schemaOrgProblems } from '../support/schema-org';

/**
 * Issue 14's emitted standards against the standards' own definitions: every demo site's
 * /sitemap.xml against the sitemaps.org 0.9 XML Schema with xmllint. tests/fixtures/sitemap.xsd
 * is that schema (http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd, "Last Modifed
 * 2008-03-26") as the npm package sitemap@9.0.1 ships it in schema/sitemap.xsd, copied unchanged
 * (this machine reaches no web site). The sites serve no sitemap index. and the JSON-LD of home, car and location pages against the schema.org vocabulary
 * (tests/support/schema-org.ts).
 */
const XSD = path.resolve(import.meta.dirname, '../fixtures/sitemap.xsd');

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}

for (const slug of DEMO_SITE_SLUGS) {
  test(`${slug}: sitemap.xml is valid against the sitemaps.org schema; its pages' JSON-LD uses schema.org's vocabulary`, async () => {
    const origin = baseOrigin(slug);
    const sitemap = await get(`${origin}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain('<sitemapindex');
    const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: sitemap.body, encoding: 'utf8' });
    expect(lint.stderr.trim()).toBe('- validates');
    expect(lint.status).toBe(0);

    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
    const pages = ['/', locs.find((p) => p.startsWith('/cars/')), locs.find((p) => p.startsWith('/our-location/'))].filter((p): p is string => p !== undefined);
    let nodes = 0;
    for (const page of pages) {
      const answer = await get(`${origin}${page}`);
      expect(answer.status, page).toBe(200);
      for (const node of jsonLdOf(answer.body)) {
        nodes += 1;
        expect(schemaOrgProblems(node), `${slug}${page}`).toEqual([]);
      }
    }
    expect(nodes).toBeGreaterThan(0);
  });
}

import { NextRequest } from 'next/server';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { websites } from '../../src/db/schema';
import { proxy } from '../../proxy';
import { forgetSiteDirectory } from '../../src/site/directory';
import { readSiteDraft, saveSiteDraft } from '../../src/db/queries/site-versions';
import { PREVIEW_COOKIE, signPreviewToken } from '../../src/domain/site-versions/preview-token';
import { previewSecret } from '../../src/site/preview';
import { exportSiteFile } from '../../src/site/site-file-service';
import { useSeededAppDatabase } from '../support/app-database';

/**
 * The proxy knows each host's site from the app's own site directory, with no server to ask: these
 * tests run with none listening. A host no site has is answered 404 before anything renders, and
 * HSTS covers subdomains only where the site file says its whole domain is HTTPS.
 */
function ask(host: string, path = '/', cookie?: string): Promise<Response> {
  return Promise.resolve(proxy(new NextRequest(`http://${host}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } })));
}

describe('proxy hosts', () => {
  const database = useSeededAppDatabase();

  it("tags a site's stored pages for the front with its id, without a server to ask", async () => {
    const [row] = await database().db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
    const response = await ask('harbour-toyota.localhost', '/');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://harbour-toyota.localhost/sites/harbour-toyota.localhost');
    expect(response.headers.get('cache-tag')?.split(',')).toContain(`site:${row?.id}`);
  });

  it.each([
    ['a random host', 'x7q2-nobody.example'],
    ['an unknown slug under the platform', 'no-such-dealer.localhost'],
  ])('answers 404 for %s without rendering', async (_label, host) => {
    const response = await ask(host, '/cars/some-car');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Page not found: no site answers at this host\n');
  });

  it("binds subdomains to HTTPS only for a site whose file says its whole domain is HTTPS", async () => {
    expect((await ask('harbourtoyota.example')).headers.get('x-forecourt-hsts')).toBeNull();
    await database().db.execute(sql`update websites set config = config || '{"httpsWholeDomain": true}'::jsonb where slug = 'harbour-toyota'`);
    await forgetSiteDirectory();
    expect((await ask('harbourtoyota.example')).headers.get('x-forecourt-hsts')).toBe('whole-domain');
    expect((await ask('redlinemotors.example')).headers.get('x-forecourt-hsts')).toBeNull();
  });

  it("gives a draft's preview the draft's CSP additions (a tag added in the draft), and nobody else", async () => {
    const { db } = database();
    const ids = new Map((await db.select({ id: websites.id, slug: websites.slug }).from(websites)).map((row) => [row.slug, row.id]));
    const harbour = ids.get('harbour-toyota') as number;
    const file = await exportSiteFile(db, 'harbour-toyota');
    (file.website.config as Record<string, unknown>).tracking = { gtmContainerId: 'GTM-PREVIEW1' };
    await saveSiteDraft(db, harbour, file, 1, null);
    expect(await readSiteDraft(db, harbour)).not.toBeNull();
    const additions = async (cookie?: string) => (await ask('harbour-toyota.localhost', '/', cookie)).headers.get('x-forecourt-csp-additions') ?? '';
    const cookieFor = (siteId: number) => `${PREVIEW_COOKIE}=${signPreviewToken(previewSecret(), siteId, Date.now())}`;

    expect(await additions()).not.toContain('googletagmanager');
    expect(await additions(cookieFor(harbour))).toContain('script-src=https://www.googletagmanager.com');
    // A preview of another site, a forged token and an expired one change nothing here.
    expect(await additions(cookieFor(ids.get('redline-motors') as number))).not.toContain('googletagmanager');
    expect(await additions(`${PREVIEW_COOKIE}=${harbour}.9999999999.${'x'.repeat(43)}`)).not.toContain('googletagmanager');
    expect(await additions(`${PREVIEW_COOKIE}=${signPreviewToken(previewSecret(), harbour, Date.now() - 2 * 3_600_000)}`)).not.toContain('googletagmanager');
  });
});

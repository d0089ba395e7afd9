import { NextRequest } from 'next/server';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { websites } from '../../src/db/schema';
import { proxy } from '../../proxy';
import { forgetSiteDirectory } from '../../src/site/directory';
import { useSeededAppDatabase } from '../support/app-database';

/**
 * The proxy knows each host's site from the app's own site directory, with no server to ask: these
 * tests run with none listening. A host no site has is answered 404 before anything renders, and
 * HSTS covers subdomains only where the site file says its whole domain is HTTPS.
 */
function ask(host: string, path = '/'): Promise<Response> {
  return Promise.resolve(proxy(new NextRequest(`http://${host}${path}`, { headers: { host } })));
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
});

import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { forgetSiteDirectory } from '../../src/site/directory';
import { proxy } from '../../proxy';
import { openTestDatabase } from '../support/test-db';

/**
 * The proxy gives every rewritten request an `x-request-id`. Next carries request headers set by
 * the proxy to the page or route handler as `x-middleware-request-<name>` on the proxy's answer.
 */
const OURS = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function forwardedId(headers: Record<string, string>): Promise<string | null> {
  const request = new NextRequest('http://harbour-toyota.localhost/cars', { headers: { host: 'harbour-toyota.localhost', ...headers } });
  const response = await proxy(request);
  expect(response.headers.get('x-middleware-rewrite')).toBe('http://harbour-toyota.localhost/sites/harbour-toyota.localhost/cars');
  expect(response.headers.get('x-middleware-override-headers')?.split(',')).toContain('x-request-id');
  return response.headers.get('x-middleware-request-x-request-id');
}

// The proxy answers a host no site has itself, so the demo network is there to be found.
const DB_KEY = Symbol.for('forecourt.db');
const holder = globalThis as { [DB_KEY]?: Promise<DbHandle> };

describe('proxy request id', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await seedDemoNetwork(handle.db, '2026-11-23');
    holder[DB_KEY] = Promise.resolve(handle);
    forgetSiteDirectory();
  });

  afterAll(async () => {
    holder[DB_KEY] = undefined;
    forgetSiteDirectory();
    await handle.drop();
  });

  it('sets a new id when the request has none', async () => {
    expect(await forwardedId({})).toMatch(OURS);
  });

  it('gives two requests two ids', async () => {
    expect(await forwardedId({})).not.toBe(await forwardedId({}));
  });

  it('keeps an incoming id of our shape', async () => {
    expect(await forwardedId({ 'x-request-id': '0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e' })).toBe('0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e');
  });

  it('replaces an incoming id of another shape', async () => {
    const id = await forwardedId({ 'x-request-id': 'anything-a-client-likes' });
    expect(id).toMatch(OURS);
  });
});

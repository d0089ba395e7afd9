import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '../../proxy';
import { useSeededAppDatabase } from '../support/app-database';

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

describe('proxy request id', () => {
  useSeededAppDatabase();

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

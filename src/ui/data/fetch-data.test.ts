import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchData, FETCH_DATA_RETRIES } from './fetch-data';

/** A local server that fails the first `failures[path]` requests of a path with 503, then answers JSON. */
const failures: Record<string, number> = { '/once': 1, '/twice': 2, '/always': 99, '/slow': 0 };
const seen: Record<string, number> = {};
let origin = '';
const server = http.createServer((request, response) => {
  const path = request.url ?? '/';
  seen[path] = (seen[path] ?? 0) + 1;
  if (path === '/slow') return void setTimeout(() => response.end('{}'), 5_000);
  if (seen[path] <= (failures[path] ?? 0)) {
    response.statusCode = 503;
    return void response.end('busy');
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ path, tries: seen[path] }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchData: SPEC 7, up to 2 more tries on a non-OK answer, then "Unable to fetch data" and false', () => {
  it.each([
    ['/once', 2],
    ['/twice', 3],
  ])('%s: answered on try %i', async (path, tries) => {
    expect(await fetchData(`${origin}${path}`)).toEqual({ path, tries });
  });

  it('three failures: logs and answers false', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchData(`${origin}/always`)).toBe(false);
    expect(seen['/always']).toBe(FETCH_DATA_RETRIES + 1);
    expect(log).toHaveBeenCalledWith('Unable to fetch data', expect.objectContaining({ url: `${origin}/always`, last: 'answered 503' }));
    log.mockRestore();
  });

  it('a refused connection is a failure too', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchData('http://127.0.0.1:1/nothing-listens')).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('an aborted fetch rejects at once: not retried, not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const fetching = fetchData(`${origin}/slow`, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(fetching).rejects.toThrow();
    expect(seen['/slow']).toBe(1);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

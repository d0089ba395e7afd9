import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as searchRoute } from '../../app/sites/[site]/api/search/route';
import type { DbHandle } from '../../src/db/client';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * A route handler's log lines carry the request's id and site, and a failure logs the Error with
 * its stack, while the client gets a plain message. The process's logger is a pino logger writing
 * to a captured stream; everything else (route, site lookup, database) is real.
 */
const lines = vi.hoisted((): Record<string, unknown>[] => []);

vi.mock('../../src/lib/log', async () => {
  const { default: pino } = await import('pino');
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, capture) };
});

// The process-wide database holder of src/db/index.ts, pointed at this test's own database.
const DB_KEY = Symbol.for('forecourt.db');
const holder = globalThis as { [DB_KEY]?: Promise<DbHandle> };

const REQUEST_ID = '0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e';
const segment = { params: Promise.resolve({ site: 'harbour-toyota.localhost' }) };
// Each search asks for words no earlier one did: a repeated search is answered from this process's result cache (SPEC 9), with no database.
const search = (words: string) => new Request(`http://harbour-toyota.localhost/api/search?query=${words}`, { headers: { 'x-request-id': REQUEST_ID } });

describe('route handler log lines', () => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    holder[DB_KEY] = Promise.resolve(handle);
  });

  afterAll(async () => {
    holder[DB_KEY] = undefined;
    await handle.drop();
  });

  it('a failure after the site is known logs reqId, site and the stack; the client gets no stack', async () => {
    // Warms the site directory, so the site is still known once the database is gone.
    expect((await searchRoute(search('hilux'), segment)).status).toBe(200);

    const down = Promise.reject(new Error('connection to the database was lost'));
    down.catch(() => undefined);
    holder[DB_KEY] = down;
    const response = await searchRoute(search('corolla'), segment);
    holder[DB_KEY] = Promise.resolve(handle);

    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('at ');
    expect(body).not.toContain('connection to the database');

    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    const [line] = failed;
    expect(line).toMatchObject({ reqId: REQUEST_ID, site: 'harbour-toyota', status: 500, level: 50 });
    const err = line!.err as { message: string; stack: string };
    expect(err.message).toBe('connection to the database was lost');
    expect(err.stack).toContain('request-log.test.ts');
  });

  it('a request with no id of ours gets a new one on its lines', async () => {
    lines.length = 0;
    const down = Promise.reject(new Error('still down'));
    down.catch(() => undefined);
    holder[DB_KEY] = down;
    const request = new Request('http://harbour-toyota.localhost/api/search?query=camry', { headers: { 'x-request-id': 'not-one-of-ours' } });
    await searchRoute(request, segment);
    holder[DB_KEY] = Promise.resolve(handle);

    const [line] = lines.filter((l) => l.msg === 'request failed');
    expect(line?.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(line?.site).toBe('harbour-toyota');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryLimit, isNotFoundAnswer, maxEntriesFrom } from '../../page-store-rules.mjs';

/**
 * The disk page store (page-store.mjs) on a real directory, with Next's own file store under it:
 * a not-found page leaves nothing behind, and at most PAGE_STORE_MAX_ENTRIES pages stay.
 */
const MAX = 3;
process.env.PAGE_STORE_MAX_ENTRIES = String(MAX);
const { default: PageStore } = await import('../../page-store.mjs');
const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js');

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<html>${status}</html>`,
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false, tags: [] };

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
}

describe('page store on disk', () => {
  let distDir: string;
  let store: InstanceType<typeof PageStore>;

  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-page-store-'));
    store = new PageStore({ fs: nodeFs, serverDistDir: path.join(distDir, 'server'), flushToDisk: true, maxMemoryCacheSize: 0, dev: false });
  });

  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('writes nothing for any number of not-found pages', async () => {
    for (let i = 0; i < 50; i++) await store.set(`/route-cache/sites/x.localhost/cars/random-${i}`, page(404), ctx);
    expect(filesUnder(distDir)).toEqual([]);
  });

  it("hands back a stored page's HTML as the bytes written, not as text to be encoded again", async () => {
    const key = '/route-cache/sites/x.localhost/cars/bytes';
    await store.set(key, { ...page(200), html: '<html>Ute · 4×4</html>' }, ctx);
    const entry = await store.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    const html = (entry as { value: { html: unknown } } | null)?.value.html;
    expect(Buffer.isBuffer(html)).toBe(true);
    expect((html as Buffer).toString('utf8')).toBe('<html>Ute · 4×4</html>');
  });

  it(`keeps the ${MAX} pages written last and removes the files of older ones`, async () => {
    for (let i = 0; i < 7; i++) await store.set(`/route-cache/sites/x.localhost/cars/car-${i}`, page(200), ctx);
    const html = filesUnder(distDir).filter((f) => f.endsWith('.html')).map((f) => path.basename(f)).sort();
    expect(html).toEqual(['car-4.html', 'car-5.html', 'car-6.html']);
    expect(filesUnder(distDir).filter((f) => f.includes('car-0'))).toEqual([]);
  });
});

describe('page store rules', () => {
  it.each<[unknown, boolean]>([
    [page(404), true],
    [page(410), true],
    [page(200), false],
    [{ kind: 'FETCH', data: {} }, false],
    [null, false],
  ])('%j is a not-found answer: %s', (value, expected) => {
    expect(isNotFoundAnswer(value)).toBe(expected);
  });

  it('reads the entry limit, refusing nonsense', () => {
    expect(maxEntriesFrom(undefined)).toBe(10_000);
    expect(maxEntriesFrom('250')).toBe(250);
    expect(() => maxEntriesFrom('0')).toThrow(/PAGE_STORE_MAX_ENTRIES/);
    expect(() => maxEntriesFrom('lots')).toThrow(/PAGE_STORE_MAX_ENTRIES/);
  });

  it('evicts the key written longest ago; writing a key again makes it the newest', () => {
    const limit = entryLimit(2);
    expect(limit.write('a')).toEqual([]);
    expect(limit.write('b')).toEqual([]);
    expect(limit.write('a')).toEqual([]);
    expect(limit.write('c')).toEqual(['b']);
  });
});

import { describe, expect, it, vi } from 'vitest';

// Next's data cache needs a server; here it passes the value straight through, so the test sees
// exactly what a cache hit would hand back (the encoded text, decoded), unless a test makes it
// answer nothing, as Next's can (src/cache/tagged.ts).
const cache = vi.hoisted(() => ({ answersNothing: false }));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<string>) => async () => {
    const text = await fn();
    return cache.answersNothing ? undefined : text;
  },
}));

const { tagged } = await import('./tagged');

describe('tagged', () => {
  it('gives back dates as dates, nested anywhere', async () => {
    const value = { now: new Date('2026-11-23T12:00:00Z'), cars: [{ createdAt: new Date('2026-01-02T03:04:05Z'), soldAt: null }] };
    const out = await tagged(['k'], ['t'], async () => value);
    expect(out).toEqual(value);
    expect(out.now).toBeInstanceOf(Date);
    expect(out.cars[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('leaves objects that only look alike, and plain values, as they are', async () => {
    const value = { a: { $date: 'x', other: 1 }, b: 'text', c: 3, d: [true, null] };
    expect(await tagged(['k'], ['t'], async () => value)).toEqual(value);
  });
});

describe('tagged, when the data cache answers no value', () => {
  it('reads the value afresh, dates and all, rather than failing the page', async () => {
    cache.answersNothing = true;
    try {
      const value = { soldAt: new Date('2026-11-26T04:45:12Z'), count: 3 };
      const out = await tagged(['search', '2'], ['t'], async () => value);
      expect(out).toEqual(value);
      expect(out.soldAt).toBeInstanceOf(Date);
    } finally {
      cache.answersNothing = false;
    }
  });
});

describe('tagged, when renders miss the same key together', () => {
  it('reads it once for all of them, and again once they are answered', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { menu: ['Used cars'] };
    };
    const answers = await Promise.all([1, 2, 3].map(() => tagged(['menu-data', '1'], ['site:1'], read)));
    expect(answers).toEqual([{ menu: ['Used cars'] }, { menu: ['Used cars'] }, { menu: ['Used cars'] }]);
    expect(reads).toBe(1);
    await tagged(['menu-data', '1'], ['site:1'], read);
    expect(reads).toBe(2);
  });
});

import 'server-only';
import { unstable_cache } from 'next/cache';
import { log } from '../lib/log';
import { REVALIDATE_SECONDS } from './life';
import { hearExpiriesFromOtherProcesses } from './memory-tags-everywhere';
import { SharedReads } from './shared-reads';

/**
 * Next's data cache stores JSON, which would turn every Date into a string; dates travel as
 * `{ "$date": iso }` and are revived on the way out, so a cached value is the value computed.
 */
function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : v;
  });
}

function decode<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && typeof (v as { $date?: unknown }).$date === 'string' && Object.keys(v).length === 1
      ? new Date((v as { $date: string }).$date)
      : v,
  ) as T;
}

const inFlight = new SharedReads();

/**
 * `read()` through Next's data cache under `key`, tagged so a change expires it (src/cache/tags.ts)
 * and kept at most REVALIDATE_SECONDS. A page rendered from tagged reads carries their tags, so
 * expiring a tag also expires every stored page that used it. Renders that miss the same key
 * together share one read; each still asks the data cache itself, which is what tags its page.
 */
export async function tagged<T>(key: readonly string[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  // Joins a read in flight only once this process hears other processes' expiries, which let it go.
  const shared = async () => {
    await hearExpiriesFromOtherProcesses();
    return inFlight.read(JSON.stringify(key), tags, async () => encode(await read()));
  };
  const cached = unstable_cache(shared, [...key], {
    tags: [...tags],
    revalidate: REVALIDATE_SECONDS,
  });
  const text: unknown = await cached();
  if (typeof text === 'string') return decode<T>(text);
  // Next 16.4's unstable_cache can answer undefined: CI met it in the browser suite, for the 'makes'
  // key that the header menu and the search page both read (docs/benchmarks.md, "Next's data cache
  // answering no value", has the runs). One way found by reading Next: a call
  // that finds a stale entry while a page is being stored awaits the promise kept under its key for
  // this render, and when an earlier call of that key missed, that promise is the earlier call's
  // cache write, which resolves to nothing (next/dist/server/web/spec-extension/unstable-cache.js).
  // The value is read afresh instead.
  log.warn({ key: key[0], answered: typeof text }, 'data cache answered no value; read afresh');
  return read();
}

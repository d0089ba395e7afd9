// @ts-check

/**
 * What the page store keeps, for both stores (page-store.mjs on disk, cache-handler.mjs in Redis).
 * Next loads the stores itself at run time, so this is plain JavaScript.
 *
 * A not-found answer is never stored: every random slug would otherwise be written as a page of
 * its own (300 such requests once wrote 17.6 MB in 2,100 files), on the disk the embedded database
 * shares. Not storing it costs one render per such request, the same work the first one did.
 */

/**
 * @param {unknown} value what Next asks the store to keep (an incremental cache value)
 * @returns {boolean}
 */
export function isNotFoundAnswer(value) {
  if (typeof value !== 'object' || value === null) return false;
  const status = /** @type {{ status?: unknown }} */ (value).status;
  return status === 404 || status === 410;
}

/** Entries the disk store keeps by default; PAGE_STORE_MAX_ENTRIES changes it (docs/scaling.md). */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * @param {string | undefined} configured
 * @returns {number}
 */
export function maxEntriesFrom(configured) {
  if (configured === undefined || configured.trim() === '') return DEFAULT_MAX_ENTRIES;
  const value = Number(configured);
  if (!Number.isInteger(value) || value < 1) throw new Error(`PAGE_STORE_MAX_ENTRIES must be a whole number of at least 1, got ${JSON.stringify(configured)}`);
  return value;
}

/**
 * Keys in the order they were last written; `write` returns the keys to evict so at most `max` stay.
 * @param {number} max
 */
export function entryLimit(max) {
  /** @type {Map<string, true>} */
  const keys = new Map();
  return {
    /** @param {string} key @returns {string[]} */
    write(key) {
      keys.delete(key);
      keys.set(key, true);
      /** @type {string[]} */
      const evicted = [];
      for (const oldest of keys.keys()) {
        if (keys.size <= max) break;
        keys.delete(oldest);
        evicted.push(oldest);
      }
      return evicted;
    },
  };
}

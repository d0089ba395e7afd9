// @ts-check
import fs from 'node:fs/promises';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { entryLimit, isNotFoundAnswer, maxEntriesFrom } from './page-store-rules.mjs';

/**
 * The on-disk page store without REDIS_URL: Next's own file store, less what it must not keep and
 * bounded. A not-found answer is not written (page-store-rules.mjs), and at most
 * PAGE_STORE_MAX_ENTRIES pages rendered at run time are kept: writing one more removes the files of
 * the one written longest ago, which is rendered again when next asked for. scripts/start.ts empties
 * the run-time store on each start, so the count starts from nothing. next.config.ts names this
 * file for the production server when no REDIS_URL is set.
 */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

// The files Next writes for one page (file-system-cache.js): its HTML or body, data, meta and segments.
const PAGE_FILE_SUFFIXES = ['.html', '.rsc', '.meta', '.body', '.json'];
const SEGMENTS_SUFFIX = '.segments';
const APP_PAGE_KIND = 'APP_PAGE';

const limit = entryLimit(maxEntriesFrom(process.env.PAGE_STORE_MAX_ENTRIES));

export default class PageStore extends FileSystemCache {
  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundAnswer(data)) return;
    await super.set(key, data, ctx);
    if (!data) return;
    for (const evicted of limit.write(key)) await this.evict(evicted);
  }

  /** @param {string} key */
  async evict(key) {
    FileSystemCache.memoryCache?.remove?.(key);
    const base = /** @type {string} */ (this.getFilePath(`${key}.html`, APP_PAGE_KIND)).replace(/\.html$/, '');
    await Promise.all([
      ...PAGE_FILE_SUFFIXES.map((suffix) => fs.rm(`${base}${suffix}`, { force: true })),
      fs.rm(`${base}${SEGMENTS_SUFFIX}`, { recursive: true, force: true }),
    ]);
  }
}

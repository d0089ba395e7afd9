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

/**
 * Next reads a stored page's HTML file as text, and the text is encoded to bytes again on its way
 * out: for a 170 KB page, about 1 ms of every answer spent decoding and encoding the same bytes
 * (issue 30). Given the bytes, Next sends them as they are (a RenderResult takes a Buffer). Only
 * the `.html` files are read as bytes; the meta and fetch-cache files stay text.
 * @template {{ readFile: (path: string, encoding?: any) => Promise<any> }} T
 * @param {T} fsMethods the file methods Next gives a cache handler
 * @returns {T}
 */
function pageBytesReader(fsMethods) {
  return {
    ...fsMethods,
    readFile: (path, encoding) => (encoding === 'utf8' && String(path).endsWith('.html') ? fsMethods.readFile(path) : fsMethods.readFile(path, encoding)),
  };
}

export default class PageStore extends FileSystemCache {
  /** @param {any} ctx Next's options for a cache handler; typed `any` because Next's type is internal */
  constructor(ctx) {
    super(ctx);
    this.fs = pageBytesReader(this.fs);
  }

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

// Types of page-store.mjs (plain JavaScript: Next loads it itself), as its test uses it.
export default class PageStore {
  constructor(ctx: { fs: unknown; serverDistDir: string; flushToDisk: boolean; maxMemoryCacheSize: number; dev: boolean });
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  evict(key: string): Promise<void>;
}

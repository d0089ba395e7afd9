import type { Env } from '../../src/env';

/** The embedded database serves small hosts (1 GB): its one app process keeps to this heap. */
export const EMBEDDED_HEAP_MB = 192;

/**
 * Node flags of each app process. On the embedded database (issue 30: all of `npm start` within
 * 500 MB): V8 grows its heap far past what a server keeps alive and never gives the pages back, so
 * after a burst of first renders the process held over 300 MB of heap for about 130 MB of live
 * objects: a limit makes it collect instead. The young generation may reach 16 MB semi-spaces there
 * and 32 MB on a PostgreSQL server, which serves from hosts sized for it: a render's or an answer's
 * short-lived objects then die young instead of being copied and promoted. A first render took a
 * fifth less CPU with 32 MB (decision 051); a stored page 12-22% less with 16 MB than with 4,
 * for no more memory after the demo was served (decision 051's addendum).
 */
export function appProcessFlags(config: Pick<Env, 'DATABASE_URL' | 'APP_HEAP_MB'>): string[] {
  const heapMb = config.APP_HEAP_MB ?? (config.DATABASE_URL ? undefined : EMBEDDED_HEAP_MB);
  const semiSpaceMb = config.DATABASE_URL ? 32 : 16;
  return [`--max-semi-space-size=${semiSpaceMb}`, ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`])];
}

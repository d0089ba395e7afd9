import type { Env } from '../../src/env';

/** The embedded database serves small hosts (1 GB): its one app process keeps to this heap. */
export const EMBEDDED_HEAP_MB = 192;

/**
 * Node flags of each app process. On the embedded database (issue 30: all of `npm start` within
 * 500 MB): V8 grows its heap far past what a server keeps alive and never gives the pages back, so
 * after a burst of first renders the process held over 300 MB of heap for about 130 MB of live
 * objects: a limit makes it collect instead, and the young generation is kept to 4 MB semi-spaces.
 * On a PostgreSQL server, which serves from hosts sized for it, the young generation may reach 32
 * MB semi-spaces: a render's short-lived objects then die young instead of being copied and
 * promoted, and a first render took a fifth less CPU (decision 051).
 */
export function appProcessFlags(config: Pick<Env, 'DATABASE_URL' | 'APP_HEAP_MB'>): string[] {
  const heapMb = config.APP_HEAP_MB ?? (config.DATABASE_URL ? undefined : EMBEDDED_HEAP_MB);
  const semiSpaceMb = config.DATABASE_URL ? 32 : 4;
  return [`--max-semi-space-size=${semiSpaceMb}`, ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`])];
}

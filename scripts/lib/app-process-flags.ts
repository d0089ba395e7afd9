import type { Env } from '../../src/env';

/** The embedded database serves small hosts (1 GB): its one app process keeps to this heap. */
export const EMBEDDED_HEAP_MB = 192;

/**
 * Node flags of each app process (issue 30: all of `npm start` within 500 MB on the embedded
 * database). V8 grows its heap far past what a server keeps alive and never gives the pages back,
 * so after a burst of first renders the process held over 300 MB of heap for about 130 MB of live
 * objects: a limit makes it collect instead. The young generation is kept to 4 MB semi-spaces
 * (V8's default reaches 16), which cost a server only more frequent, shorter scavenges.
 */
export function appProcessFlags(config: Pick<Env, 'DATABASE_URL' | 'APP_HEAP_MB'>): string[] {
  const heapMb = config.APP_HEAP_MB ?? (config.DATABASE_URL ? undefined : EMBEDDED_HEAP_MB);
  return ['--max-semi-space-size=4', ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`])];
}

import type createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { createClient } from 'redis';

/** Types of stored-pages-redis.mjs, which stays plain JavaScript for Next to load at run time. */
export declare const STORED_PAGES_PREFIX: string;
export declare function storedPagesKeyPrefix(buildId: string, base?: string): string;
/** The client as `createClient` makes it (cache-handler.mjs), which the library accepts at run time. */
export declare function createStoredPagesHandler(options: {
  client: ReturnType<typeof createClient>;
  buildId: string;
  base?: string;
}): ReturnType<typeof createRedisHandler>;

import type { Env } from '../../src/env';

/**
 * How many app processes `npm start` runs: several only where everything they share lives in a
 * server (PostgreSQL for data and leads, Redis for stored pages and rate limits). The embedded
 * database is one process's, and without Redis each process would keep serving pages another one
 * expired, so asking for more there is an error rather than a quiet downgrade.
 */
export function processCount(config: Pick<Env, 'DATABASE_URL' | 'REDIS_URL' | 'WEB_CONCURRENCY'>, cores: number): number {
  const shared = Boolean(config.DATABASE_URL && config.REDIS_URL);
  if (config.WEB_CONCURRENCY === undefined) return shared ? cores : 1;
  if (config.WEB_CONCURRENCY > 1 && !shared) {
    throw new Error(`WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs DATABASE_URL and REDIS_URL: the embedded database and an unshared page cache serve one process`);
  }
  return config.WEB_CONCURRENCY;
}

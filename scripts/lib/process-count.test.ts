import { describe, expect, it } from 'vitest';
import { processCount } from './process-count';

const PG = 'postgresql://db/forecourt';
const REDIS = 'redis://cache:6379';

describe('processCount', () => {
  it.each([
    [undefined, undefined, undefined, 1],
    [PG, undefined, undefined, 1],
    [undefined, REDIS, undefined, 1],
    [PG, REDIS, undefined, 4],
    [PG, REDIS, 2, 2],
    [PG, REDIS, 1, 1],
    [undefined, undefined, 1, 1],
    [PG, undefined, 1, 1],
  ])('DATABASE_URL %s, REDIS_URL %s, WEB_CONCURRENCY %s on 4 cores: %i', (DATABASE_URL, REDIS_URL, WEB_CONCURRENCY, expected) => {
    expect(processCount({ DATABASE_URL, REDIS_URL, WEB_CONCURRENCY }, 4)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    [PG, undefined],
    [undefined, REDIS],
  ])('refuses several processes with DATABASE_URL %s and REDIS_URL %s', (DATABASE_URL, REDIS_URL) => {
    expect(() => processCount({ DATABASE_URL, REDIS_URL, WEB_CONCURRENCY: 2 }, 4)).toThrow(/needs DATABASE_URL and REDIS_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { appProcessFlags, EMBEDDED_HEAP_MB } from './app-process-flags';

const PG = 'postgresql://db.example/forecourt';

describe('appProcessFlags', () => {
  it.each([
    ['the embedded database, nothing set', {}, ['--max-semi-space-size=16', `--max-old-space-size=${EMBEDDED_HEAP_MB}`]],
    ['the embedded database with a heap set', { APP_HEAP_MB: 512 }, ['--max-semi-space-size=16', '--max-old-space-size=512']],
    ['a PostgreSQL server, nothing set: V8 decides the heap', { DATABASE_URL: PG }, ['--max-semi-space-size=32']],
    ['a PostgreSQL server with a heap set', { DATABASE_URL: PG, APP_HEAP_MB: 1024 }, ['--max-semi-space-size=32', '--max-old-space-size=1024']],
  ])('%s', (_, config, flags) => {
    expect(appProcessFlags(config)).toEqual(flags);
  });
});

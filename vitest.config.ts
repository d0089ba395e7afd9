import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { ALL_TESTS, DATABASE_TESTS } from './scripts/lib/test-legs';

/** Two projects: `unit` (no database, run once) and `db` (run on each engine); `npm test -- --only=unit,db`. */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside React's server build; tests run the same modules in plain Node.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores, for the main process; that process only
    // collects results, so on CI's two cores the default ran every file one at a time.
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ALL_TESTS, exclude: DATABASE_TESTS } },
      { extends: true, test: { name: 'db', include: DATABASE_TESTS, globalSetup: ['tests/support/seeded-template.ts'] } },
    ],
  },
});

import { spawnSync } from 'node:child_process';
import { operatorToken } from './operator';

/**
 * `npm run staff:create` against the test server's data, as an operator runs it while the site
 * serves: on the embedded database it hands the work to the running server, on PostgreSQL it writes
 * itself. Answers the command's exit code and output.
 */
export function staffCreate(args: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff/create.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? './data/e2e-pglite',
      PORT: String(process.env.E2E_PORT ?? 3100),
      OPERATOR_TOKEN: operatorToken,
      OPERATOR_URL: '',
    },
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

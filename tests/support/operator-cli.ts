import { spawnSync } from 'node:child_process';
import { operatorImportDir, operatorToken } from './operator';

export type CliRun = { code: number | null; out: string; err: string };

/**
 * An operator CLI (`scripts/...`) against the test server's data, as an operator runs it while the
 * site serves: on the embedded database it hands the work to the running server, on PostgreSQL it
 * writes itself and asks the server to expire its cache.
 */
export function operatorCli(script: string, args: string[]): CliRun {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? './data/e2e-pglite',
      PORT: String(process.env.E2E_PORT ?? 3100),
      OPERATOR_TOKEN: operatorToken,
      OPERATOR_IMPORT_DIR: operatorImportDir,
      OPERATOR_URL: '',
    },
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

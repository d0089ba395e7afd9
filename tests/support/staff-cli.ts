import { operatorCli, type CliRun } from './operator-cli';

/** `npm run staff:create` against the test server's data, as an operator runs it while the site serves. */
export function staffCreate(args: string[]): CliRun {
  return operatorCli('scripts/staff/create.ts', args);
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { applySiteFile, type ApplyResult } from '../src/site/site-file-service';
import { readSiteFileFrom } from '../src/site/site-file-text';
import { cliDatabase } from './lib/cli-database';
import { operatorPost } from './lib/operator-client';

/** `npm run site:apply -- path/to/site.yaml [--dry-run]` (docs/site-file.md): create or update a site from its file. */
const USAGE = 'Usage: npm run site:apply -- path/to/site.yaml [--dry-run]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = values['dry-run'];
  // Checked here first, so a mistake in the file is reported before anything is opened or handed over.
  const siteFile = readSiteFileFrom(file);
  const say = (line: string) => console.error(line);
  const db = await cliDatabase(say);
  let result: ApplyResult;
  if (db.kind === 'handover') {
    result = await operatorPost<ApplyResult>('/api/v1/operator/site-apply', { file: path.resolve(file), dryRun });
    say(`The server (process ${db.pid}) ${dryRun ? 'checked' : 'applied'} the file.`);
  } else {
    try {
      result = await applySiteFile(db.handle.db, siteFile, { dryRun, expire: db.expire });
    } finally {
      await db.close();
    }
  }
  if (result.changes.length === 0) console.log(`${result.site}: no change (the database already matches ${path.basename(file)})`);
  else {
    console.log(`${result.site}: ${dryRun ? 'would change' : 'changed'}:`);
    for (const change of result.changes) console.log(`  ${change}`);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`[site:apply] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

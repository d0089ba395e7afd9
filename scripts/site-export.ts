import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { exportSiteFile } from '../src/site/site-file-service';
import { siteFileText } from '../src/site/site-file-text';
import { cliDatabase } from './lib/cli-database';
import { operatorPost } from './lib/operator-client';

/** `npm run site:export -- --site {slug} [--json] [--out file]` (docs/site-file.md): the site as a site file, on stdout or into a file. */
const USAGE = 'Usage: npm run site:export -- --site {slug} [--json] [--out site.yaml]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string' }, json: { type: 'boolean', default: false }, out: { type: 'string' } },
  });
  if (!values.site || positionals.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const format = values.json ? 'json' : 'yaml';
  const say = (line: string) => console.error(line);
  const db = await cliDatabase(say);
  let text: string;
  if (db.kind === 'handover') {
    ({ text } = await operatorPost<{ text: string }>('/api/v1/operator/site-export', { site: values.site, format }));
    say(`The server (process ${db.pid}) exported the site.`);
  } else {
    try {
      text = siteFileText(await exportSiteFile(db.handle.db, values.site), format);
    } finally {
      await db.close();
    }
  }
  if (values.out) {
    fs.writeFileSync(values.out, text);
    say(`Wrote ${values.out}.`);
  } else process.stdout.write(text);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`[site:export] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

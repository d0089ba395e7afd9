import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { fileSource } from '../src/stock/import/file-source';
import type { ImportSummary } from '../src/stock/import/service';
import { importStockFeed } from '../src/stock/import/service';
import { summaryText } from '../src/stock/import/summary-text';
import { cliDatabase } from './lib/cli-database';
import { operatorPost } from './lib/operator-client';

/**
 * `npm run stock:import -- --site {slug} [--complete] [--mapping columns.yaml] feed.csv|feed.json|feed.xml`
 * (docs/stock-import.md). A feed changes only the cars it names; `--complete` says it lists the
 * dealership's whole stock, so every unsold car it leaves out is sold (issue 30: a full replace
 * only where asked for). A progress bar on a terminal, a line per tenth of the file otherwise,
 * and the summary at the end. Exit code 1 when the feed was refused as a whole.
 */
const USAGE = 'Usage: npm run stock:import -- --site {slug} [--complete] [--mapping columns.yaml] feed.csv|feed.json|feed.xml';

function progress(size: number): { onBytes: (bytes: number) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar({ format: 'importing [{bar}] {percentage}% | {value}/{total} KB | {eta}s left', stream: process.stderr }, cliProgress.Presets.shades_classic);
    bar.start(Math.max(1, Math.ceil(size / 1024)), 0);
    return { onBytes: (bytes) => bar.update(Math.ceil(bytes / 1024)), stop: () => bar.stop() };
  }
  let reported = 0;
  return {
    onBytes: (bytes) => {
      const tenth = Math.floor((bytes / Math.max(1, size)) * 10);
      if (tenth > reported) {
        reported = tenth;
        console.error(`read ${tenth * 10}% (${bytes} of ${size} bytes)`);
      }
    },
    stop: () => {},
  };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    // --partial was the opt-out when a full feed was the default; it is still accepted, so a
    // scheduled import written then keeps doing what it did.
    options: { site: { type: 'string' }, complete: { type: 'boolean', default: false }, partial: { type: 'boolean', default: false }, mapping: { type: 'string' } },
  });
  const file = positionals[0];
  if (!values.site || !file || positionals.length > 1 || (values.complete && values.partial)) {
    console.error(USAGE);
    return 2;
  }
  const say = (line: string) => console.error(line);
  const db = await cliDatabase(say);
  let summary: ImportSummary;
  if (db.kind === 'handover') {
    summary = await operatorPost<ImportSummary>('/api/v1/operator/stock-import', {
      site: values.site,
      file: path.resolve(file),
      ...(values.mapping ? { mapping: path.resolve(values.mapping) } : {}),
      partial: !values.complete,
    });
    say(`The server (process ${db.pid}) imported the feed and expired its cached pages.`);
  } else {
    try {
      const source = fileSource(file, values.mapping ? { mappingFile: values.mapping } : {});
      const bar = progress(source.size);
      source.onBytes = bar.onBytes;
      try {
        summary = await importStockFeed(db.handle.db, { site: values.site, source, partial: !values.complete, expire: db.expire });
      } finally {
        bar.stop();
      }
    } finally {
      await db.close();
    }
  }
  console.log(summaryText(summary));
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`[stock:import] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

import { parseArgs } from 'node:util';
import type { ApiKeyListing } from '../../src/db/queries/api-keys';
import { listKeys } from '../../src/dealer-api/keys';
import { runKeyCommand } from './run-key-command';

/** `npm run key:list [-- --dealership {slug}]`: every dealer API key (never the key itself), one a line. */
const { values } = parseArgs({ options: { dealership: { type: 'string' } } });

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');
const dealership = values.dealership ?? null;

await runKeyCommand<ApiKeyListing[]>(
  'key:list',
  { path: '/api/v1/operator/key-list', body: { dealership } },
  (db) => listKeys(db, dealership),
  (keys) => {
    if (keys.length === 0) {
      console.log('No keys.');
      return;
    }
    const rows = keys.map((key) => [
      String(key.id),
      key.dealershipSlug,
      key.prefix,
      key.revokedAt ? `revoked ${day(key.revokedAt)}` : 'active',
      day(key.createdAt),
      day(key.lastUsedAt),
      key.label ?? '',
    ]);
    const header = ['id', 'dealership', 'prefix', 'state', 'created (UTC)', 'last used', 'label'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
  },
);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseOrigin, stockApiToken } from '../../playwright.config';
import { FEED_COLUMNS } from '../../src/domain/stock-feed/columns';
import { newCarSlug } from '../../src/domain/validation/car-input';
import { get, send } from '../support/http';
import { operatorImportDir, operatorToken } from '../support/operator';
import { operatorCli } from '../support/operator-cli';

/**
 * The CLIs while `npm start` serves (docs/stock-import.md): on the embedded database they find its
 * lock held by the server and hand the work to it; on PostgreSQL (the suite run with DATABASE_URL)
 * they write themselves and ask the server to expire its cache. A site the other specs leave alone.
 * Hand-over takes the operator token and reads files only from the server's OPERATOR_IMPORT_DIR.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const HANDED_OVER = /is open in the running server \(process \d+\): handing the work to it at http:\/\/localhost:\d+/;
const SITE = 'highway-trucks';
const TRUCK = { stocknum: 'E2EHANDOVER1', make: 'Isuzu', model: 'FRR', year: '2021', car_type: 'used', badge: '110-240', km: '84000' };
const aud = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

const cli = operatorCli;

/** A directory of the test's own inside the server's import directory. */
function importDir(): string {
  fs.mkdirSync(operatorImportDir, { recursive: true });
  return fs.mkdtempSync(path.join(operatorImportDir, 'spec-'));
}

function feedWithPrice(dir: string, price: number): string {
  const file = path.join(dir, 'trucks.csv');
  const row: Record<string, string> = { ...TRUCK, price: String(price) };
  fs.writeFileSync(file, `${FEED_COLUMNS.join(',')}\n${FEED_COLUMNS.map((c) => row[c] ?? '').join(',')}\n`);
  return file;
}

test('stock:import hands its feed to the running server, and the car page shows the change at once @embedded', async () => {
  const dir = importDir();
  try {
    const first = 60_000 + (Date.now() % 5_000);
    // No flag: a feed changes only the cars it names, so the site's other trucks are not sold.
    const run = cli('scripts/stock-import.ts', ['--site', SITE, feedWithPrice(dir, first)]);
    if (onPostgres) expect(run.err).toMatch(/Expired \d+ cache tags on the server at http:\/\/localhost:\d+/);
    else {
      expect(run.err).toMatch(HANDED_OVER);
      expect(run.err).toMatch(/The server \(process \d+\) imported the feed/);
    }
    expect(run.out).toMatch(/trucks\.csv \(partial feed\) into highway-trucks: 1 rows read\n(added 1, updated 0|added 0, updated 1), unchanged 0, sold 0, rejected 0/);
    expect(run.code).toBe(0);

    const url = `${baseOrigin(SITE)}/cars/${newCarSlug({ ...TRUCK, year: 2021 })}`;
    expect((await get(url)).body).toContain(aud(first));
    expect((await get(url)).headers['x-nextjs-cache']).toBe('HIT');

    const second = first + 777;
    // --partial, the old opt-out, is still accepted and means the same.
    const again = cli('scripts/stock-import.ts', ['--site', SITE, '--partial', feedWithPrice(dir, second)]);
    expect(again.out).toContain('added 0, updated 1, unchanged 0, sold 0, rejected 0');
    const after = await get(url);
    expect(after.headers['x-nextjs-cache']).not.toBe('HIT');
    expect(after.body).toContain(aud(second));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('stock:import hands a malformed feed over too, and reports the server\'s refusal @embedded', async () => {
  const dir = importDir();
  try {
    const file = path.join(dir, 'broken.xml');
    fs.writeFileSync(file, '<inventory><vehicle><stocknum>E2EHANDOVER2</stocknum>');
    const run = cli('scripts/stock-import.ts', ['--site', SITE, file]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(onPostgres ? /\[stock:import\] broken\.xml line 1: / : /answered 422: broken\.xml line 1: /);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('site:export and site:apply --dry-run are handed over and change nothing @embedded', async () => {
  const exported = cli('scripts/site-export.ts', ['--site', SITE]);
  expect(exported.code).toBe(0);
  expect(exported.err).toMatch(onPostgres ? /Writing to the PostgreSQL server/ : HANDED_OVER);
  expect(exported.out).toContain('  slug: highway-trucks');
  const dir = importDir();
  try {
    const file = path.join(dir, 'highway-trucks.yaml');
    fs.writeFileSync(file, exported.out);
    const applied = cli('scripts/site-apply.ts', [file, '--dry-run']);
    expect(applied.code).toBe(0);
    expect(applied.out).toContain('highway-trucks: no change');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('key:create, key:list and key:revoke are handed over, so a key is issued and revoked while the site serves', async () => {
  const created = cli('scripts/keys/create.ts', ['--dealership', SITE, '--label', 'e2e hand-over']);
  expect(created.err).toMatch(onPostgres ? /Writing to the PostgreSQL server/ : HANDED_OVER);
  expect(created.code).toBe(0);
  const key = /\b(fcd_[A-Za-z0-9_-]{43})\b/.exec(created.out)?.[1];
  const prefix = /prefix (fcd_[A-Za-z0-9_-]{8})\)/.exec(created.out)?.[1];
  expect(key && prefix).toBeTruthy();
  const leads = () => send('GET', `${baseOrigin()}/api/v1/dealer/leads`, { headers: { authorization: `Bearer ${key}` } });
  expect((await leads()).status).toBe(200);

  const listed = cli('scripts/keys/list.ts', ['--dealership', SITE]);
  expect(listed.code).toBe(0);
  expect(listed.out).toMatch(new RegExp(`${prefix}\\s+active\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`));

  const revoked = cli('scripts/keys/revoke.ts', [prefix!]);
  expect(revoked.code).toBe(0);
  expect(revoked.out).toMatch(new RegExp(`\\(${prefix}\\) revoked at \\d{4}-`));
  expect((await leads()).status).toBe(401);
  expect(cli('scripts/keys/list.ts', ['--dealership', SITE]).out).toMatch(new RegExp(`${prefix}\\s+revoked \\d{4}-`));
});

test('the operator endpoints take only the operator token, and read no file outside the import directory', async () => {
  const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-e2e-outside-')), 'trucks.csv');
  const operator = (token: string, body: unknown) =>
    send('POST', `${baseOrigin()}/api/v1/operator/stock-import`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    fs.copyFileSync(feedWithPrice(importDir(), 61_000), outside);
    expect((await operator(stockApiToken, { site: SITE, file: outside, partial: true })).status).toBe(401);
    for (const file of [outside, '/etc/passwd.csv', path.join(operatorImportDir, '../e2e-pglite/../../package.json')]) {
      const refused = await operator(operatorToken, { site: SITE, file, partial: true });
      expect(refused.status).toBe(422);
      expect(refused.body).toContain('The server reads files only from OPERATOR_IMPORT_DIR');
    }
    const link = path.join(importDir(), 'link.csv');
    fs.symlinkSync(outside, link);
    expect((await operator(operatorToken, { site: SITE, file: link, partial: true })).status).toBe(422);
    const expiry = (token: string) =>
      send('POST', `${baseOrigin()}/api/v1/operator/cache-expiry`, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: ['site:1'] }),
      });
    expect((await expiry(stockApiToken)).status).toBe(401);
    expect((await expiry(operatorToken)).status).toBe(200);
  } finally {
    fs.rmSync(path.dirname(outside), { recursive: true, force: true });
  }
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guardSizeChecks, sizeChecks } from './next-size-check.mjs';

const RUNTIME = 'dist/compiled/next-server/app-page-turbo.runtime.prod.js';
const SOURCE = 'dist/server/lib/incremental-cache/index.js';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function fakeNext(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-size-check-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('guardSizeChecks', () => {
  it.each([
    [
      'a minified runtime, whatever its names',
      RUNTIME,
      'a();let q=JSON.stringify(v).length;if(c.fetchCache&&q>2097152&&!x){warn(q)}',
      'a();let q=c.fetchCache?JSON.stringify(v).length:0;if(c.fetchCache&&q>2097152&&!x){warn(q)}',
    ],
    [
      'the unminified source',
      SOURCE,
      '        const itemSize = JSON.stringify(data).length;\n        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024',
      '        const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;\n        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024',
    ],
  ])('guards %s, once', (_, file, before, after) => {
    const next = fakeNext({ [file]: before });
    expect(sizeChecks(next)).toEqual({ unguarded: [path.join(next, file)], guarded: [] });
    expect(guardSizeChecks(next)).toEqual({ unguarded: [], guarded: [path.join(next, file)] });
    expect(fs.readFileSync(path.join(next, file), 'utf8')).toBe(after);
    guardSizeChecks(next);
    expect(fs.readFileSync(path.join(next, file), 'utf8')).toBe(after);
  });

  it('leaves a file without the check as it is', () => {
    const next = fakeNext({ [RUNTIME]: 'let i=JSON.stringify(t).length;' });
    expect(guardSizeChecks(next)).toEqual({ unguarded: [], guarded: [] });
    expect(fs.readFileSync(path.join(next, RUNTIME), 'utf8')).toBe('let i=JSON.stringify(t).length;');
  });
});

describe('the installed Next', () => {
  // Fails when postinstall did not run, or when an upgrade moved the check: then read the new
  // IncrementalCache.set and see whether the guard is still needed (decision 054).
  it('has its page-size check guarded where the server renders pages', () => {
    const next = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
    const { unguarded, guarded } = sizeChecks(next);
    expect(unguarded).toEqual([]);
    expect(guarded).toContain(path.join(next, RUNTIME));
    expect(guarded).toContain(path.join(next, SOURCE));
  });
});

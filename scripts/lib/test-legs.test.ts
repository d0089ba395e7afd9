import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_TESTS } from './test-legs';

const root = path.resolve(import.meta.dirname, '../..');
const OPENS_A_DATABASE = /tests\/support\/test-db|tests\/support\/server-process|db\/client['"]/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('the database leg of the Vitest files', () => {
  it('holds every src or scripts test that opens a database, so CI runs it on both engines', () => {
    const opening = [...testFiles('src'), ...testFiles('scripts')].filter((file) => OPENS_A_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8')));
    const listed = DATABASE_TESTS.filter((glob) => !glob.includes('*'));
    expect(opening.sort()).toEqual(listed.sort());
  });
});

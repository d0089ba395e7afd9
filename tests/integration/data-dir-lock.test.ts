import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/db/data-dir-lock';
import { DatabaseUnavailableError } from '../../src/lib/errors';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database directory lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dataDir = tempDataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseUnavailableError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that has died', async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

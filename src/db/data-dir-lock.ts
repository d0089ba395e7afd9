import fs from 'node:fs';
import path from 'node:path';
import { DatabaseUnavailableError } from '../lib/errors';

/**
 * PGlite opens its data directory without any lock of its own, and two processes writing one
 * directory corrupt it. This lock file holds the owner's pid; a lock whose owner has died is
 * taken over, a live one refuses with a message that says which process holds it.
 */
const lockPathOf = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.lock`);

/** The live process, other than this one, that holds the directory's lock; null when none does. */
export function liveLockOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number.parseInt(fs.readFileSync(lockPathOf(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner !== process.pid && isAlive(owner) ? owner : null;
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => releaseIfOurs(lockPath);
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (owner === process.pid) return () => releaseIfOurs(lockPath);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DatabaseUnavailableError(
          `The embedded database ${dataDir} is in use by process ${owner}; stop that process or set DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseUnavailableError(`Could not lock the embedded database ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockPath: string): void {
  try {
    if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}

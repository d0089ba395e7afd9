import { openDatabase, type DbHandle } from '../../src/db/client';
import { liveLockOwner } from '../../src/db/data-dir-lock';
import { assertSchemaCurrent } from '../../src/db/migrate';
import { env } from '../../src/env';
import { operatorPost, operatorUrl, ServerUnreachableError } from './operator-client';

/**
 * How a CLI reaches the data while the site may be serving (docs/stock-import.md):
 * - PostgreSQL (DATABASE_URL): it connects itself, then asks the running server to expire the
 *   cache tags of what it changed, since Next's cache lives in the server process.
 * - Embedded database held by a running server: the whole work is handed to that server.
 * - Embedded database free: it opens it itself; no server runs, so nothing is cached to expire
 *   (`npm start` begins with an empty page cache).
 */
export type CliDatabase =
  | { kind: 'direct'; handle: DbHandle; expire: (tags: string[]) => Promise<void>; close: () => Promise<void> }
  | { kind: 'handover'; pid: number; url: string };

export async function cliDatabase(say: (line: string) => void): Promise<CliDatabase> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (!DATABASE_URL) {
    const pid = liveLockOwner(PGLITE_DIR);
    if (pid !== null) {
      say(`The embedded database ${PGLITE_DIR} is open in the running server (process ${pid}): handing the work to it at ${operatorUrl()}.`);
      return { kind: 'handover', pid, url: operatorUrl() };
    }
  }
  const handle = await openDatabase();
  try {
    await assertSchemaCurrent(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  say(DATABASE_URL ? 'Writing to the PostgreSQL server (DATABASE_URL).' : `Writing to the embedded database ${PGLITE_DIR} (no server holds it).`);
  const expire = DATABASE_URL ? (tags: string[]) => expireOnServer(tags, say) : async () => {};
  return { kind: 'direct', handle, expire, close: () => handle.close() };
}

async function expireOnServer(tags: string[], say: (line: string) => void): Promise<void> {
  if (tags.length === 0) return;
  if (!env().OPERATOR_TOKEN) {
    say(`OPERATOR_TOKEN is not set: a server running at ${operatorUrl()} keeps its cached pages until they expire (at most 5 minutes).`);
    return;
  }
  try {
    const { expired } = await operatorPost<{ expired: number }>('/api/v1/operator/cache-expiry', { tags });
    say(`Expired ${expired} cache tags on the server at ${operatorUrl()}.`);
  } catch (error) {
    if (!(error instanceof ServerUnreachableError)) throw error;
    say(`${error.message} No server, so no cached page to expire.`);
  }
}

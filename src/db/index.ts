import 'server-only';
import { log } from '../lib/log';
import { openDatabase, type Db, type DbHandle } from './client';
import { assertSchemaCurrent } from './migrate';

// The server may load this module from more than one bundle; one handle per process lives on
// globalThis so the embedded directory is opened once.
const KEY = Symbol.for('forecourt.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const holder = globalThis as Holder;

/** The process-wide database, opened on first use and checked to be at this code's schema. */
export async function getDb(): Promise<Db> {
  holder[KEY] ??= open();
  try {
    return (await holder[KEY]).db;
  } catch (error) {
    holder[KEY] = undefined;
    throw error;
  }
}

async function open(): Promise<DbHandle> {
  const handle = await openDatabase();
  try {
    await assertSchemaCurrent(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  log.info({ engine: handle.engine }, 'database opened');
  return handle;
}

export type { Db } from './client';

import 'server-only';
import { getDb, type Db } from '../db';
import { purgeCodesBefore, purgeSessionsExpiredBy } from '../db/queries/accounts';
import { purgeStaffSignIns } from '../db/queries/staff';
import { codeRetentionCutoff, sessionRetentionCutoff } from '../domain/accounts/retention';
import { msUntilNextPurge, PURGE_BATCH_SIZE, type LastPurge } from '../domain/purge-schedule';
import { env } from '../env';
import { log } from '../lib/log';
import { backgroundWorkersOn } from '../outbox/switch';

/**
 * Deletes sign-in codes past their retention and sessions that ran out (docs/accounts.md,
 * "Retention"): one batch of each per pass. Every app process runs it; the deletes are idempotent,
 * so two processes purging at once only share the work.
 */
export type SignInPurge = { codes: number; sessions: number };

export async function purgeStaleSignIns(db: Db, now: Date, limit = PURGE_BATCH_SIZE): Promise<SignInPurge> {
  const codes = await purgeCodesBefore(db, codeRetentionCutoff(now), limit);
  const sessions = await purgeSessionsExpiredBy(db, sessionRetentionCutoff(now), limit);
  // Console staff codes and sessions follow the same retention (issue 28).
  const staff = await purgeStaffSignIns(db, codeRetentionCutoff(now), sessionRetentionCutoff(now), limit);
  return { codes: codes + staff.codes, sessions: sessions + staff.sessions };
}

/** On globalThis, like the delivery workers, so a second copy of this module starts no second timer. */
const KEY = Symbol.for('forecourt.signInHousekeeping');
const holder = globalThis as { [KEY]?: true };

/** The server process's purge timer; `BACKGROUND_WORKERS=off` keeps the process out of it, as out of every background job. */
export function startSignInHousekeeping(): void {
  if (!backgroundWorkersOn(env()) || holder[KEY]) return;
  holder[KEY] = true;
  let last: LastPurge = null;

  async function pass(): Promise<void> {
    const at = Date.now();
    try {
      const { codes, sessions } = await purgeStaleSignIns(await getDb(), new Date(at));
      last = { at, deleted: Math.max(codes, sessions) };
      if (codes + sessions > 0) log.info({ codes, sessions }, 'old sign-in codes and ended sessions purged');
    } catch (error) {
      // The database being away is the request path's to report; this pass waits for the next interval.
      last = { at, deleted: 0 };
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sign-in purge failed');
    }
    schedule();
  }

  function schedule(): void {
    // Never keeps the process alive by itself.
    setTimeout(() => void pass(), msUntilNextPurge(last, Date.now())).unref();
  }

  schedule();
}

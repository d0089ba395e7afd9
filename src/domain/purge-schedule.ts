/**
 * When a worker deletes old rows (analytics events, sign-in codes, ended sessions): in short
 * batches, so PGlite's single connection is never held long, now and then, and again at once while
 * the last batch came back full.
 */
/** Rows deleted by one purge statement. */
export const PURGE_BATCH_SIZE = 1_000;
/** Purges run at most this often, unless the last one left rows behind (a full batch). */
export const PURGE_INTERVAL_MS = 10 * 60_000;

export type LastPurge = { at: number; deleted: number } | null;

/** Whether a worker pass should purge now: never yet, a backlog left by a full batch, or the interval gone by. */
export function purgeDue(last: LastPurge, now: number): boolean {
  if (last === null) return true;
  if (last.deleted >= PURGE_BATCH_SIZE) return true;
  return now - last.at >= PURGE_INTERVAL_MS;
}

/** How long a purge that runs on its own timer waits before its next pass. */
export function msUntilNextPurge(last: LastPurge, now: number): number {
  return last === null || purgeDue(last, now) ? 0 : last.at + PURGE_INTERVAL_MS - now;
}

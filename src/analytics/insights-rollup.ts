import 'server-only';
import { getDb, type Db } from '../db';
import { purgeRolledInsightEvents } from '../db/queries/insights-events';
import { firstEventDay, lastFinalDay, markDayFinal, rollUpDay } from '../db/queries/insights-rollup';
import { insightPurgeBeforeDay } from '../domain/insights/retention';
import { rollupPlan } from '../domain/insights/rollup-days';
import { PURGE_BATCH_SIZE, purgeDue, type LastPurge } from '../domain/purge-schedule';
import { env } from '../env';
import { log } from '../lib/log';
import { backgroundWorkersOn } from '../outbox/switch';

/**
 * The insights rollup job (issue 31, docs/insights.md): each pass counts the days not yet rolled
 * up for good and re-counts today and yesterday (src/domain/insights/rollup-days.ts), then purges
 * raw events past their retention whose day is final. One day is one statement over that day's
 * events only. Every app process may run it; each day is replaced in its own transaction, and
 * the pass is idempotent.
 */
export type RollupPass = { days: number; rows: number; purged: number };

export async function rollUpInsights(db: Db, now: Date, purge: boolean): Promise<RollupPass> {
  const today = now.toISOString().slice(0, 10);
  const plan = rollupPlan(today, await lastFinalDay(db), await firstEventDay(db));
  let rows = 0;
  for (const day of plan.days) {
    rows += await rollUpDay(db, day);
    if (day <= plan.finalThrough) await markDayFinal(db, day);
  }
  const purged = purge ? await purgeRolledInsightEvents(db, insightPurgeBeforeDay(today), PURGE_BATCH_SIZE) : 0;
  return { days: plan.days.length, rows, purged };
}

const KEY = Symbol.for('forecourt.insightRollup');
const holder = globalThis as { [KEY]?: true };

/** The server process's rollup timer; `BACKGROUND_WORKERS=off` keeps the process out of it. */
export function startInsightRollup(): void {
  const config = env();
  if (!backgroundWorkersOn(config) || holder[KEY]) return;
  holder[KEY] = true;
  let lastPurge: LastPurge = null;

  async function pass(): Promise<void> {
    const at = Date.now();
    const purge = purgeDue(lastPurge, at);
    try {
      const outcome = await rollUpInsights(await getDb(), new Date(at), purge);
      if (purge) lastPurge = { at, deleted: outcome.purged };
      log.debug(outcome, 'insights rolled up');
    } catch (error) {
      // The database being away is the request path's to report; the next pass tries again.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'insights rollup failed');
    }
    setTimeout(() => void pass(), config.INSIGHT_ROLLUP_INTERVAL_MS).unref();
  }

  setTimeout(() => void pass(), 0).unref();
}

import { describe, expect, it } from 'vitest';
import { msUntilNextPurge, PURGE_BATCH_SIZE, PURGE_INTERVAL_MS, purgeDue, type LastPurge } from './purge-schedule';

describe('when a worker purges', () => {
  const now = new Date('2026-11-24T12:00:00Z').getTime();
  it.each<[string, LastPurge, boolean]>([
    ['never purged since the server started', null, true],
    ['purged a minute ago, nothing left', { at: now - 60_000, deleted: 3 }, false],
    ['purged a minute ago with a full batch: a backlog', { at: now - 60_000, deleted: PURGE_BATCH_SIZE }, true],
    ['purged just under the interval ago', { at: now - PURGE_INTERVAL_MS + 1, deleted: 0 }, false],
    ['purged the interval ago', { at: now - PURGE_INTERVAL_MS, deleted: 0 }, true],
  ])('%s', (_name, last, due) => {
    expect(purgeDue(last, now)).toBe(due);
    expect(msUntilNextPurge(last, now) === 0).toBe(due);
  });

  it.each<[string, LastPurge, number]>([
    ['purged just now, nothing left: the whole interval', { at: now, deleted: 0 }, PURGE_INTERVAL_MS],
    ['purged a minute ago: the rest of the interval', { at: now - 60_000, deleted: 12 }, PURGE_INTERVAL_MS - 60_000],
    ['purged long ago: now', { at: now - 3 * PURGE_INTERVAL_MS, deleted: 0 }, 0],
    ['a full batch just now: again at once', { at: now, deleted: PURGE_BATCH_SIZE }, 0],
  ])('a purge on its own timer waits: %s', (_name, last, ms) => {
    expect(msUntilNextPurge(last, now)).toBe(ms);
  });

  it('every ten minutes, a thousand rows a statement', () => {
    expect(PURGE_INTERVAL_MS).toBe(600_000);
    expect(PURGE_BATCH_SIZE).toBe(1_000);
  });
});

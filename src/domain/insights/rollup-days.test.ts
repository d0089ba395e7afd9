import { describe, expect, it } from 'vitest';
import { ROLLUP_DAYS_PER_PASS, rollupPlan } from './rollup-days';

describe('rollupPlan', () => {
  it.each([
    ['nothing recorded yet', '2026-11-27', null, null, [], '2026-11-25'],
    ['first pass starts at the first event', '2026-11-27', null, '2026-11-24', ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'], '2026-11-25'],
    ['later passes start after the last final day', '2026-11-27', '2026-11-25', '2026-11-01', ['2026-11-26', '2026-11-27', '2026-11-28'], '2026-11-25'],
    ['across a month end', '2026-12-01', '2026-11-29', null, ['2026-11-30', '2026-12-01', '2026-12-02'], '2026-11-29'],
  ])('%s', (_name, today, lastFinal, firstEvent, days, finalThrough) => {
    expect(rollupPlan(today, lastFinal, firstEvent)).toEqual({ days, finalThrough });
  });

  it('caps one pass', () => {
    expect(rollupPlan('2026-11-27', null, '2020-01-01').days).toHaveLength(ROLLUP_DAYS_PER_PASS);
  });
});

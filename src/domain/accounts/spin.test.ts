import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_PRIZE_BUDGET, siteConfigSchema, type SpinCampaign } from '../site-config';
import { budgetAllowsPrize, campaignRunning, drawPrize, prizeDay, type PrizeStock } from './spin';

/** A seeded source (mulberry32), so the distribution test is the same on every run. */
function seeded(seed: number): (max: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

const prizes: PrizeStock[] = [
  { id: 'service', name: 'Free service', weight: 1, remaining: null },
  { id: 'detail', name: 'Car detail', weight: 3, remaining: null },
  { id: 'voucher', name: '$50 voucher', weight: 6, remaining: null },
];

describe('drawPrize', () => {
  it('draws each prize in proportion to its weight over many draws', () => {
    const pick = seeded(42);
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) {
      const prize = drawPrize(prizes, pick);
      counts.set(prize?.id ?? 'none', (counts.get(prize?.id ?? 'none') ?? 0) + 1);
    }
    expect((counts.get('service') ?? 0) / draws).toBeCloseTo(0.1, 2);
    expect((counts.get('detail') ?? 0) / draws).toBeCloseTo(0.3, 2);
    expect((counts.get('voucher') ?? 0) / draws).toBeCloseTo(0.6, 2);
    expect(counts.has('none')).toBe(false);
  });

  it.each([
    [0, 'service'],
    [1, 'detail'],
    [3, 'detail'],
    [4, 'voucher'],
    [9, 'voucher'],
  ])('ticket %i wins %s', (ticket, expected) => {
    expect(drawPrize(prizes, () => ticket)?.id).toBe(expected);
  });

  it('skips prizes out of stock', () => {
    const stocked = prizes.map((p) => (p.id === 'voucher' ? { ...p, remaining: 0 } : p));
    expect(drawPrize(stocked, (max) => max - 1)?.id).toBe('detail');
  });

  it('answers null when every prize has run out', () => {
    expect(drawPrize(prizes.map((p) => ({ ...p, remaining: 0 })), () => 0)).toBeNull();
  });

  it('refuses a source that answers out of range', () => {
    expect(() => drawPrize(prizes, () => 10)).toThrow(RangeError);
  });
});

describe('campaignRunning', () => {
  const campaign: SpinCampaign = {
    id: 'summer',
    title: 'Summer spin',
    dailyPrizeBudget: DEFAULT_DAILY_PRIZE_BUDGET,
    startsAt: '2026-11-01T00:00:00+11:00',
    endsAt: '2026-12-01T00:00:00+11:00',
    prizes: [{ id: 'a', name: 'A', weight: 1, stock: null }],
  };
  it.each([
    ['2026-10-31T12:59:59Z', false],
    ['2026-10-31T13:00:00Z', true],
    ['2026-11-24T00:00:00Z', true],
    ['2026-11-30T13:00:00Z', false],
  ])('at %s: %s', (at, expected) => {
    expect(campaignRunning(campaign, new Date(at))).toBe(expected);
  });
  it('is false without a campaign', () => {
    expect(campaignRunning(undefined, new Date())).toBe(false);
  });
});

describe('prizeDay', () => {
  it.each([
    ['2026-11-26T12:59:59Z', 'Australia/Sydney', '2026-11-26'],
    ['2026-11-26T13:00:00Z', 'Australia/Sydney', '2026-11-27'],
    ['2026-11-27T04:59:59Z', 'America/Chicago', '2026-11-26'],
    ['2026-11-27T06:00:00Z', 'America/Chicago', '2026-11-27'],
    ['2026-11-26T10:59:59Z', 'Pacific/Auckland', '2026-11-26'],
    ['2026-11-26T11:00:00Z', 'Pacific/Auckland', '2026-11-27'],
  ])('%s in %s is %s', (at, zone, day) => {
    expect(prizeDay(new Date(at), zone)).toBe(day);
  });
});

describe('budgetAllowsPrize', () => {
  it.each([
    [0, 20, true],
    [19, 20, true],
    [20, 20, false],
    [25, 20, false],
    [0, 1, true],
    [1, 1, false],
    [0, 0, false],
  ])('%s won today of a budget of %s: %s', (awarded, budget, expected) => {
    expect(budgetAllowsPrize(awarded, budget)).toBe(expected);
  });

  it('has a default budget when the site file names none', () => {
    const parsed = siteConfigSchema.shape.spinToWin.parse({
      id: 'summer',
      title: 'Summer spin',
      startsAt: '2026-11-01T00:00:00+11:00',
      endsAt: '2026-12-01T00:00:00+11:00',
      prizes: [{ id: 'a', name: 'A', weight: 1 }],
    });
    expect(parsed?.dailyPrizeBudget).toBe(DEFAULT_DAILY_PRIZE_BUDGET);
  });
});

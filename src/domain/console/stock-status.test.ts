import { describe, expect, it } from 'vitest';
import { daysInStock, stockStateOf, stockStatePatch, type StockState, type StoredState } from './stock-status';

const car = (status: string, reserved = false, showOnDealerWebsite = true): StoredState => ({ status, reserved, showOnDealerWebsite });

describe('stockStateOf', () => {
  const rows: [StoredState, StockState][] = [
    [car('in_stock'), 'in_stock'],
    [car('coming_soon'), 'coming_soon'],
    [car('sold'), 'sold'],
    [car('in_stock', true), 'reserved'],
    [car('coming_soon', true), 'reserved'],
    [car('sold', true), 'sold'],
    [car('in_stock', false, false), 'hidden'],
    [car('sold', true, false), 'hidden'],
  ];
  it.each(rows)('%j is %s', (stored, state) => {
    expect(stockStateOf(stored)).toBe(state);
  });
});

describe('stockStatePatch', () => {
  const rows: [StockState, StoredState, object][] = [
    ['hidden', car('in_stock', true), { show_on_dealer_website: false }],
    ['in_stock', car('sold'), { status: 'in_stock', reserved: false, show_on_dealer_website: true }],
    ['coming_soon', car('in_stock', false, false), { status: 'coming_soon', reserved: false, show_on_dealer_website: true }],
    ['sold', car('in_stock', true), { status: 'sold', reserved: false, show_on_dealer_website: true }],
    ['reserved', car('coming_soon'), { status: 'coming_soon', reserved: true, show_on_dealer_website: true }],
    ['reserved', car('sold'), { status: 'in_stock', reserved: true, show_on_dealer_website: true }],
  ];
  it.each(rows)('%s from %j writes %j', (target, current, patch) => {
    expect(stockStatePatch(target, current)).toEqual(patch);
  });

  it('lands every car in the state chosen', () => {
    for (const target of ['in_stock', 'coming_soon', 'reserved', 'sold', 'hidden'] as const) {
      const from = car('coming_soon', true, false);
      const patch = stockStatePatch(target, from);
      const after: StoredState = {
        status: (patch.status ?? from.status) as string,
        reserved: patch.reserved ?? from.reserved,
        showOnDealerWebsite: patch.show_on_dealer_website ?? from.showOnDealerWebsite,
      };
      expect(stockStateOf(after)).toBe(target);
    }
  });
});

describe('daysInStock', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it.each([
    [new Date('2026-11-27T09:00:00Z'), null, 0],
    [new Date('2026-11-20T10:00:00Z'), null, 7],
    [new Date('2026-11-01T00:00:00Z'), new Date('2026-11-11T00:00:00Z'), 10],
    [new Date('2026-11-28T00:00:00Z'), null, 0],
  ])('from %s sold %s is %i days', (createdAt, soldAt, days) => {
    expect(daysInStock(createdAt, soldAt, now)).toBe(days);
  });
});

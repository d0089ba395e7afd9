import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from './car-records';
import type { SiteConfigInput } from './site-config';
import { siteConfig } from '../test-support/site-config';
import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_EXAMPLE_LOAN,
  COMPARISON_RATE_WARNING,
  comparisonRateRangeText,
  EXAMPLE_ESTIMATE_BASIS,
  estimateBasisText,
  financeEligibility,
  financeEstimate,
  PROVIDER_RULES,
  roundingFor,
  siteLender,
  type FinanceCar,
  type FinanceHiddenReason,
  type FinanceProvider,
} from './finance-display';
import { ENQUIRE_FOR_FINANCE } from './finance';

// Mid-2026 in Sydney: provider A's limit is year > 2026 - 12 = 2014.
const now = new Date('2026-06-15T02:00:00Z');

const car: FinanceCar = { make: 'Toyota', year: 2022, price: 30_000, status: 'in_stock', dealershipId: 7 };
const lender: FinanceLenderRecord = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 135,
  paymentMonth: 585,
  termYears: 5,
  financeProvider: 'Example Lender',
};
const site = (finance: FinanceProvider | null, overrides: Partial<SiteConfigInput> = {}) =>
  siteConfig({ providers: { finance }, ...overrides });

type Row = [
  name: string,
  provider: FinanceProvider | null,
  car: Partial<FinanceCar>,
  lender: Partial<FinanceLenderRecord> | null,
  config: Partial<SiteConfigInput>,
  expected: FinanceHiddenReason | 'shown',
];

describe('financeEligibility (SPEC 5 finance estimate rules)', () => {
  it.each<Row>([
    // Common conditions, for every provider.
    ['site without a finance provider', null, {}, {}, {}, 'no-provider'],
    ['car without a record for the provider', 'B', {}, null, {}, 'no-lender-record'],
    ['interestRate null', 'B', {}, { interestRate: null }, {}, 'no-interest-rate'],
    ['comparisonRate null (B has no rule of its own for it)', 'B', {}, { comparisonRate: null }, {}, 'no-comparison-rate'],
    ['comparisonRate null on G', 'G', {}, { comparisonRate: null }, {}, 'no-comparison-rate'],
    ['interest rate 0 is a rate, not a missing one', 'B', {}, { interestRate: 0 }, {}, 'shown'],
    ['excluded make, matched ignoring case', 'D', { make: 'HOLDEN' }, {}, { finance: { excludedMakes: ['Holden'] } }, 'excluded-make'],
    ['another make on a site excluding one', 'D', { make: 'Toyota' }, {}, { finance: { excludedMakes: ['Holden'] } }, 'shown'],
    ['excluded dealership', 'E', {}, {}, { finance: { excludedDealershipIds: [3, 7] } }, 'excluded-dealership'],
    ['another dealership excluded', 'E', {}, {}, { finance: { excludedDealershipIds: [8] } }, 'shown'],

    // A: year newer than current year minus 12, price over 500, available, comparison rate.
    ['A: everything holds', 'A', {}, {}, {}, 'shown'],
    ['A: year 2015 is newer than 2026 - 12', 'A', { year: 2015 }, {}, {}, 'shown'],
    ['A: year 2014 is exactly 2026 - 12', 'A', { year: 2014 }, {}, {}, 'too-old'],
    ['A: price 501 is over 500', 'A', { price: 501 }, {}, {}, 'shown'],
    ['A: price exactly 500', 'A', { price: 500 }, {}, {}, 'price-too-low'],
    ['A: price 0', 'A', { price: 0 }, {}, {}, 'price-too-low'],
    ['A: coming soon is available', 'A', { status: 'coming_soon' }, {}, {}, 'shown'],
    ['A: sold', 'A', { status: 'sold' }, {}, {}, 'not-available'],
    ['A: no comparison rate', 'A', {}, { comparisonRate: null }, {}, 'no-comparison-rate'],
    ['A: weekly payment not required', 'A', {}, { paymentWeek: null }, {}, 'shown'],

    // B and C: only an available car.
    ['B: an old car still shown', 'B', { year: 2001 }, { paymentWeek: null, paymentMonth: null }, {}, 'shown'],
    ['B: no price shows no repayment (issue 26)', 'B', { price: 0 }, {}, {}, 'no-price'],
    ['B: price 10 is not a shown price', 'B', { price: 10 }, {}, {}, 'no-price'],
    ['B: price 11 is shown', 'B', { price: 11 }, {}, {}, 'shown'],
    ['B: sold', 'B', { status: 'sold' }, {}, {}, 'not-available'],
    ['C: an old car still shown', 'C', { year: 2001 }, { paymentWeek: null }, {}, 'shown'],
    ['C: no price shows no repayment (issue 26)', 'C', { price: 0 }, {}, {}, 'no-price'],
    ['C: sold', 'C', { status: 'sold' }, {}, {}, 'not-available'],

    // D, E and F: price over 500, available, a weekly payment.
    ['D: everything holds', 'D', {}, {}, {}, 'shown'],
    ['D: price exactly 500', 'D', { price: 500 }, {}, {}, 'price-too-low'],
    ['D: sold', 'D', { status: 'sold' }, {}, {}, 'not-available'],
    ['D: weekly payment null', 'D', {}, { paymentWeek: null }, {}, 'no-weekly-payment'],
    ['D: no year limit', 'D', { year: 2001 }, {}, {}, 'shown'],
    ['E: price 501', 'E', { price: 501 }, {}, {}, 'shown'],
    ['E: price exactly 500', 'E', { price: 500 }, {}, {}, 'price-too-low'],
    ['E: weekly payment absent', 'E', {}, { paymentWeek: undefined }, {}, 'no-weekly-payment'],
    ['E: sold', 'E', { status: 'sold' }, {}, {}, 'not-available'],
    ['F: price 501', 'F', { price: 501 }, {}, {}, 'shown'],
    ['F: price exactly 500', 'F', { price: 500 }, {}, {}, 'price-too-low'],
    ['F: weekly payment null', 'F', {}, { paymentWeek: null }, {}, 'no-weekly-payment'],
    ['F: sold', 'F', { status: 'sold' }, {}, {}, 'not-available'],
    ['F: weekly payment of 0 is present', 'F', {}, { paymentWeek: 0 }, {}, 'shown'],

    // G: price over 500, available, a monthly payment.
    ['G: everything holds', 'G', {}, {}, {}, 'shown'],
    ['G: price exactly 500', 'G', { price: 500 }, {}, {}, 'price-too-low'],
    ['G: sold', 'G', { status: 'sold' }, {}, {}, 'not-available'],
    ['G: monthly payment null', 'G', {}, { paymentMonth: null }, {}, 'no-monthly-payment'],
    ['G: weekly payment not required', 'G', {}, { paymentWeek: null }, {}, 'shown'],
  ])('%s', (_name, provider, carOverrides, lenderOverrides, config, expected) => {
    const result = financeEligibility(
      { ...car, ...carOverrides },
      lenderOverrides === null ? null : { ...lender, ...lenderOverrides },
      site(provider, config),
      now,
    );
    expect(result.eligible ? 'shown' : result.reason).toBe(expected);
  });

  it("A's year limit follows the dealer's calendar, not UTC's", () => {
    // 14:00 UTC on 31 Dec 2025 is 1 Jan 2026 in Sydney (limit 2014) but still 2025 in Perth (limit 2013).
    const newYear = new Date('2025-12-31T14:00:00Z');
    const old = { ...car, year: 2014 };
    expect(financeEligibility(old, lender, site('A', { timezone: 'Australia/Sydney' }), newYear)).toMatchObject({ reason: 'too-old' });
    expect(financeEligibility(old, lender, site('A', { timezone: 'Australia/Perth' }), newYear).eligible).toBe(true);
  });

  it('every provider letter has a rule matching SPEC 5', () => {
    expect(PROVIDER_RULES).toMatchObject({
      A: { maxAgeYears: 12, minPrice: 500, requiresAvailable: true, requires: 'comparisonRate' },
      B: { requiresAvailable: true, requires: null },
      C: { requiresAvailable: true, requires: null },
      D: { minPrice: 500, requiresAvailable: true, requires: 'paymentWeek' },
      E: { minPrice: 500, requiresAvailable: true, requires: 'paymentWeek' },
      F: { minPrice: 500, requiresAvailable: true, requires: 'paymentWeek' },
      G: { minPrice: 500, requiresAvailable: true, requires: 'paymentMonth' },
    });
  });
});

describe('financeEstimate', () => {
  const estimate = (
    provider: FinanceProvider,
    carOverrides: Partial<FinanceCar>,
    lenderOverrides: Partial<FinanceLenderRecord>,
    frequency?: Parameters<typeof financeEstimate>[4],
  ) => financeEstimate({ ...car, ...carOverrides }, { ...lender, ...lenderOverrides }, site(provider), now, frequency);

  it.each<[string, ReturnType<typeof estimate>, number, 'lender' | 'computed', string]>([
    ["weekly uses the lender's weekly figure", estimate('D', {}, {}), 135, 'lender', '$135/wk'],
    ["monthly uses the lender's monthly figure", estimate('G', {}, {}, 'monthly'), 585, 'lender', '$585/mo'],
    ["a lender figure with cents is kept, and shown as the next dollar", estimate('E', {}, { paymentWeek: 130.45 }), 130.45, 'lender', '$131/wk'],
    // No lender figure: 30000 at 6.29% over 5 years weekly = 134.55 -> 135
    ['computed when the lender gives no weekly figure', estimate('B', {}, { paymentWeek: null }), 135, 'computed', '$135/wk'],
    // A's default fee: P = 31360.5, weekly 140.65 -> 141
    ["A adds its 1360.5 fee when the record gives none", estimate('A', {}, { paymentWeek: null }), 141, 'computed', '$141/wk'],
    ["A uses the record's own fee when given", estimate('A', {}, { paymentWeek: null, establishmentFees: 0 }), 135, 'computed', '$135/wk'],
    // Fortnightly is never a lender field: 31360.5 fortnightly 281.44 -> 282
    ['fortnightly is always computed', estimate('A', {}, {}, 'fortnightly'), 282, 'computed', '$282/fn'],
    ['yearly is always computed', estimate('B', {}, {}, 'yearly'), 7179, 'computed', '$7,179/yr'],
    // Record deposit 5000: P = 25000 monthly = 486.70 -> 487
    ["the record's deposit comes off the loan", estimate('C', {}, { paymentMonth: null, deposit: 5_000 }, 'monthly'), 487, 'computed', '$487/mo'],
    // 30% balloon from the record: 456.0016 -> 457
    ["the record's balloon is left to the end", estimate('C', {}, { paymentMonth: null, balloon: 9_000 }, 'monthly'), 457, 'computed', '$457/mo'],
    // 36-month term: 157.25 / (1 - 1.00524167^-36) = 157.25 / 0.171554 = 916.61 -> 917
    ['termMonths when the record has no termYears', estimate('C', {}, { paymentMonth: null, termYears: undefined, termMonths: 36 }, 'monthly'), 917, 'computed', '$917/mo'],
    // 156 weeks is the same three years
    ['termWeeks when the record has neither', estimate('C', {}, { paymentMonth: null, termYears: undefined, termWeeks: 156 }, 'monthly'), 917, 'computed', '$917/mo'],
    // 5000 weekly = 22.42 -> 23, which is 25 or less
    ['25 or less reads Enquire for Finance', estimate('B', { price: 5_000 }, { paymentWeek: null }), 23, 'computed', ENQUIRE_FOR_FINANCE],
    ['a lender figure of 25 reads Enquire for Finance', estimate('D', {}, { paymentWeek: 25 }), 25, 'lender', ENQUIRE_FOR_FINANCE],
    // Decision 043: the lender's term60 is its monthly figure for the estimate's 5-year term, in place of ours.
    ["term{N} for the estimate's term replaces our amortisation", estimate('C', {}, { paymentMonth: null, term60: 601.5 }, 'monthly'), 601.5, 'lender', '$602/mo'],
    // 601.50 x 12 / 52 = 138.808 -> 138.81 a week
    ['term{N} in a weekly estimate is its weekly equivalent', estimate('B', {}, { paymentWeek: null, term60: 601.5 }), 138.81, 'lender', '$139/wk'],
    ["a term{N} for another term leaves ours", estimate('B', {}, { paymentWeek: null, term48: 700 }), 135, 'computed', '$135/wk'],
  ])('%s', (_name, result, amount, source, text) => {
    expect(result).not.toBeNull();
    expect(result?.amount).toBe(amount);
    expect(result?.source).toBe(source);
    expect(result?.display.text).toBe(text);
  });

  it('carries both rates, so the UI can show the comparison rate beside the interest rate', () => {
    expect(estimate('G', {}, {}, 'monthly')).toMatchObject({
      provider: 'G',
      lenderName: 'Example Lender',
      frequency: 'monthly',
      interestRate: 6.29,
      comparisonRate: 8.19,
      comparisonRateRange: null,
      termYears: 5,
      disclaimer: null,
    });
  });

  it("offers the lender's term{N} repayments as term choices, in the estimate's frequency", () => {
    const terms = estimate('D', {}, { term36: 940, term60: 585, term48: 720.25 })?.terms;
    expect(terms?.map((t) => [t.months, t.amount, t.display.text])).toEqual([
      [36, 216.93, '$217/wk'],
      [48, 166.22, '$167/wk'],
      [60, 135, '$135/wk'],
    ]);
    // The estimate's own 5-year term reads the lender's weekly figure, not its monthly one spread over the weeks.
    expect(estimate('D', {}, { paymentWeek: 134.2, term60: 585 })?.terms.map((t) => t.amount)).toEqual([134.2]);
    expect(estimate('D', {}, {})?.terms).toEqual([]);
  });

  it("carries D's comparison rate range", () => {
    expect(estimate('D', {}, {})?.comparisonRateRange).toEqual({ from: 8.38, to: 19.42 });
  });

  it('is null whenever the rules hide it', () => {
    expect(estimate('A', { year: 2014 }, {})).toBeNull();
    expect(financeEstimate(car, undefined, site('B'), now)).toBeNull();
    // No repayment beside 'Enquire for price', even from a lender's own weekly figure.
    expect(estimate('B', { price: 0 }, {})).toBeNull();
  });
});

describe('roundingFor', () => {
  const rule = { ...PROVIDER_RULES.A, roundDownUnderPrice: 10_000 };
  it.each([
    [9_999, 'down'],
    [10_000, 'up'],
    [50_000, 'up'],
  ] as const)('price %d rounds %s under a 10,000 condition', (price, expected) => {
    expect(roundingFor(rule, price)).toBe(expected);
  });
  it('rounds up for a lender with no condition', () => {
    expect(roundingFor(PROVIDER_RULES.A, 1)).toBe('up');
  });
});

describe('siteLender', () => {
  const records = { A: lender, D: { ...lender, financeProvider: 'Other' } };
  it.each([
    ['A', 'Example Lender'],
    ['D', 'Other'],
    ['G', null],
    [null, null],
  ] as const)('provider %s', (provider, name) => {
    expect(siteLender(records, site(provider))?.financeProvider ?? null).toBe(name);
  });
});

describe('finance texts (SPEC 9)', () => {
  it('comparison rate example', () => {
    expect(COMPARISON_RATE_EXAMPLE_LOAN).toBe('a 5-year secured loan of $30,000');
    expect(COMPARISON_RATE_BASIS).toBe('Comparison rate calculated on a 5-year secured loan of $30,000.');
  });

  it("the dealer's estimate text", () => {
    expect(estimateBasisText(EXAMPLE_ESTIMATE_BASIS)).toBe('Based on a 5-year term at 6.29% p.a. (8.19% p.a. comparison rate) with no deposit.');
    expect(estimateBasisText({ termYears: 3, interestRate: 7.5, comparisonRate: 8, deposit: 5_000 })).toBe(
      'Based on a 3-year term at 7.50% p.a. (8.00% p.a. comparison rate) with a $5,000 deposit.',
    );
  });

  it("the lender's range", () => {
    expect(comparisonRateRangeText(PROVIDER_RULES.D.comparisonRateRange)).toBe('8.38% to 19.42%');
  });

  it.each([/example/i, /amounts and terms/i, /redraw/i, /early repayment/i, /fee waivers/i])('warning covers %s', (pattern) => {
    expect(COMPARISON_RATE_WARNING).toMatch(pattern);
  });
});

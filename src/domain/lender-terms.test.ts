import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from './car-records';
import { lenderPaymentForTerm, lenderPaymentPer, lenderQuote, lenderTerms, quotedRepayment, termChoices } from './lender-terms';

const base: FinanceLenderRecord = { interestRate: 6.29, comparisonRate: 8.19, paymentMonth: 585, termYears: 5, financeProvider: 'Example Lender' };
const record = (extra: Record<string, unknown>) => ({ ...base, ...extra }) as FinanceLenderRecord;

describe('lenderTerms (SPEC 3 finance lender record: term{N})', () => {
  it.each<[string, Record<string, unknown>, [number, number][]]>([
    ['no term{N} keys', {}, []],
    ['termYears, termMonths and termWeeks are not term{N}', { termMonths: 36, termWeeks: 156 }, []],
    ['shortest term first', { term60: 585, term36: 940, term48: 720.25 }, [[36, 940], [48, 720.25], [60, 585]]],
    ['a zero, negative or missing repayment is not a quote', { term24: 0, term36: -1, term48: null, term60: 585 }, [[60, 585]]],
    ['a repayment written as text is not read', { term36: '940' }, []],
    ['terms under 6 or over 120 months are not car loans', { term3: 100, term6: 5000, term120: 300, term600: 90 }, [[6, 5000], [120, 300]]],
    ['a leading zero is not a term', { term036: 940 }, []],
  ])('%s', (_name, extra, expected) => {
    expect(lenderTerms(record(extra)).map((t) => [t.months, t.monthlyPayment])).toEqual(expected);
  });
});

describe('lenderPaymentPer', () => {
  it.each<[number, Parameters<typeof lenderPaymentPer>[1], number]>([
    [585, 'monthly', 585],
    // 585 x 12 / 52 = 135 exactly: no cent added by rounding
    [585, 'weekly', 135],
    // 601.50 x 12 / 52 = 138.8077 -> up to 138.81
    [601.5, 'weekly', 138.81],
    // 601.50 x 12 / 26 = 277.6154 -> 277.62
    [601.5, 'fortnightly', 277.62],
    [601.5, 'yearly', 7218],
  ])('%s a month is %s %s', (monthly, frequency, expected) => {
    expect(lenderPaymentPer(monthly, frequency)).toBe(expected);
  });
});

describe('termChoices and lenderPaymentForTerm', () => {
  const lender = record({ term36: 940, term60: 585 });

  it('shows each quoted term in the locale', () => {
    expect(termChoices(lender, 'monthly', 'en-US').map((t) => [t.months, t.display.text])).toEqual([
      [36, '$940/mo'],
      [60, '$585/mo'],
    ]);
  });

  it("the estimate's own term shows the estimate's amount", () => {
    expect(termChoices(lender, 'weekly', 'en-AU', { months: 60, amount: 134.2 }).map((t) => [t.months, t.amount])).toEqual([
      [36, 216.93],
      [60, 134.2],
    ]);
  });

  it.each<[number, Parameters<typeof lenderPaymentForTerm>[2], number | null]>([
    [3, 'monthly', 940],
    [5, 'weekly', 135],
    [4, 'monthly', null],
    [2.5, 'monthly', null],
  ])('a %s-year term, %s: %s', (years, frequency, expected) => {
    expect(lenderPaymentForTerm(lender, years, frequency)).toBe(expected);
  });
});

describe('quotedRepayment: the calculator uses the lender figure only for the loan it quoted', () => {
  const quote = lenderQuote(record({ term36: 940, term60: 585 }), 30_000, 6.29);
  const loan: Parameters<typeof quotedRepayment>[1] = { price: 30_000, deposit: 0, balloon: 0, termYears: 3, frequency: 'monthly', annualRatePercent: 6.29 };

  it.each<[string, Partial<typeof loan>, number | null]>([
    ['the quoted loan over a quoted term', {}, 940],
    ['weekly, its weekly equivalent', { termYears: 5, frequency: 'weekly' }, 135],
    ['a term it did not quote', { termYears: 4 }, null],
    ['another price', { price: 29_000 }, null],
    ['a deposit', { deposit: 1_000 }, null],
    ['a balloon', { balloon: 5_000 }, null],
    ['the shopper\'s own rate', { annualRatePercent: 5.99 }, null],
  ])('%s', (_name, change, expected) => {
    expect(quotedRepayment(quote, { ...loan, ...change })).toBe(expected);
  });

  it("the estimate's own term and frequency read the estimate's figure", () => {
    const withEstimate = lenderQuote(record({ term36: 940, term60: 585 }), 30_000, 6.29, { months: 60, frequency: 'weekly', amount: 134.2 });
    expect(quotedRepayment(withEstimate, { ...loan, termYears: 5, frequency: 'weekly' })).toBe(134.2);
    expect(quotedRepayment(withEstimate, { ...loan, termYears: 5, frequency: 'monthly' })).toBe(585);
  });

  it('a lender with no term{N} gives no quote', () => {
    expect(lenderQuote(base, 30_000, 6.29)).toBeNull();
    expect(quotedRepayment(null, loan)).toBeNull();
  });
});

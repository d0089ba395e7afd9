import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from './car-records';
import { financeEstimate, type FinanceCar } from './finance-display';
import { creditExample, financeExample, financeLocaleRules } from './finance-locale';
import { estimateFrequency } from './finance-quote';
import type { Locale } from './site-config';
import { siteConfig } from '../test-support/site-config';

const now = new Date('2026-11-23T00:00:00Z');
const car: FinanceCar = { make: 'Ford', year: 2023, price: 24_990, status: 'in_stock', dealershipId: 1 };
// A US lender record as the demo seeds it: an APR with no fee, a term in months, no weekly figure.
const usLender: FinanceLenderRecord = {
  interestRate: 7.49,
  comparisonRate: 7.49,
  paymentWeek: null,
  termMonths: 60,
  balloon: 0,
  deposit: 0,
  establishmentFees: 0,
  financeProvider: 'Current Capital',
};
const site = siteConfig({ providers: { finance: 'C' } });
const estimateIn = (locale: Locale, lender: FinanceLenderRecord = usLender, price = car.price) =>
  financeEstimate({ ...car, price }, lender, site, now, estimateFrequency('C', locale), locale);

describe('financeLocaleRules (issue 26: the frequency and rate disclosure are locale data)', () => {
  it.each<[Locale, string, string]>([
    ['en-AU', 'weekly', 'comparison-rate'],
    ['en-NZ', 'weekly', 'comparison-rate'],
    ['en-US', 'monthly', 'apr'],
  ])('%s starts from %s repayments and discloses a %s', (locale, frequency, rates) => {
    expect(financeLocaleRules(locale)).toMatchObject({ frequency, rates });
  });

  it.each<[Locale, number, number]>([
    // SPEC 9's example in Australia; the US example is 7.49% APR, which has no separate comparison rate.
    ['en-AU', 6.29, 8.19],
    ['en-NZ', 6.29, 8.19],
    ['en-US', 7.49, 7.49],
  ])('%s example loan is at %d%% (comparison %d%%) over 5 years with no deposit', (locale, interestRate, comparisonRate) => {
    expect(financeLocaleRules(locale).example).toEqual({ termYears: 5, interestRate, comparisonRate, deposit: 0 });
  });
});

describe('creditExample', () => {
  it("gives a US car's payments, APR, down payment and total of payments", () => {
    // 24,990 over 60 months at 7.49%: 500.63 a month, shown as 501.
    expect(creditExample(estimateIn('en-US'), 'en-US')).toEqual({
      payments: 60,
      frequency: 'monthly',
      payment: 501,
      apr: 7.49,
      deposit: 0,
      totalOfPayments: 30_060,
    });
  });

  it('adds the balloon to the total and states the deposit', () => {
    const example = creditExample(estimateIn('en-US', { ...usLender, paymentMonth: 400, balloon: 5_000, deposit: 2_000 }), 'en-US');
    expect(example).toMatchObject({ payments: 60, payment: 400, deposit: 2_000, totalOfPayments: 400 * 60 + 5_000 });
  });

  it.each<[Locale, string, number, number]>([
    // 30,000 over 5 years: 601 a month at 7.49%; weekly at SPEC 9's 6.29%.
    ['en-US', 'monthly', 60, 601],
    ['en-AU', 'weekly', 260, 135],
  ])('without an estimate, %s uses its example loan of 30,000: %s, %i payments of %i', (locale, frequency, payments, payment) => {
    expect(creditExample(null, locale)).toEqual({
      payments,
      frequency,
      payment,
      apr: financeLocaleRules(locale).example.interestRate,
      deposit: 0,
      totalOfPayments: payment * payments,
    });
  });

  it("advertises no payment where the estimate reads 'Inquire for Finance'", () => {
    expect(creditExample(estimateIn('en-US', { ...usLender, paymentMonth: 20 }), 'en-US')).toBeNull();
  });
});

describe("financeExample: the site's current rate over the locale's example loan (decision 041)", () => {
  it.each<[string, Locale, { interestRate: number; comparisonRate: number } | undefined, object]>([
    ['no rate set: the Australian example of SPEC 9', 'en-AU', undefined, { termYears: 5, interestRate: 6.29, comparisonRate: 8.19, deposit: 0 }],
    ['no rate set: the US example', 'en-US', undefined, { termYears: 5, interestRate: 7.49, comparisonRate: 7.49, deposit: 0 }],
    ["the dealer's rate in Australia: both rates as set, term and deposit as the example", 'en-AU', { interestRate: 5.99, comparisonRate: 6.87 }, { termYears: 5, interestRate: 5.99, comparisonRate: 6.87, deposit: 0 }],
    ["the dealer's rate in New Zealand", 'en-NZ', { interestRate: 9.95, comparisonRate: 10.5 }, { termYears: 5, interestRate: 9.95, comparisonRate: 10.5, deposit: 0 }],
    ["the dealer's APR in the US: one rate, so the comparison is the APR", 'en-US', { interestRate: 6.75, comparisonRate: 8 }, { termYears: 5, interestRate: 6.75, comparisonRate: 6.75, deposit: 0 }],
  ])('%s', (_name, locale, rate, basis) => {
    expect(financeExample(locale, rate)).toEqual(basis);
  });

  it('the US disclosure of a car without an estimate states the dealer\'s APR and its payment', () => {
    // 30,000 over 60 months at 6.75% APR: 590.50 a month, rounded up to 591.
    expect(creditExample(null, 'en-US', financeExample('en-US', { interestRate: 6.75, comparisonRate: 6.75 }))).toEqual({
      payments: 60,
      frequency: 'monthly',
      payment: 591,
      apr: 6.75,
      deposit: 0,
      totalOfPayments: 591 * 60,
    });
  });
});

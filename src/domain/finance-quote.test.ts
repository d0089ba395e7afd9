import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from './car-records';
import { ESTABLISHMENT_FEE } from './finance';
import { financeEstimate, type FinanceProvider } from './finance-display';
import type { Locale } from './site-config';
import { siteConfig } from '../test-support/site-config';
import { calculatorQuote, estimateFrequency } from './finance-quote';

const now = new Date('2026-11-23T00:00:00Z');
const car = { make: 'Toyota', year: 2024, price: 30_000, status: 'in_stock' as const, dealershipId: 1 };
const record = (overrides: Partial<FinanceLenderRecord> = {}): FinanceLenderRecord => ({
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 140,
  paymentMonth: 600,
  termYears: 5,
  financeProvider: 'Apex Motor Finance',
  ...overrides,
});

describe('estimateFrequency', () => {
  it.each<[FinanceProvider | null, Locale, string]>([
    ['A', 'en-AU', 'weekly'],
    ['D', 'en-AU', 'weekly'],
    ['G', 'en-AU', 'monthly'],
    [null, 'en-AU', 'weekly'],
    ['B', 'en-NZ', 'weekly'],
    ['G', 'en-NZ', 'monthly'],
    // Issue 26: a US site pays monthly, whatever its provider quotes.
    ['C', 'en-US', 'monthly'],
    ['D', 'en-US', 'monthly'],
    ['G', 'en-US', 'monthly'],
    [null, 'en-US', 'monthly'],
  ])('provider %s in %s -> %s', (provider, locale, frequency) => {
    expect(estimateFrequency(provider, locale)).toBe(frequency);
  });
});

describe('calculatorQuote', () => {
  it.each<[Locale, object]>([
    ['en-AU', { interestRate: 6.29, comparisonRate: 8.19, termYears: 5, frequency: 'weekly', establishmentFee: 0, lender: null }],
    ['en-NZ', { interestRate: 6.29, comparisonRate: 8.19, termYears: 5, frequency: 'weekly', establishmentFee: 0, lender: null }],
    ['en-US', { interestRate: 7.49, comparisonRate: 7.49, termYears: 5, frequency: 'monthly', establishmentFee: 0, lender: null }],
  ])("starts from the %s example when the car shows no estimate (SPEC 9's in Australia)", (locale, quote) => {
    expect(calculatorQuote({}, null, siteConfig(), locale, 0)).toEqual(quote);
  });

  it.each<[Locale, object]>([
    ['en-AU', { interestRate: 5.99, comparisonRate: 6.87, termYears: 5, frequency: 'weekly', establishmentFee: 0, lender: null }],
    ['en-US', { interestRate: 5.99, comparisonRate: 5.99, termYears: 5, frequency: 'monthly', establishmentFee: 0, lender: null }],
  ])("starts from the site's current rate in %s when the car shows no estimate", (locale, quote) => {
    const config = siteConfig({ finance: { rate: { interestRate: 5.99, comparisonRate: 6.87 } } });
    expect(calculatorQuote({}, null, config, locale, 0)).toEqual(quote);
  });

  it("keeps the car's own estimate rates over the site's current rate", () => {
    const config = siteConfig({ providers: { finance: 'A' }, finance: { rate: { interestRate: 4.99, comparisonRate: 5.5 } } });
    const lenders = { A: record() };
    const estimate = financeEstimate(car, lenders.A, config, now, 'weekly');
    expect(calculatorQuote(lenders, estimate, config, 'en-AU', car.price)).toMatchObject({ interestRate: 6.29, comparisonRate: 8.19 });
  });

  it.each<[string, FinanceProvider, Partial<FinanceLenderRecord>, number]>([
    ["the lender's own fee", 'A', { establishmentFees: 990 }, 990],
    ["provider A's standard fee when the lender gives none", 'A', {}, ESTABLISHMENT_FEE],
    ['no fee for a provider without one', 'B', {}, 0],
  ])('finances %s', (_label, provider, overrides, fee) => {
    const config = siteConfig({ providers: { finance: provider } });
    const lenders = { [provider]: record(overrides) };
    const estimate = financeEstimate(car, lenders[provider], config, now, estimateFrequency(provider, 'en-AU'));
    const quote = calculatorQuote(lenders, estimate, config, 'en-AU', car.price);
    expect(quote).toMatchObject({ interestRate: 6.29, comparisonRate: 8.19, termYears: 5, frequency: 'weekly', establishmentFee: fee });
  });

  it("carries the lender's term{N} repayments with the loan they were quoted on (decision 045)", () => {
    const config = siteConfig({ providers: { finance: 'A' } });
    const lenders = { A: record({ term36: 940, term60: 585, deposit: 0 }) };
    const estimate = financeEstimate(car, lenders.A, config, now, 'weekly');
    expect(calculatorQuote(lenders, estimate, config, 'en-AU', car.price).lender).toEqual({
      terms: [
        { months: 36, monthlyPayment: 940 },
        { months: 60, monthlyPayment: 585 },
      ],
      price: car.price,
      interestRate: 6.29,
      deposit: 0,
      balloon: 0,
      estimate: { months: 60, frequency: 'weekly', amount: 140 },
    });
  });
});

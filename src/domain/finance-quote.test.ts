import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from './car-records';
import { ESTABLISHMENT_FEE } from './finance';
import { financeEstimate, type FinanceProvider } from './finance-display';
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
  it.each<[FinanceProvider | null, string]>([
    ['A', 'weekly'],
    ['D', 'weekly'],
    ['G', 'monthly'],
    [null, 'weekly'],
  ])('provider %s -> %s', (provider, frequency) => {
    expect(estimateFrequency(provider)).toBe(frequency);
  });
});

describe('calculatorQuote', () => {
  it('starts from the SPEC 9 example when the car shows no estimate', () => {
    expect(calculatorQuote({}, null, siteConfig())).toEqual({
      interestRate: 6.29,
      comparisonRate: 8.19,
      termYears: 5,
      frequency: 'weekly',
      establishmentFee: 0,
    });
  });

  it.each<[string, FinanceProvider, Partial<FinanceLenderRecord>, number]>([
    ["the lender's own fee", 'A', { establishmentFees: 990 }, 990],
    ["provider A's standard fee when the lender gives none", 'A', {}, ESTABLISHMENT_FEE],
    ['no fee for a provider without one', 'B', {}, 0],
  ])('finances %s', (_label, provider, overrides, fee) => {
    const config = siteConfig({ providers: { finance: provider } });
    const lenders = { [provider]: record(overrides) };
    const estimate = financeEstimate(car, lenders[provider], config, now, estimateFrequency(provider));
    const quote = calculatorQuote(lenders, estimate, config);
    expect(quote).toMatchObject({ interestRate: 6.29, comparisonRate: 8.19, termYears: 5, frequency: 'weekly', establishmentFee: fee });
  });
});

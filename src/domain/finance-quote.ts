import type { FinanceLenderRecord } from './car-records';
import { DEFAULT_FREQUENCY, type Frequency } from './finance';
import {
  EXAMPLE_ESTIMATE_BASIS,
  PROVIDER_RULES,
  siteLender,
  type FinanceEstimate,
  type FinanceProvider,
  type ProviderRule,
} from './finance-display';
import type { SiteConfig } from './site-config';

/** The repayment calculator's starting loan. */
export type CalculatorQuote = {
  interestRate: number;
  comparisonRate: number;
  termYears: number;
  frequency: Frequency;
  establishmentFee: number;
};

/** A provider that only quotes monthly figures shows a monthly estimate; the rest SPEC 9's weekly. */
export function estimateFrequency(provider: FinanceProvider | null): Frequency {
  return provider !== null && PROVIDER_RULES[provider].requires === 'paymentMonth' ? 'monthly' : DEFAULT_FREQUENCY;
}

/**
 * The calculator starts from the estimate the car shows, fee included, so both give the same
 * repayment; without an estimate it starts from the SPEC 9 example loan and rates.
 */
export function calculatorQuote(
  lenders: Readonly<Record<string, FinanceLenderRecord>>,
  finance: FinanceEstimate | null,
  config: Pick<SiteConfig, 'providers'>,
): CalculatorQuote {
  if (!finance) {
    const { interestRate, comparisonRate, termYears } = EXAMPLE_ESTIMATE_BASIS;
    return { interestRate, comparisonRate, termYears, frequency: DEFAULT_FREQUENCY, establishmentFee: 0 };
  }
  const rule: ProviderRule = PROVIDER_RULES[finance.provider];
  return {
    interestRate: finance.interestRate,
    comparisonRate: finance.comparisonRate,
    termYears: finance.termYears,
    frequency: finance.frequency,
    establishmentFee: siteLender(lenders, config)?.establishmentFees ?? rule.establishmentFee ?? 0,
  };
}

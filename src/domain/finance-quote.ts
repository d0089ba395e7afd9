import type { FinanceLenderRecord } from './car-records';
import type { Frequency } from './finance';
import {
  PROVIDER_RULES,
  siteLender,
  type FinanceEstimate,
  type FinanceProvider,
  type ProviderRule,
} from './finance-display';
import { financeExample, financeLocaleRules } from './finance-locale';
import { lenderQuote, type LenderQuote } from './lender-terms';
import type { Locale, SiteConfig } from './site-config';

/** The repayment calculator's starting loan. */
export type CalculatorQuote = {
  interestRate: number;
  comparisonRate: number;
  termYears: number;
  frequency: Frequency;
  establishmentFee: number;
  /** The lender's term{N} repayments and the loan they were quoted on; null when it quoted none. */
  lender: LenderQuote | null;
};

/** A provider that only quotes monthly figures shows a monthly estimate; the rest the locale's frequency (SPEC 9's weekly in Australia). */
export function estimateFrequency(provider: FinanceProvider | null, locale: Locale): Frequency {
  return provider !== null && PROVIDER_RULES[provider].requires === 'paymentMonth' ? 'monthly' : financeLocaleRules(locale).frequency;
}

/**
 * The calculator starts from the estimate the car shows, fee included, so both give the same
 * repayment; without an estimate it starts from the locale's example loan at the site's current rate, or the
 * locale's example rates (SPEC 9's in Australia) when the site sets none.
 */
export function calculatorQuote(
  lenders: Readonly<Record<string, FinanceLenderRecord>>,
  finance: FinanceEstimate | null,
  config: Pick<SiteConfig, 'providers' | 'finance'>,
  locale: Locale,
  price: number,
): CalculatorQuote {
  if (!finance) {
    const { frequency } = financeLocaleRules(locale);
    const example = financeExample(locale, config.finance.rate);
    return { interestRate: example.interestRate, comparisonRate: example.comparisonRate, termYears: example.termYears, frequency, establishmentFee: 0, lender: null };
  }
  const rule: ProviderRule = PROVIDER_RULES[finance.provider];
  const lender = siteLender(lenders, config);
  return {
    interestRate: finance.interestRate,
    comparisonRate: finance.comparisonRate,
    termYears: finance.termYears,
    frequency: finance.frequency,
    establishmentFee: lender?.establishmentFees ?? rule.establishmentFee ?? 0,
    lender: lender ? lenderQuote(lender, price, finance.interestRate, { months: Math.round(finance.termYears * 12), frequency: finance.frequency, amount: finance.amount }) : null,
  };
}

import { DEFAULT_LOAN_AMOUNT, paymentCount, repayment, type Frequency } from './finance';
import { EXAMPLE_ESTIMATE_BASIS, type EstimateBasis, type FinanceEstimate } from './finance-display';
import type { FinanceRate, Locale } from './site-config';

/**
 * How finance is shown in each locale, as data (issue 26): the repayment frequency an estimate and
 * the calculator start from, and which rate disclosure the law of the market expects. Australian
 * credit rules put a comparison rate beside every advertised interest rate, with its warning; the
 * US Truth in Lending rules ask for the APR and, with a payment figure, the number of payments,
 * the down payment and the total of payments instead.
 */
export type RateDisclosure = 'comparison-rate' | 'apr';

export type FinanceLocaleRules = {
  frequency: Frequency;
  rates: RateDisclosure;
  /** The loan the calculator and disclosure start from when a car has no estimate. */
  example: EstimateBasis;
};

/*
 * The US example is a 5-year (60-month) loan at 7.49% APR with no fee, so its interest rate is its
 * APR. New Zealand reads as Australia until a New Zealand site asks otherwise (src/i18n/en-NZ.ts).
 */
const RULES: Readonly<Record<Locale, FinanceLocaleRules>> = {
  'en-AU': { frequency: 'weekly', rates: 'comparison-rate', example: EXAMPLE_ESTIMATE_BASIS },
  'en-NZ': { frequency: 'weekly', rates: 'comparison-rate', example: EXAMPLE_ESTIMATE_BASIS },
  'en-US': { frequency: 'monthly', rates: 'apr', example: { termYears: 5, interestRate: 7.49, comparisonRate: 7.49, deposit: 0 } },
};

export function financeLocaleRules(locale: Locale): FinanceLocaleRules {
  return RULES[locale];
}

/**
 * The example loan a site starts its calculator from and discloses when a car shows no estimate:
 * the locale's, at the dealer's current rate where the site sets one (docs/decisions/041-site-finance-rate.md).
 * A US site discloses one rate, its APR, so the comparison rate is the interest rate there.
 */
export function financeExample(locale: Locale, rate: FinanceRate | undefined): EstimateBasis {
  const { example, rates } = RULES[locale];
  if (!rate) return example;
  return { ...example, interestRate: rate.interestRate, comparisonRate: rates === 'apr' ? rate.interestRate : rate.comparisonRate };
}

/** The figures a Truth in Lending style disclosure states beside a payment. */
export type CreditExample = {
  payments: number;
  frequency: Frequency;
  /** Each payment in whole dollars, as the estimate shows it. */
  payment: number;
  apr: number;
  deposit: number;
  /** Every payment plus any balloon at the end. */
  totalOfPayments: number;
};

/**
 * The disclosure's figures for the car's estimate, or for the locale's example loan when the car
 * shows none. Null when the estimate reads 'Inquire for Finance': no payment is advertised then.
 */
export function creditExample(estimate: FinanceEstimate | null, locale: Locale, example: EstimateBasis = RULES[locale].example): CreditExample | null {
  if (estimate) {
    if (estimate.display.kind !== 'amount') return null;
    const payments = paymentCount(estimate.termYears, estimate.frequency);
    const payment = estimate.display.amount;
    return {
      payments,
      frequency: estimate.frequency,
      payment,
      apr: estimate.interestRate,
      deposit: estimate.deposit,
      totalOfPayments: payment * payments + estimate.balloon,
    };
  }
  const { frequency } = RULES[locale];
  const payments = paymentCount(example.termYears, frequency);
  const payment = repayment({ price: DEFAULT_LOAN_AMOUNT, annualRatePercent: example.interestRate, termYears: example.termYears, deposit: example.deposit, frequency });
  return { payments, frequency, payment, apr: example.interestRate, deposit: example.deposit, totalOfPayments: payment * payments };
}

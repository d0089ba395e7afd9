import type { FinanceLenderRecord } from '../domain/car-records';
import type { FINANCE_PROVIDERS } from '../domain/site-config';
import type { Rng } from './prng';
import type { Market } from './types';

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

type ProviderTerms = { lender: string; rate: readonly [number, number]; establishmentFees: number };

// Fictional lenders, one per provider letter; rates sit around the spec's 6.29% / 8.19% example.
const TERMS: Record<FinanceProvider, ProviderTerms> = {
  A: { lender: 'Apex Motor Finance', rate: [6.29, 9.5], establishmentFees: 1360.5 },
  B: { lender: 'Bluegum Lending', rate: [7.49, 11.9], establishmentFees: 450 },
  C: { lender: 'Current Capital', rate: [5.99, 8.99], establishmentFees: 395 },
  D: { lender: 'Drivewise Finance', rate: [8.38, 14.5], establishmentFees: 990 },
  E: { lender: 'Evergreen Credit', rate: [7.95, 13.5], establishmentFees: 595 },
  F: { lender: 'Fleetline Funding', rate: [6.85, 10.95], establishmentFees: 1200 },
  G: { lender: 'Gateway Auto Loans', rate: [6.49, 9.99], establishmentFees: 650 },
};

const TERM_YEARS = 5;
/** The spec's loan amount when a car has no price. */
const DEFAULT_LOAN = 30_000;

/** Amortised repayment per period, as the finance estimate computes it (rounded up to the cent). */
function repayment(principal: number, annualRatePercent: number, periodsPerYear: number, years = TERM_YEARS): number {
  const rate = annualRatePercent / 100 / periodsPerYear;
  const periods = years * periodsPerYear;
  const payment = rate === 0 ? principal / periods : (principal * rate) / (1 - (1 + rate) ** -periods);
  return Math.ceil(payment * 100) / 100;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The lender's monthly repayments over 3, 4 and 5 years: its term{N} keys (docs/decisions/045-lender-term-repayments.md). */
function termRepayments(principal: number, annualRatePercent: number): Record<`term${number}`, number> {
  return Object.fromEntries([3, 4, 5].map((years) => [`term${years * 12}`, repayment(principal, annualRatePercent, 12, years)]));
}

export function lenderRecord(provider: FinanceProvider, price: number, used: boolean, rng: Rng, market: Market): FinanceLenderRecord {
  const terms = TERMS[provider];
  const interestRate = round2(rng.float(terms.rate[0], terms.rate[1]) + (used ? 0.8 : 0));
  // A few records come back without a comparison rate or a weekly figure: the estimate must then hide.
  const comparisonRate = rng.chance(0.03) ? null : round2(interestRate + rng.float(0.3, 1.9));
  const noWeekly = rng.chance(0.02);
  if (market === 'US') {
    // A US lender quotes an APR and monthly payments over a term in months, and charges no fee
    // financed into the loan, so its interest rate is its APR (the rate the site discloses).
    return {
      interestRate,
      comparisonRate: comparisonRate === null ? null : interestRate,
      paymentWeek: null,
      paymentMonth: repayment(price > 0 ? price : DEFAULT_LOAN, interestRate, 12),
      termMonths: TERM_YEARS * 12,
      ...termRepayments(price > 0 ? price : DEFAULT_LOAN, interestRate),
      balloon: 0,
      deposit: 0,
      establishmentFees: 0,
      financeProvider: terms.lender,
    };
  }
  const principal = (price > 0 ? price : DEFAULT_LOAN) + terms.establishmentFees;
  return {
    interestRate,
    comparisonRate,
    paymentWeek: noWeekly ? null : repayment(principal, interestRate, 52),
    paymentMonth: repayment(principal, interestRate, 12),
    termYears: TERM_YEARS,
    ...termRepayments(principal, interestRate),
    balloon: 0,
    deposit: 0,
    establishmentFees: terms.establishmentFees,
    financeProvider: terms.lender,
  };
}

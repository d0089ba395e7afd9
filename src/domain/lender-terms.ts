import type { FinanceLenderRecord } from './car-records';
import { repaymentLabel, type Frequency, type RepaymentDisplay } from './finance';
import type { Locale } from './site-config';

/**
 * A finance lender record's `term{N}` keys (SPEC 3 "finance lender record"): the lender's own
 * monthly repayment for an N-month term, on the same loan as the record's other figures (its rate,
 * deposit, balloon and fees). docs/decisions/045-lender-term-repayments.md.
 */

/** Shorter or longer than any car loan a lender writes: a key outside is not a term (a typo such as term600). */
const LENDER_TERM_MONTHS = { min: 6, max: 120 } as const;

const TERM_KEY = /^term([1-9]\d*)$/;

export type LenderTerm = { months: number; monthlyPayment: number };

/** The record's term{N} repayments, shortest term first; a key whose value is not a positive amount is not read. */
export function lenderTerms(lender: FinanceLenderRecord): LenderTerm[] {
  const terms: LenderTerm[] = [];
  for (const [key, value] of Object.entries(lender)) {
    const match = TERM_KEY.exec(key);
    if (!match || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) continue;
    const months = Number(match[1]);
    if (months < LENDER_TERM_MONTHS.min || months > LENDER_TERM_MONTHS.max) continue;
    terms.push({ months, monthlyPayment: value });
  }
  return terms.sort((a, b) => a.months - b.months);
}

const PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 };

/**
 * The lender's monthly repayment per period of `frequency`: a year's repayments spread evenly
 * (the weekly equivalent lenders print beside a monthly figure), rounded up to the cent so the
 * year's total never falls short of the lender's.
 */
export function lenderPaymentPer(monthlyPayment: number, frequency: Frequency): number {
  if (frequency === 'monthly') return monthlyPayment;
  return Math.ceil(((monthlyPayment * 12) / PER_YEAR[frequency]) * 100 - 1e-6) / 100;
}

export type TermChoice = { months: number; amount: number; display: RepaymentDisplay };

/**
 * The estimate's term choices: each term the lender quoted, its repayment in the estimate's
 * frequency. The estimate's own term shows the estimate's figure, so one term never reads two
 * amounts (a lender's weekly figure is its own, not its monthly one spread over the weeks).
 */
export function termChoices(lender: FinanceLenderRecord, frequency: Frequency, locale: Locale, estimate?: { months: number; amount: number }): TermChoice[] {
  return lenderTerms(lender).map(({ months, monthlyPayment }) => {
    const amount = estimate?.months === months ? estimate.amount : lenderPaymentPer(monthlyPayment, frequency);
    return { months, amount, display: repaymentLabel(amount, frequency, locale) };
  });
}

/** The lender's repayment for a term of `termYears`, in `frequency`, or null where it quoted none for that term. */
export function lenderPaymentForTerm(lender: FinanceLenderRecord, termYears: number, frequency: Frequency): number | null {
  const months = Math.round(termYears * 12);
  const term = lenderTerms(lender).find((t) => t.months === months);
  return term ? lenderPaymentPer(term.monthlyPayment, frequency) : null;
}

/** What the lender's term{N} figures were quoted on: the car's price at its rate, with its deposit and balloon. */
export type LenderQuote = {
  terms: LenderTerm[];
  price: number;
  interestRate: number;
  deposit: number;
  balloon: number;
  /** The car's estimate: its term and frequency read its own figure, as the estimate panel does. */
  estimate?: { months: number; frequency: Frequency; amount: number };
};

export function lenderQuote(lender: FinanceLenderRecord, price: number, interestRate: number, estimate?: LenderQuote['estimate']): LenderQuote | null {
  const terms = lenderTerms(lender);
  return terms.length === 0 ? null : { terms, price, interestRate, deposit: lender.deposit ?? 0, balloon: lender.balloon ?? 0, ...(estimate ? { estimate } : {}) };
}

type CalculatorLoan = { price: number; deposit?: number; balloon?: number; termYears?: number; frequency?: Frequency; annualRatePercent: number };

/**
 * The calculator's repayment from the lender's own figure: only for the very loan it quoted (same
 * price, rate, deposit and balloon, a term it quoted); any change the shopper makes is ours to work out.
 */
export function quotedRepayment(quote: LenderQuote | null, loan: CalculatorLoan): number | null {
  if (quote === null || loan.termYears === undefined) return null;
  const same = loan.price === quote.price && loan.annualRatePercent === quote.interestRate && (loan.deposit ?? 0) === quote.deposit && (loan.balloon ?? 0) === quote.balloon;
  if (!same) return null;
  const months = Math.round(loan.termYears * 12);
  const frequency = loan.frequency ?? 'weekly';
  if (quote.estimate && quote.estimate.months === months && quote.estimate.frequency === frequency) return quote.estimate.amount;
  const term = quote.terms.find((t) => t.months === months);
  return term ? lenderPaymentPer(term.monthlyPayment, frequency) : null;
}

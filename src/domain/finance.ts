import type { Locale } from './site-config';
import { formatPrice, showPrice } from './locale';

/**
 * The repayment estimate of SPEC 5 and 9: an amortised loan with an optional balloon, repaid
 * weekly, fortnightly, monthly or yearly. Pure arithmetic; which estimate a car shows is decided
 * in finance-display.ts.
 */

export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 };

type FrequencySuffix = 'wk' | 'fn' | 'mo' | 'yr';
const FREQUENCY_SUFFIX: Readonly<Record<Frequency, FrequencySuffix>> = {
  weekly: 'wk',
  fortnightly: 'fn',
  monthly: 'mo',
  yearly: 'yr',
};

/** SPEC 9 defaults. */
export const DEFAULT_LOAN_AMOUNT = 30_000;
export const DEFAULT_TERM_YEARS = 5;

/** How many payments a term of `termYears` has: whole periods, so a 2.5-year monthly term is 30. */
export function paymentCount(termYears: number, frequency: Frequency): number {
  return Math.round(termYears * PERIODS_PER_YEAR[frequency]);
}

/** The repayment calculator starts from the car's price, or SPEC 9's example loan when no price is shown. */
export function calculatorLoanAmount(price: number): number {
  return showPrice(price) ? price : DEFAULT_LOAN_AMOUNT;
}
/** SPEC 9's weekly; a locale may start elsewhere (finance-locale.ts). */
export const DEFAULT_FREQUENCY: Frequency = 'weekly';
/** The fee financed into the loan by a lender that charges one, when the lender gives no figure. */
export const ESTABLISHMENT_FEE = 1360.5;
/** SPEC 5 and 9: a repayment of this much or less reads 'Enquire for Finance' instead. */
const ENQUIRE_THRESHOLD = 25;
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

export type Rounding = 'up' | 'down';

export type RepaymentInput = {
  /** The car's price; 0 or less means no price, so the SPEC 9 default loan of 30,000 is used. */
  price: number;
  /** Percent per annum, as lenders quote it: 6.29 means 6.29% p.a. */
  annualRatePercent: number;
  termYears?: number;
  deposit?: number;
  tradeIn?: number;
  /** Residual (balloon) in dollars, paid on top of the last regular payment; capped at the amount borrowed. */
  balloon?: number;
  frequency?: Frequency;
  /** The fee as given; when absent, `defaultEstablishmentFee` applies. */
  establishmentFee?: number;
  /** The lender's standard fee (ESTABLISHMENT_FEE for the lender that charges one); 0 when omitted. */
  defaultEstablishmentFee?: number;
  rounding?: Rounding;
};

/** Every figure the arithmetic uses, with the defaults filled in. */
export type Loan = {
  price: number;
  principal: number;
  establishmentFee: number;
  balloon: number;
  annualRatePercent: number;
  termYears: number;
  frequency: Frequency;
  periodsPerYear: number;
  periods: number;
  ratePerPeriod: number;
  rounding: Rounding;
};

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of 0 or more, got ${value}`);
  return value;
}

/** The loan the figures describe; throws RangeError on input no loan can have (a form validates first). */
export function resolveLoan(input: RepaymentInput): Loan {
  const frequency = input.frequency ?? DEFAULT_FREQUENCY;
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  const termYears = input.termYears ?? DEFAULT_TERM_YEARS;
  // A term shorter than one payment is no loan.
  const periods = paymentCount(termYears, frequency);
  if (!Number.isFinite(termYears) || periods < 1) throw new RangeError(`termYears must cover at least one payment, got ${termYears}`);
  const annualRatePercent = nonNegative('annualRatePercent', input.annualRatePercent);
  const price = Number.isFinite(input.price) && input.price > 0 ? input.price : DEFAULT_LOAN_AMOUNT;
  const deposit = nonNegative('deposit', input.deposit ?? 0) + nonNegative('tradeIn', input.tradeIn ?? 0);
  const establishmentFee = nonNegative('establishmentFee', input.establishmentFee ?? input.defaultEstablishmentFee ?? 0);
  // A deposit larger than the price leaves nothing to borrow rather than a negative loan.
  const principal = Math.max(0, price - deposit) + establishmentFee;
  return {
    price,
    principal,
    establishmentFee,
    // The balloon is the part of the debt left to the end, so it can be no more than the debt.
    balloon: Math.min(nonNegative('balloon', input.balloon ?? 0), principal),
    annualRatePercent,
    termYears,
    frequency,
    periodsPerYear,
    periods,
    ratePerPeriod: annualRatePercent / 100 / periodsPerYear,
    rounding: input.rounding ?? 'up',
  };
}

/** A balloon given as a percentage of the price (0 or less means the default loan amount), in dollars. */
export function balloonAmount(price: number, percent: number): number {
  const base = Number.isFinite(price) && price > 0 ? price : DEFAULT_LOAN_AMOUNT;
  return (base * nonNegative('percent', percent)) / 100;
}

/** The regular payment before rounding: (P - B/(1+r)^n) * r / (1 - (1+r)^-n), straight line when r is 0. */
export function exactPayment(loan: Loan): number {
  const { principal, balloon, ratePerPeriod: r, periods: n } = loan;
  return r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
}

// Float noise (500 computed as 500.0000000001) must not add a dollar when rounding up.
const NOISE = 1e-6;

function roundPayment(payment: number, rounding: Rounding): number {
  const rounded = rounding === 'up' ? Math.ceil(payment - NOISE) : Math.floor(payment + NOISE);
  // Math.ceil(-0.000001) is -0, which would print as '-0' and fail equality with 0.
  return rounded === 0 ? 0 : rounded;
}

/** The repayment per period in whole dollars: rounded up unless the input asks for down. */
export function repayment(input: RepaymentInput): number {
  const loan = resolveLoan(input);
  return roundPayment(exactPayment(loan), loan.rounding);
}

export type RepaymentDisplay =
  | { kind: 'enquire'; text: typeof ENQUIRE_FOR_FINANCE }
  | { kind: 'amount'; amount: number; formatted: string; suffix: FrequencySuffix; text: string };

/**
 * What a repayment reads as: 'Enquire for Finance' at 25 or less, else e.g. '$135/wk'.
 * A lender's own figure may carry cents; it shows as the next whole dollar so the label never
 * understates the payment.
 */
export function repaymentLabel(amount: number, frequency: Frequency, locale: Locale = 'en-AU'): RepaymentDisplay {
  if (!Number.isFinite(amount) || amount <= ENQUIRE_THRESHOLD) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE };
  const whole = roundPayment(amount, 'up');
  const formatted = formatPrice(whole, locale);
  const suffix = FREQUENCY_SUFFIX[frequency];
  return { kind: 'amount', amount: whole, formatted, suffix, text: `${formatted}/${suffix}` };
}

export type ScheduleYear = {
  year: number;
  principal: number;
  interest: number;
  /** Owed at the end of the year; the balloon is what remains after the last payment. */
  balance: number;
};

export type AmortisationSchedule = {
  payment: number;
  years: ScheduleYear[];
  /** Principal repaid by the regular payments: the loan less the balloon. */
  totalPrincipal: number;
  totalInterest: number;
  balloon: number;
};

const cents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Principal and interest paid in each year of the term, for the calculator's chart. It uses the
 * exact payment so the balance lands on the balloon; each year's figure is a difference of
 * cumulative cents, so the years add up to the totals exactly.
 */
export function amortisationSchedule(input: RepaymentInput): AmortisationSchedule {
  const loan = resolveLoan(input);
  const payment = exactPayment(loan);
  const { principal, ratePerPeriod: r, periods, periodsPerYear } = loan;
  const balanceAfter = (k: number): number => {
    // The closed form drifts by fractions of a cent; the last payment leaves exactly the balloon.
    if (k === periods) return loan.balloon;
    return r === 0 ? principal - payment * k : principal * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
  };

  const years: ScheduleYear[] = [];
  let paidPrincipal = 0;
  let paidInterest = 0;
  const yearCount = Math.ceil(periods / periodsPerYear);
  for (let year = 1; year <= yearCount; year++) {
    const k = Math.min(year * periodsPerYear, periods);
    const balance = balanceAfter(k);
    const cumulativePrincipal = cents(principal - balance);
    const cumulativeInterest = cents(payment * k - (principal - balance));
    years.push({
      year,
      principal: (cumulativePrincipal - paidPrincipal) / 100,
      interest: (cumulativeInterest - paidInterest) / 100,
      balance: cents(balance) / 100,
    });
    paidPrincipal = cumulativePrincipal;
    paidInterest = cumulativeInterest;
  }
  return {
    payment,
    years,
    totalPrincipal: paidPrincipal / 100,
    totalInterest: paidInterest / 100,
    balloon: cents(balanceAfter(periods)) / 100,
  };
}

import type { FinanceLenderRecord } from './car-records';
import type { FINANCE_PROVIDERS, Locale, SiteConfig } from './site-config';
import { isAvailable } from './availability';
import {
  DEFAULT_FREQUENCY,
  DEFAULT_TERM_YEARS,
  ESTABLISHMENT_FEE,
  repayment,
  repaymentLabel,
  type Frequency,
  type RepaymentDisplay,
  type Rounding,
} from './finance';
import { localDate } from './hours';
import { lenderPaymentForTerm, termChoices, type TermChoice } from './lender-terms';
import { formatPrice, showPrice } from './locale';
import type { CarSummary } from './types';

/** Which finance estimate a car shows (SPEC 5 "A finance estimate is shown only when ..."), with the rules as data. */

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export type ComparisonRateRange = { from: number; to: number };

export type ProviderRule = {
  /** The car's year must be newer than the current year minus this. */
  maxAgeYears?: number;
  /** The price must be over this. */
  minPrice?: number;
  requiresAvailable: boolean;
  /** A field the lender record must carry for the estimate to show. */
  requires: 'comparisonRate' | 'paymentWeek' | 'paymentMonth' | null;
  /** The lender's fee financed into the loan when the record gives none. */
  establishmentFee?: number;
  /** The computed repayment rounds down, not up, for cars priced under this. */
  roundDownUnderPrice?: number;
  /** Shown beside the lender's estimates in place of a single comparison rate figure. */
  comparisonRateRange?: ComparisonRateRange;
};

/** SPEC 9: finance needs a price over 500 and a car newer than 12 years. */
const FINANCE_MIN_PRICE = 500;
const FINANCE_MAX_AGE_YEARS = 12;

/*
 * SPEC 5 names the conditions per provider letter. SPEC 9 gives the 1360.5 fee, the round-down
 * and the 8.38% to 19.42% range to "one lender" each without naming it: the fee sits with A, whose
 * seeded lender charges exactly that, and the range with D, whose seeded rates start at 8.38%.
 * The round-down price condition is not given by the spec, so no provider sets it yet.
 */
export const PROVIDER_RULES = {
  A: {
    maxAgeYears: FINANCE_MAX_AGE_YEARS,
    minPrice: FINANCE_MIN_PRICE,
    requiresAvailable: true,
    requires: 'comparisonRate',
    establishmentFee: ESTABLISHMENT_FEE,
  },
  B: { requiresAvailable: true, requires: null },
  C: { requiresAvailable: true, requires: null },
  D: {
    minPrice: FINANCE_MIN_PRICE,
    requiresAvailable: true,
    requires: 'paymentWeek',
    comparisonRateRange: { from: 8.38, to: 19.42 },
  },
  E: { minPrice: FINANCE_MIN_PRICE, requiresAvailable: true, requires: 'paymentWeek' },
  F: { minPrice: FINANCE_MIN_PRICE, requiresAvailable: true, requires: 'paymentWeek' },
  G: { minPrice: FINANCE_MIN_PRICE, requiresAvailable: true, requires: 'paymentMonth' },
} as const satisfies Record<FinanceProvider, ProviderRule>;

export type FinanceCar = Pick<CarSummary, 'make' | 'year' | 'price' | 'status'> & { dealershipId: number };

export type FinanceHiddenReason =
  | 'no-provider'
  | 'no-lender-record'
  | 'no-interest-rate'
  | 'no-comparison-rate'
  | 'excluded-make'
  | 'excluded-dealership'
  | 'too-old'
  | 'price-too-low'
  | 'not-available'
  | 'no-weekly-payment'
  | 'no-monthly-payment'
  | 'no-price';

type FinanceSite = Pick<SiteConfig, 'providers' | 'finance' | 'timezone'>;

export type FinanceEligibility =
  | { eligible: true; provider: FinanceProvider; rule: ProviderRule; interestRate: number; comparisonRate: number }
  | { eligible: false; reason: FinanceHiddenReason };

const sameMake = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const REQUIRED_FIELD_REASON = {
  comparisonRate: 'no-comparison-rate',
  paymentWeek: 'no-weekly-payment',
  paymentMonth: 'no-monthly-payment',
} as const satisfies Record<NonNullable<ProviderRule['requires']>, FinanceHiddenReason>;

/** Whether the site may show an estimate for the car, and if not, the first rule that fails. */
export function financeEligibility(
  car: FinanceCar,
  lender: FinanceLenderRecord | null | undefined,
  config: FinanceSite,
  now: Date,
): FinanceEligibility {
  const provider = config.providers.finance;
  if (provider === null) return { eligible: false, reason: 'no-provider' };
  if (!lender) return { eligible: false, reason: 'no-lender-record' };
  const { interestRate, comparisonRate } = lender;
  if (interestRate === null) return { eligible: false, reason: 'no-interest-rate' };
  if (comparisonRate === null) return { eligible: false, reason: 'no-comparison-rate' };
  if (config.finance.excludedMakes.some((make) => sameMake(make, car.make))) return { eligible: false, reason: 'excluded-make' };
  if (config.finance.excludedDealershipIds.includes(car.dealershipId)) return { eligible: false, reason: 'excluded-dealership' };

  const rule: ProviderRule = PROVIDER_RULES[provider];
  if (rule.maxAgeYears !== undefined) {
    // The dealer's calendar year, not UTC's: on 1 January in Sydney the limit has already moved.
    const currentYear = Number(localDate(now, config.timezone).date.slice(0, 4));
    if (!(car.year > currentYear - rule.maxAgeYears)) return { eligible: false, reason: 'too-old' };
  }
  if (rule.minPrice !== undefined && !(car.price > rule.minPrice)) return { eligible: false, reason: 'price-too-low' };
  if (rule.requiresAvailable && !isAvailable(car.status)) return { eligible: false, reason: 'not-available' };
  if (rule.requires !== null) {
    const value = lender[rule.requires];
    if (value === null || value === undefined) return { eligible: false, reason: REQUIRED_FIELD_REASON[rule.requires] };
  }
  // Issue 26: a repayment beside 'Enquire for price' is a figure for a price nobody was told (SPEC 9's
  // 30000 default loan is the calculator's starting amount, not this car's). Every provider, even
  // those whose own rule accepts any price.
  if (!showPrice(car.price)) return { eligible: false, reason: 'no-price' };
  return { eligible: true, provider, rule, interestRate, comparisonRate };
}

/** 'up' unless the lender rounds down for cars priced under its threshold. */
export function roundingFor(rule: ProviderRule, price: number): Rounding {
  return rule.roundDownUnderPrice !== undefined && price < rule.roundDownUnderPrice ? 'down' : 'up';
}

export type FinanceEstimate = {
  provider: FinanceProvider;
  lenderName: string;
  frequency: Frequency;
  /** The repayment per period: the lender's own figure where it gives one for the frequency. */
  amount: number;
  source: 'lender' | 'computed';
  display: RepaymentDisplay;
  /** Where a comparison rate is shown, always together (Australian credit rules); a US site shows the interest rate as its APR. */
  interestRate: number;
  comparisonRate: number;
  comparisonRateRange: ComparisonRateRange | null;
  termYears: number;
  /** The lender's assumed deposit and end-of-term balloon, in dollars (0 when it gives none). */
  deposit: number;
  balloon: number;
  disclaimer: string | null;
  /** The terms the lender quoted a repayment for (its term{N} keys), shortest first; empty when it quoted none. */
  terms: TermChoice[];
};

function lenderPayment(lender: FinanceLenderRecord, frequency: Frequency): number | null {
  if (frequency === 'weekly') return lender.paymentWeek ?? null;
  if (frequency === 'monthly') return lender.paymentMonth ?? null;
  return null;
}

function lenderTermYears(lender: FinanceLenderRecord): number {
  if (lender.termYears !== undefined && lender.termYears > 0) return lender.termYears;
  if (lender.termMonths !== undefined && lender.termMonths > 0) return lender.termMonths / 12;
  if (lender.termWeeks !== undefined && lender.termWeeks > 0) return lender.termWeeks / 52;
  return DEFAULT_TERM_YEARS;
}

/**
 * The estimate a car shows, or null when SPEC 5 hides it. The site config has no repayment
 * frequency of its own, so the caller passes one; SPEC 9's weekly is the default.
 */
export function financeEstimate(
  car: FinanceCar,
  lender: FinanceLenderRecord | null | undefined,
  config: FinanceSite,
  now: Date,
  frequency: Frequency = DEFAULT_FREQUENCY,
  locale: Locale = 'en-AU',
): FinanceEstimate | null {
  const eligibility = financeEligibility(car, lender, config, now);
  if (!eligibility.eligible || !lender) return null;
  const { provider, rule, interestRate, comparisonRate } = eligibility;
  const termYears = lenderTermYears(lender);
  // A term{N} figure for the estimate's own term is the lender's too: ours only where it gave none.
  const given = lenderPayment(lender, frequency) ?? lenderPaymentForTerm(lender, termYears, frequency);
  const amount =
    given ??
    repayment({
      price: car.price,
      annualRatePercent: interestRate,
      termYears,
      deposit: lender.deposit,
      balloon: lender.balloon,
      frequency,
      establishmentFee: lender.establishmentFees,
      defaultEstablishmentFee: rule.establishmentFee,
      rounding: roundingFor(rule, car.price),
    });
  return {
    provider,
    lenderName: lender.financeProvider,
    frequency,
    amount,
    source: given === null ? 'computed' : 'lender',
    display: repaymentLabel(amount, frequency, locale),
    interestRate,
    comparisonRate,
    comparisonRateRange: rule.comparisonRateRange ?? null,
    termYears,
    deposit: lender.deposit ?? 0,
    balloon: lender.balloon ?? 0,
    disclaimer: lender.disclaimer ?? null,
    terms: termChoices(lender, frequency, locale, { months: Math.round(termYears * 12), amount }),
  };
}

/** The lender record for the site's provider, from a car's records keyed by provider letter. */
export function siteLender(
  lenders: Readonly<Record<string, FinanceLenderRecord>>,
  config: Pick<SiteConfig, 'providers'>,
): FinanceLenderRecord | null {
  const provider = config.providers.finance;
  return provider === null ? null : (lenders[provider] ?? null);
}

// ---- Texts shown with an estimate (SPEC 9). ----

/**
 * Australian credit law requires this warning wherever a comparison rate is advertised. Said here
 * in our own words; the regulations prescribe a form of words, so compliance should confirm it.
 */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given. Other loan amounts and terms will give other comparison rates. ' +
  'It does not take in costs such as redraw fees or early repayment fees, nor cost savings such as fee waivers, ' +
  'although these may change the cost of the loan.';

/** SPEC 9: the loan every comparison rate is calculated on. */
export const COMPARISON_RATE_EXAMPLE_LOAN = 'a 5-year secured loan of $30,000';
export const COMPARISON_RATE_BASIS = `Comparison rate calculated on ${COMPARISON_RATE_EXAMPLE_LOAN}.`;

export type EstimateBasis = { termYears: number; interestRate: number; comparisonRate: number; deposit: number };

/** SPEC 9: one dealer's estimate is for a 5-year term at 6.29% p.a., 8.19% comparison, no deposit. */
export const EXAMPLE_ESTIMATE_BASIS: EstimateBasis = { termYears: 5, interestRate: 6.29, comparisonRate: 8.19, deposit: 0 };

const percent = (rate: number): string => `${rate.toFixed(2)}%`;

/** e.g. 'Based on a 5-year term at 6.29% p.a. (8.19% p.a. comparison rate) with no deposit.' */
export function estimateBasisText(basis: EstimateBasis, locale: Locale = 'en-AU'): string {
  const deposit = basis.deposit > 0 ? `a ${formatPrice(basis.deposit, locale)} deposit` : 'no deposit';
  return `Based on a ${basis.termYears}-year term at ${percent(basis.interestRate)} p.a. (${percent(basis.comparisonRate)} p.a. comparison rate) with ${deposit}.`;
}

/** e.g. '8.38% to 19.42%'. */
export function comparisonRateRangeText(range: ComparisonRateRange): string {
  return `${percent(range.from)} to ${percent(range.to)}`;
}

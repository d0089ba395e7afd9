import { comparisonRateRangeText, PROVIDER_RULES, type FinanceProvider, type ProviderRule } from '../finance-display';
import type { RateDisclosure } from '../finance-locale';
import { FINANCE_PROVIDERS, type FinanceRate } from '../site-config';
import type { Fields } from './hours-form';
import type { Read } from './section-forms';

/**
 * The site's finance settings (issue 31 "finance providers with their current rate"): which
 * provider's estimates the cars show, the makes that never show one, the luxury quick picks, where
 * /finance-pre-approval goes, and the dealer's current rate (docs/decisions/041-site-finance-rate.md).
 */
export type FinanceSettings = {
  provider: FinanceProvider | null;
  excludedMakes: string[];
  /** The site's dealerships whose cars never show an estimate (SPEC 5), by their ids. */
  excludedDealershipIds: number[];
  luxuryQuickPicks: boolean;
  preApprovalRedirectsToFinance: boolean;
  rate: FinanceRate | undefined;
};

const money = (amount: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

/** What a provider letter does, in the dealer's words, from its rule (SPEC 5 and 9): the spec names providers only by letter. */
export function providerSummary(rule: ProviderRule): string {
  const when = ['available cars'];
  if (rule.maxAgeYears !== undefined) when.push(`newer than ${rule.maxAgeYears} years`);
  if (rule.minPrice !== undefined) when.push(`priced over ${money(rule.minPrice)}`);
  const needs = { comparisonRate: ' when the lender gives a comparison rate', paymentWeek: ' when the lender gives a weekly repayment', paymentMonth: ' when the lender gives a monthly repayment' };
  const parts = [`Estimates on ${when.join(', ')}${rule.requires ? needs[rule.requires] : ''}.`];
  if (rule.requires === 'paymentMonth') parts.push('Repayments are shown monthly.');
  if (rule.establishmentFee !== undefined) parts.push(`A ${money(rule.establishmentFee)} establishment fee is financed when the lender gives none.`);
  if (rule.comparisonRateRange) parts.push(`Its comparison rates are shown as ${comparisonRateRangeText(rule.comparisonRateRange)}.`);
  return parts.join(' ');
}

export const PROVIDER_CHOICES = FINANCE_PROVIDERS.map((letter) => ({ letter, summary: providerSummary(PROVIDER_RULES[letter]) }));

const RATE_MAX = { interestRate: 30, comparisonRate: 40 } as const;
const RATE_WORDS = { interestRate: 'interest rate', comparisonRate: 'comparison rate' } as const;
const PERCENT = /^\d{1,2}(?:\.\d{1,2})?$/;

function readRate(raw: string, key: keyof typeof RATE_MAX, words: string, errors: Record<string, string[]>): number | null {
  const value = raw.replace(/\s*%$/, '');
  if (!PERCENT.test(value) || Number(value) > RATE_MAX[key]) {
    errors[`rate.${key}`] = [`Write the ${words} as a percentage a year from 0 to ${RATE_MAX[key]}, such as 6.49.`];
    return null;
  }
  return Number(value);
}

/** One of the site's dealerships, as the form offers it: a box by its name, never an id to type. */
export type DealershipChoice = { id: number; name: string };

const EXCLUDED_DEALERSHIP = /^excludedDealership\.(\d{1,9})$/;

/**
 * The dealerships ticked as `excludedDealership.{id}`, in the site's order, and any id named that
 * is not one of the site's (`foreign`): only a tampered form names one, and the caller refuses it.
 */
export function readExcludedDealerships(fields: Fields, choices: readonly DealershipChoice[]): { ids: number[]; foreign: number[] } {
  const named = new Set<number>();
  for (const [key, value] of Object.entries(fields)) {
    const match = EXCLUDED_DEALERSHIP.exec(key);
    if (match && value === 'on') named.add(Number(match[1]));
  }
  const own = new Set(choices.map((c) => c.id));
  return { ids: choices.filter((c) => named.has(c.id)).map((c) => c.id), foreign: [...named].filter((id) => !own.has(id)) };
}

/**
 * Reads the form. On a site whose locale discloses an APR (the US) the rate has one field, the APR,
 * which is both rates; elsewhere the interest and comparison rates come together or not at all.
 */
export function readFinanceForm(fields: Fields, rates: RateDisclosure, dealerships: readonly DealershipChoice[] = []): Read<FinanceSettings> {
  const errors: Record<string, string[]> = {};
  const letter = (fields.provider ?? '').trim();
  const provider = (FINANCE_PROVIDERS as readonly string[]).includes(letter) ? (letter as FinanceProvider) : null;
  if (letter && provider === null) errors.provider = ['Choose one of the providers listed, or none.'];
  const seen = new Set<string>();
  const excludedMakes = (fields.excludedMakes ?? '')
    .split(',')
    .map((make) => make.trim())
    .filter((make) => make !== '' && !seen.has(make.toLowerCase()) && seen.add(make.toLowerCase()));

  const apr = rates === 'apr';
  const interestRaw = (fields['rate.interestRate'] ?? '').trim();
  const comparisonRaw = apr ? interestRaw : (fields['rate.comparisonRate'] ?? '').trim();
  let rate: FinanceRate | undefined;
  if (interestRaw || comparisonRaw) {
    const interestRate = interestRaw ? readRate(interestRaw, 'interestRate', apr ? 'APR' : RATE_WORDS.interestRate, errors) : null;
    const comparisonRate = apr ? interestRate : comparisonRaw ? readRate(comparisonRaw, 'comparisonRate', RATE_WORDS.comparisonRate, errors) : null;
    if (!interestRaw) errors['rate.interestRate'] = ['Write the interest rate too, or clear both rates to show the standard example.'];
    if (!comparisonRaw) errors['rate.comparisonRate'] = ['Write the comparison rate too, or clear both rates to show the standard example.'];
    if (interestRate !== null && comparisonRate !== null) {
      if (comparisonRate < interestRate) errors['rate.comparisonRate'] = ['The comparison rate takes in the fees, so it cannot be below the interest rate.'];
      rate = { interestRate, comparisonRate };
    }
  }
  return {
    value: { provider, excludedMakes, excludedDealershipIds: readExcludedDealerships(fields, dealerships).ids, luxuryQuickPicks: fields.luxuryQuickPicks === 'on', preApprovalRedirectsToFinance: fields.preApprovalRedirectsToFinance === 'on', rate },
    errors,
  };
}

import { FREQUENCIES, type Frequency, type RepaymentInput } from '../../domain/finance';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';

/** The calculator's fields as typed: strings, so a half-typed value never throws. */
export type CalculatorFields = {
  price: string;
  deposit: string;
  termYears: string;
  frequency: string;
  balloon: string;
  rate: string;
};

export type CalculatorField = keyof CalculatorFields;

const TERM_YEARS_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

/** The term choices: whole years, and every term the lender quoted (in months) where it is not one already. */
export function termYearsChoices(lenderMonths: readonly number[] = []): number[] {
  const years = new Set<number>(TERM_YEARS_CHOICES);
  for (const months of lenderMonths) years.add(months / 12);
  return [...years].sort((a, b) => a - b);
}
/** Above any rate a lender quotes; a typo such as 629 must not draw a chart. */
const MAX_RATE_PERCENT = 50;

export type CalculatorParse = { ok: true; input: RepaymentInput } | { ok: false; errors: Partial<Record<CalculatorField, string>> };

/** '$25,000' or '25 000' -> 25000; blank is 0 where `blankIsZero`, else null; anything else null. */
export function parseAmount(text: string, blankIsZero: boolean): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (cleaned === '') return blankIsZero ? 0 : null;
  if (!/^\d+(?:\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const isFrequency = (value: string): value is Frequency => (FREQUENCIES as readonly string[]).includes(value);

type CalculatorErrors = Messages['finance']['calculator']['errors'];

/** The loan the fields describe, or a message (in the site's words) per field that cannot be used as typed. */
export function parseCalculator(fields: CalculatorFields, texts: CalculatorErrors, terms: readonly number[] = TERM_YEARS_CHOICES): CalculatorParse {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const parsedPrice = parseAmount(fields.price, false);
  const price = parsedPrice !== null && parsedPrice > 0 ? parsedPrice : null;
  if (price === null) errors.price = texts.price;
  const deposit = parseAmount(fields.deposit, true);
  if (deposit === null) errors.deposit = texts.amount;
  else if (price !== null && deposit >= price) errors.deposit = texts.depositTooHigh;
  const balloon = parseAmount(fields.balloon, true);
  if (balloon === null) errors.balloon = texts.amount;
  else if (price !== null && deposit !== null && deposit < price && balloon >= price - deposit) errors.balloon = texts.balloonTooHigh;
  const termYears = Number(fields.termYears);
  if (!terms.includes(termYears)) errors.termYears = texts.term;
  if (!isFrequency(fields.frequency)) errors.frequency = texts.frequency;
  const rate = parseAmount(fields.rate.replace(/%$/, ''), false);
  if (rate === null || rate > MAX_RATE_PERCENT) errors.rate = fill(texts.rate, { max: MAX_RATE_PERCENT });
  if (Object.keys(errors).length > 0 || price === null || deposit === null || balloon === null || rate === null || !isFrequency(fields.frequency)) {
    return { ok: false, errors };
  }
  return { ok: true, input: { price, deposit, balloon, termYears, frequency: fields.frequency, annualRatePercent: rate } };
}

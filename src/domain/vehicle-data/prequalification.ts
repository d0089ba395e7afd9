import { z } from 'zod';
import { emailSchema, requiredText } from '../validation/fields';
import { REQUIRED_MESSAGE } from '../validation/messages';

/**
 * Finance pre-qualification (SPEC 7 POST /api/carClarityCustomer, "JSON customer data"): who the
 * shopper is, what they want to borrow and what they earn, to an outcome and the lender's
 * reference. It is a soft check: no credit file is touched, and the outcome is an indication.
 */
const AMOUNT = z.coerce.number({ error: 'Please enter a valid amount.' }).int('Please enter a whole dollar amount.').min(0).max(5_000_000);

const EMPLOYMENT = ['full-time', 'part-time', 'casual', 'self-employed', 'retired', 'other'] as const;

export const prequalificationSchema = z.object({
  first_name: requiredText(60),
  last_name: requiredText(60),
  email: emailSchema,
  phone: requiredText(20),
  postcode: z.string().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
  loan_amount: AMOUNT.min(1000, 'We pre-qualify loans from $1,000.'),
  annual_income: AMOUNT,
  employment: z.enum(EMPLOYMENT, { error: REQUIRED_MESSAGE }),
  car_id: z.coerce.number().int().positive().optional(),
});
export type PrequalificationApplication = z.infer<typeof prequalificationSchema>;

type PrequalificationOutcome = 'likely' | 'possible' | 'unlikely';
/** `demo` says the outcome came from no lender at all: the page must say so. */
type Prequalification = { outcome: PrequalificationOutcome; reference: string; demo: boolean };

export interface PrequalificationProvider {
  prequalify(application: PrequalificationApplication): Promise<Prequalification>;
}

/**
 * The built-in demo's rule, deterministic so a demo and a test always get the same answer: a loan
 * up to half a year's income is likely, up to a whole year's possible, beyond that unlikely; with
 * no regular employment a likely outcome drops to possible.
 */
export function demoOutcome(application: Pick<PrequalificationApplication, 'loan_amount' | 'annual_income' | 'employment'>): PrequalificationOutcome {
  const ratio = application.annual_income > 0 ? application.loan_amount / application.annual_income : Number.POSITIVE_INFINITY;
  const outcome: PrequalificationOutcome = ratio <= 0.5 ? 'likely' : ratio <= 1 ? 'possible' : 'unlikely';
  const regular = application.employment === 'full-time' || application.employment === 'part-time' || application.employment === 'self-employed';
  return outcome === 'likely' && !regular ? 'possible' : outcome;
}

/** A reference the shopper can quote, the same for the same application. */
export function demoReference(application: PrequalificationApplication): string {
  const text = [application.email.toLowerCase(), application.loan_amount, application.annual_income, application.employment].join('|');
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `DEMO-${hash.toString(36).toUpperCase().padStart(7, '0')}`;
}

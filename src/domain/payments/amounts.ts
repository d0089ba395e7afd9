import type { PaymentProcessor } from '../car-records';

/** Stripe's capture modes: an authorisation holds the money until the dealer captures it. */
export type CaptureMethod = 'automatic' | 'manual';

/** authorization_type values that mean "hold, capture later" (both spellings; case does not matter). */
const AUTHORISATION_TYPES = new Set(['authorization', 'authorisation', 'auth', 'manual']);

export type Deposit = { amountMinor: number; captureMethod: CaptureMethod; processor: PaymentProcessor };

/**
 * The deposit a car's payment processor asks for, in minor units (cents), from the server's
 * own car record: the first processor with a positive deposit. Null when none states one,
 * so the car cannot be paid for even if the reservation rule passed.
 */
export function depositOf(processors: readonly PaymentProcessor[]): Deposit | null {
  const processor = processors.find((p) => Number.isFinite(p.deposit_amount) && p.deposit_amount > 0);
  if (!processor) return null;
  return {
    amountMinor: Math.round(processor.deposit_amount * 100),
    captureMethod: AUTHORISATION_TYPES.has(processor.authorization_type.trim().toLowerCase()) ? 'manual' : 'automatic',
    processor,
  };
}

export type AmountLimits = { minimum: number; maximum: number };

export type AmountCheck = { ok: true; amountMinor: number } | { ok: false; problem: 'below-minimum' | 'above-maximum' | 'not-an-amount' };

/** An online payment's amount (dollars, at most two decimals) against the site's limits. */
export function checkOnlineAmount(amount: number, limits: AmountLimits): AmountCheck {
  const minor = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(minor - amount * 100) > 1e-6) return { ok: false, problem: 'not-an-amount' };
  if (amount < limits.minimum) return { ok: false, problem: 'below-minimum' };
  if (amount > limits.maximum) return { ok: false, problem: 'above-maximum' };
  return { ok: true, amountMinor: minor };
}

/** An amount in minor units as the shopper reads it, cents included: "$500.00". */
export function formatMinor(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amountMinor / 100);
}

import type { CaptureMethod } from '../domain/payments/amounts';
import type { PaymentState } from '../domain/payments/state';
import type { PaymentProviderName } from '../domain/site-config';

/** A payment as its provider reports it, mapped onto our state machine. */
export type ProviderPayment = {
  id: string;
  state: PaymentState;
  /** What the browser needs to finish paying (Stripe's client secret); null for the test provider. */
  clientSecret: string | null;
  amountMinor: number;
  currency: string;
};

type CreatePaymentInput = {
  amountMinor: number;
  currency: string;
  captureMethod: CaptureMethod;
  /** Same key, same payment: a retried create never makes a second one. */
  idempotencyKey: string;
  description: string;
  receiptEmail: string;
  /** Ours, echoed back on webhooks: which site and payment this is. */
  metadata: Record<string, string>;
};

/**
 * A card-payment provider (docs/payments.md). Every call that changes something carries an
 * idempotency key derived from our own payment, so a retry repeats rather than duplicates.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The provider's current view of the payment; null when the provider keeps no record of its own. */
  retrieve(id: string): Promise<ProviderPayment | null>;
  /** Gives the money back: releases a held or unpaid payment (cancelled), refunds a captured one (refunded). */
  release(id: string, state: PaymentState, captureMethod: CaptureMethod): Promise<'cancelled' | 'refunded'>;
}

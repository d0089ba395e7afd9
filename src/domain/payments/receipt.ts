import { customerName, type LeadMessage } from '../lead-message';

/** What a payment lead carries in its `extra.payment` (the dealer's copy and the shopper's receipt read it). */
export type PaymentLeadDetails = {
  payment_id: string;
  /** Formatted in the site's currency, e.g. "$500.00". */
  amount: string;
  currency: string;
  provider: string;
  what: string;
  reference: string | null;
};

const TEXT_FIELDS = ['payment_id', 'amount', 'currency', 'provider', 'what'] as const;

function paymentDetailsOf(extra: Record<string, unknown>): PaymentLeadDetails | null {
  const value = extra.payment;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const text = (field: (typeof TEXT_FIELDS)[number]) => String(record[field]);
  return {
    payment_id: text('payment_id'),
    amount: text('amount'),
    currency: text('currency'),
    provider: text('provider'),
    what: text('what'),
    reference: typeof record.reference === 'string' ? record.reference : null,
  };
}

/** The shopper's receipt: what was paid, to whom, for what, and (test provider) that no money moved. */
export function receiptText(lead: LeadMessage): { subject: string; text: string } | null {
  const payment = paymentDetailsOf(lead.extra);
  if (!payment) return null;
  const payee = lead.dealership.name ?? lead.website.name;
  const lines = [
    `Hello ${customerName(lead)},`,
    '',
    `Thank you. ${payee} has received your payment of ${payment.amount} ${payment.currency} for ${payment.what}.`,
    ...(payment.reference ? [`Your reference: ${payment.reference}`] : []),
    `Payment number: ${payment.payment_id}`,
    `Date: ${lead.createdAt.toISOString().slice(0, 10)}`,
    ...(payment.provider === 'test' ? ['', 'This was a test payment: no money moved and no card was charged.'] : []),
    '',
    `${lead.website.name}`,
  ];
  return { subject: `Your receipt from ${lead.website.name}: ${payment.amount} ${payment.currency}`, text: `${lines.join('\n')}\n` };
}

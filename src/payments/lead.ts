import type { LeadInsert } from '../db/queries/leads';
import type { PaymentContext } from '../db/queries/payments';
import { formatMinor } from '../domain/payments/amounts';
import type { StoredPayment } from '../domain/payments/records';
import type { PaymentLeadDetails } from '../domain/payments/receipt';

/** Lead categories of payments, as the dealer's CRM receives them. */
const CATEGORY = { reservation: 'vehicle-reservation', online: 'online-payment' } as const;

/**
 * The dealer's lead for a succeeded payment, delivered like any other lead (ADF, email,
 * webhook); its `extra.payment` also makes the shopper's receipt.
 */
export function paymentLead(payment: StoredPayment, context: PaymentContext, intentId: string): LeadInsert {
  const amount = formatMinor(payment.amountMinor, payment.currency, context.locale);
  const car = context.car;
  const what = car ? `a deposit reserving the ${car.name} (stock number ${car.stocknum})` : `reference ${payment.reference ?? ''}`;
  const details: PaymentLeadDetails = { payment_id: intentId, amount, currency: payment.currency, provider: payment.provider, what, reference: payment.reference };
  const testNote = payment.provider === 'test' ? ' This was a test payment: no money moved.' : '';
  const captureNote = payment.captureMethod === 'manual' ? ' The deposit is authorised, not captured: capture it in the payment account.' : '';
  return {
    websiteId: payment.websiteId,
    websiteSlug: context.websiteSlug,
    dealershipId: context.dealershipId,
    dealershipSlug: context.dealershipSlug,
    locationId: car?.locationId ?? null,
    carId: car?.id ?? null,
    carType: car?.carType ?? null,
    stockNumber: car?.stocknum ?? null,
    vehicleMake: car?.make ?? null,
    vehicleModel: car?.model ?? null,
    category: CATEGORY[payment.kind],
    leadStatus: 'Complete',
    formCompleted: true,
    name: payment.customerName,
    email: payment.customerEmail,
    phone: payment.customerPhone,
    message: `Paid ${amount} ${payment.currency} for ${what}. Payment ${intentId}.${captureNote}${testNote}`,
    extra: { payment: details },
    completedAt: new Date(),
  };
}

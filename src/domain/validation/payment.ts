import { z } from 'zod';
import { amountMessages } from '../payments/messages';
import { checkOnlineAmount, type AmountLimits } from '../payments/amounts';
import { TEST_CARD_IDS } from '../payments/test-cards';
import { emailSchema, fullNameSchema, requiredText } from './fields';

/** Reference numbers (invoices, repair orders): letters, digits and a few separators. */
const REFERENCE_MAX_LENGTH = 40;
const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 #/._-]*$/;

/** Who pays a car's deposit; the car comes from the URL and the amount from the car's record. */
export const reservationStartSchema = z.object({ name: fullNameSchema, email: emailSchema });

/** /online-payment's form; `format` writes the limits in the site's currency for the messages. */
export function onlinePaymentSchema(limits: AmountLimits, format: (amount: number) => string) {
  const messages = amountMessages(format(limits.minimum), format(limits.maximum));
  return z.object({
    name: fullNameSchema,
    email: emailSchema,
    reference: requiredText(REFERENCE_MAX_LENGTH).regex(REFERENCE_PATTERN, { error: 'Use letters, digits, spaces and # / . _ - only.' }),
    amount: z
      .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/, { error: messages['not-an-amount'] }).transform(Number)], { error: messages['not-an-amount'] })
      .superRefine((amount, ctx) => {
        const check = checkOnlineAmount(amount, limits);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: messages[check.problem] });
      }),
  });
}

/** The test provider's card choice, and its 3-D Secure answer. */
export const testPaySchema = z.object({ payment_id: z.string().min(1).max(100), card: z.enum(TEST_CARD_IDS) });
export const testAuthenticateSchema = z.object({ payment_id: z.string().min(1).max(100), approved: z.boolean() });

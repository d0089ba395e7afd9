import { z } from 'zod';
import { parseDatabaseId } from '../database-id';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages';

/** SPEC 7 and 8: the watchlist calls' body and their answers (the toasts are in watchlist-toast.ts). */

const missing = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE;

export const watchlistRequestSchema = z.object({
  phone_number: z.string({ error: missing }).trim().min(1, REQUIRED_MESSAGE).max(40, INVALID_VALUE_MESSAGE),
  car_id: z
    .union([z.number(), z.string()], { error: missing })
    .transform((value, ctx) => {
      const id = parseDatabaseId(String(value));
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: INVALID_VALUE_MESSAGE, input: value });
        return z.NEVER;
      }
      return id;
    }),
});


export const WATCHLIST_MESSAGES = {
  notYourList: 'That phone number does not belong to the signed-in shopper.',
  noPhone: 'Please add a phone number to your details to use the watchlist.',
  carNotFound: 'That car is not available on this site.',
} as const;

/** The phone a watchlist call names is the shopper's own when both read the same digits. */
export function isOwnPhone(given: string, own: string | null): boolean {
  if (!own) return false;
  const digits = (text: string) => text.replace(/\D/g, '').replace(/^61/, '0');
  return digits(given) !== '' && digits(given) === digits(own);
}

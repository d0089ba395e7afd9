import { z } from 'zod';
import { CODE_LENGTH, SIGN_IN_MESSAGES } from './sign-in-code';

/**
 * Changing the email on an account (issue 30). An account's email is how it is found at sign-in and
 * how enquiries and reservations reach My Garage, so a new one takes effect only once a code sent
 * to it has been entered: proof that the shopper holds the address, with the sign-in code's rules.
 */

/**
 * The key a change code is stored, limited and hashed under: the account and the new address, so a
 * change code never signs anyone in (sign-in codes are keyed by the bare address) and a code sent
 * for one account's change cannot confirm another's.
 */
export const changeCodeAddress = (userId: number, address: string): string => `change:${userId}:${address}`;

export const ADDRESS_CHANGE_MESSAGES = {
  codeSent: 'We have emailed a code to your new address. Enter it to change your email.',
  phoneCodeSent: 'We have texted a code to your mobile number. Enter it to use the number for signing in.',
  taken: 'That email address already has an account on this site. Sign in with it instead.',
} as const;

/** The profile form's optional code fields (email_code, phone_code): absent or empty means "send me a code". */
export const changeCodeSchema = z
  .string({ error: SIGN_IN_MESSAGES.codeFormat })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGN_IN_MESSAGES.codeFormat)]))
  .optional();

export type EmailStep = { kind: 'unchanged' } | { kind: 'send-code'; address: string } | { kind: 'confirm'; address: string; code: string };

/** What a profile save does with its email field, given the account's current (verified) address. */
export function emailStep(current: string, requested: string, code: string | undefined): EmailStep {
  if (requested === current) return { kind: 'unchanged' };
  if (code) return { kind: 'confirm', address: requested, code };
  return { kind: 'send-code', address: requested };
}

export type PhoneStep = { kind: 'keep' } | { kind: 'send-code'; phone: string } | { kind: 'confirm'; phone: string; code: string };

/**
 * What a profile save does about proving its mobile number. The number is saved either way (the
 * dealer may call it), but on a site that texts sign-in codes it signs in only once proven: an
 * unproven number there gets a code, and the save that carries the code proves it. A site that
 * texts nothing has no use for the proof.
 */
export function phoneStep(current: { phone: string | null; verified: boolean }, requested: string, code: string | undefined, textsCodes: boolean): PhoneStep {
  if (!textsCodes || requested === '') return { kind: 'keep' };
  if (requested === current.phone && current.verified) return { kind: 'keep' };
  if (code) return { kind: 'confirm', phone: requested, code };
  return { kind: 'send-code', phone: requested };
}

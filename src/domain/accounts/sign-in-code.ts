import { z } from 'zod';
import { emailSchema } from '../validation/fields';

/** Rules of the one-time sign-in codes (docs/accounts.md); the numbers live here and nowhere else. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries after which a code is dead, even if the right one is then typed. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one address, or one client, may ask for within the window. */
export const CODE_WINDOW_MS = 15 * 60_000;
export const CODES_PER_ADDRESS = 5;
export const CODES_PER_CLIENT = 20;
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export const SIGN_IN_MESSAGES = {
  codeFormat: `Please enter the ${CODE_LENGTH}-digit code we sent you.`,
  wrongCode: 'That code is not right. Please check it and try again.',
  expired: 'That code has expired. Please ask for a new one.',
  used: 'That code has already been used. Please ask for a new one.',
  locked: 'Too many wrong tries. Please ask for a new code.',
  noCode: 'Please ask for a sign-in code first.',
  addressLimit: 'Too many codes were sent to this address. Please wait a few minutes and try again.',
  clientLimit: 'Too many codes were asked for from this device. Please wait a few minutes and try again.',
  signedOut: 'Please sign in to continue.',
  notEmailed: 'We could not email you a code just now. Please try again in a minute.',
} as const;

export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

export const requestCodeSchema = z.object({ email: emailSchema.transform(normaliseAddress) });

export const verifyCodeSchema = z.object({
  email: emailSchema.transform(normaliseAddress),
  code: z
    .string({ error: SIGN_IN_MESSAGES.codeFormat })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGN_IN_MESSAGES.codeFormat)),
});

export type CodeRecord = { expiresAt: Date; usedAt: Date | null; attempts: number };
export type CodeState = 'usable' | 'expired' | 'used' | 'locked';

/** What a stored code allows now; a used code reads as used even after it expires. */
export function codeState(code: CodeRecord, now: Date): CodeState {
  if (code.usedAt) return 'used';
  if (code.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export const CODE_STATE_MESSAGES: Record<Exclude<CodeState, 'usable'>, string> = {
  expired: SIGN_IN_MESSAGES.expired,
  used: SIGN_IN_MESSAGES.used,
  locked: SIGN_IN_MESSAGES.locked,
};

export type RecentCodes = { byAddress: number; byClient: number };

/** Whether one more code may be sent, given how many went out in the window. */
export function codeRateVerdict(recent: RecentCodes): 'ok' | 'address' | 'client' {
  if (recent.byAddress >= CODES_PER_ADDRESS) return 'address';
  if (recent.byClient >= CODES_PER_CLIENT) return 'client';
  return 'ok';
}

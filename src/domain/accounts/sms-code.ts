import { z } from 'zod';
import { phoneSchema, type PhoneRules } from '../validation/phone';
import { stripPhoneFormatting } from '../validation/phone-mask';
import { CODE_LENGTH, CODE_TTL_MS, SIGN_IN_MESSAGES } from './sign-in-code';

/**
 * Sign-in codes by text message (docs/accounts.md, "Codes by SMS"): the same codes, expiry, tries
 * and limits as emailed codes; only the address is a mobile number and the account is the one
 * whose details carry that number on this site.
 */

export const SMS_MESSAGES = {
  noAccount: 'No account on this site has this mobile number. Please sign in with your email and add your mobile number to your details.',
  sharedNumber: 'More than one account on this site has this mobile number. Please sign in with your email.',
  notOffered: 'This site does not send sign-in codes by text message.',
  notSent: 'We could not text you a code just now. Please try again in a minute, or sign in with your email.',
} as const;

/**
 * SPEC 5 phone rules for a number a text can reach: an Australian site's rule narrows to mobiles
 * ('Must be an Australian mobile number.'); US and NZ numbers cannot be told apart by their
 * digits, so those sites keep their own rule and message.
 */
export function mobileRules(rules: PhoneRules): PhoneRules {
  return rules.phoneRule === 'au' ? { ...rules, phoneRule: 'au-mobile' } : rules;
}

export const requestSmsCodeSchema = (rules: PhoneRules) => z.object({ phone: phoneSchema(mobileRules(rules)) });

export const verifySmsCodeSchema = (rules: PhoneRules) =>
  z.object({
    phone: phoneSchema(mobileRules(rules)),
    code: z
      .string({ error: SIGN_IN_MESSAGES.codeFormat })
      .transform((code) => code.replace(/\s+/g, ''))
      .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGN_IN_MESSAGES.codeFormat)),
  });

/**
 * The key a texted code is stored and limited under: the number as the profile stores it, marked
 * so that no email address can ever share its rate-limit count or its codes.
 */
export const smsAddress = (nationalNumber: string): string => `sms:${nationalNumber}`;

const COUNTRY_CODE: Record<PhoneRules['phoneRule'], string> = { au: '61', 'au-mobile': '61', nz: '64', us: '1' };

/**
 * The E.164 form gateways dial ('+61412345678'), from a number checked by the site's phone rule:
 * national numbers lose their trunk 0 behind the site's country code; a UK number is already
 * international; the site's test number goes as typed.
 */
export function dialNumber(checked: string, rules: PhoneRules): string {
  if (checked.startsWith('+')) return checked;
  if (rules.testPhoneNumber && checked === stripPhoneFormatting(rules.testPhoneNumber.trim())) return checked;
  const code = COUNTRY_CODE[rules.phoneRule];
  return `+${code}${code === '1' ? checked : checked.replace(/^0/, '')}`;
}

/** The text itself: short enough for one SMS segment with any site name up to 60 characters. */
export function smsCodeText(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It works once, for ${Math.round(CODE_TTL_MS / 60_000)} minutes.`;
}

export type PhoneMatch = { kind: 'one'; userId: number } | { kind: 'none' } | { kind: 'several' };

/** Which account a number signs in: exactly one account with it, else the reason there is none. */
export function phoneMatch(userIds: readonly number[]): PhoneMatch {
  if (userIds.length === 0) return { kind: 'none' };
  if (userIds.length > 1) return { kind: 'several' };
  return { kind: 'one', userId: userIds[0]! };
}

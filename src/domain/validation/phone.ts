import { z } from 'zod';
import type { SiteConfig } from '../site-config';
import { stripPhoneFormatting } from './phone-mask';
import { NZ_PHONE_MAX_CHARACTERS, NZ_PHONE_MIN_DIGITS, PHONE_INPUT_MAX_LENGTH } from './limits';
import {
  INVALID_VALUE_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  PHONE_US_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';

/** SPEC 5 phone rules: the site's region decides what a valid number is. */

export type PhoneRule = SiteConfig['phoneRule'];
export type PhoneRegion = 'au' | 'nz' | 'us' | 'uk';
export type PhoneRules = {
  phoneRule: PhoneRule;
  allowUkPhoneNumbers: boolean;
  /** Always accepted, so dealer staff can test forms without a real number. */
  testPhoneNumber?: string | undefined;
};

export type PhoneCheck = { ok: true; value: string; region: PhoneRegion | 'test' } | { ok: false; message: string };

const COUNTRY: Record<PhoneRegion, { code: string; trunk: string }> = {
  au: { code: '61', trunk: '0' },
  nz: { code: '64', trunk: '0' },
  us: { code: '1', trunk: '' },
  uk: { code: '44', trunk: '0' },
};

const AU_LANDLINE = /^0[2378]\d{8}$/;
const AU_MOBILE = /^0[45]\d{8}$/;
/** NANP: neither the area code nor the exchange may start with 0 or 1. */
const US_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;
/** UK national numbers: 0 then 9 or 10 digits. */
const UK_NUMBER = /^0[1-9]\d{8,9}$/;
const NZ_NUMBER = new RegExp(`^\\d{${NZ_PHONE_MIN_DIGITS},}$`);

/**
 * National digits of `raw` in `region` ('0412345678', '2125550123'), with the country prefix
 * (+61, 0061 or a bare 61 for Australia; +1, 001 or 1 for the US) removed and the trunk 0 restored.
 * Null when what is left is not all digits or is another country's number.
 */
export function normalisePhone(raw: string, region: PhoneRegion): string | null {
  const s = stripPhoneFormatting(raw);
  const { code, trunk } = COUNTRY[region];
  let international: string | null;
  if (s.startsWith(`+${code}`)) international = s.slice(code.length + 1);
  else if (s.startsWith(`00${code}`)) international = s.slice(code.length + 2);
  else if (s.startsWith('+')) return null;
  // A bare country code is safe to take off only where no national number can start with it:
  // AU, NZ and UK national numbers start with 0; a US one with 1 would be 11 digits.
  else if (trunk !== '' && s.startsWith(code)) international = s.slice(code.length);
  else if (trunk === '' && s.length === code.length + 10 && s.startsWith(code)) international = s.slice(code.length);
  else international = null;
  const digits = international ?? s;
  if (!/^\d+$/.test(digits)) return null;
  // '+61 (0)4..' keeps its 0 and '+61 4..' gets it back; a number typed without any prefix is left as typed.
  return international !== null && trunk !== '' && !digits.startsWith(trunk) ? trunk + digits : digits;
}

function regionMessage(rule: PhoneRule): string {
  switch (rule) {
    case 'au':
      return PHONE_AU_MESSAGE;
    case 'au-mobile':
      return PHONE_AU_MOBILE_MESSAGE;
    case 'nz':
      return PHONE_NZ_MESSAGE;
    case 'us':
      return PHONE_US_MESSAGE;
  }
}

function checkRegion(raw: string, rule: PhoneRule): PhoneCheck {
  const message = regionMessage(rule);
  switch (rule) {
    case 'au':
    case 'au-mobile': {
      const national = normalisePhone(raw, 'au');
      const valid = national !== null && (AU_MOBILE.test(national) || (rule === 'au' && AU_LANDLINE.test(national)));
      return valid ? { ok: true, value: national, region: 'au' } : { ok: false, message };
    }
    case 'us': {
      const national = normalisePhone(raw, 'us');
      return national !== null && US_NUMBER.test(national) ? { ok: true, value: national, region: 'us' } : { ok: false, message };
    }
    case 'nz': {
      // SPEC 5: New Zealand numbers are checked for length only; the digits test just keeps out words.
      if (stripPhoneFormatting(raw).length > NZ_PHONE_MAX_CHARACTERS) return { ok: false, message: PHONE_TOO_LONG_MESSAGE };
      const national = normalisePhone(raw, 'nz');
      return national !== null && NZ_NUMBER.test(national) ? { ok: true, value: national, region: 'nz' } : { ok: false, message };
    }
  }
}

/**
 * UK numbers must come with +44 or 0044: in national form '(02) 9876 5432' is both a Sydney landline
 * and a valid-looking UK number, and the site's own region must win.
 */
function checkUk(raw: string): PhoneCheck | null {
  const stripped = stripPhoneFormatting(raw);
  if (!stripped.startsWith('+44') && !stripped.startsWith('0044')) return null;
  const national = normalisePhone(stripped, 'uk');
  if (national === null || !UK_NUMBER.test(national)) return null;
  // Stored with its country code, so a dealer in Australia does not dial it as a local number.
  return { ok: true, value: `+44${national.slice(1)}`, region: 'uk' };
}

/**
 * Checks a typed number against the site's rules. The test number wins over everything; a UK number
 * is tried only after the site's own region fails, so a local number never reads as foreign.
 */
function checkPhone(raw: string, rules: PhoneRules): PhoneCheck {
  const input = raw.trim();
  if (input === '') return { ok: false, message: REQUIRED_MESSAGE };
  const stripped = stripPhoneFormatting(input);
  if (rules.testPhoneNumber && stripped === stripPhoneFormatting(rules.testPhoneNumber.trim())) {
    return { ok: true, value: stripped, region: 'test' };
  }
  if (input.length > PHONE_INPUT_MAX_LENGTH) {
    return { ok: false, message: rules.phoneRule === 'nz' ? PHONE_TOO_LONG_MESSAGE : regionMessage(rules.phoneRule) };
  }
  const local = checkRegion(input, rules.phoneRule);
  if (local.ok || !rules.allowUkPhoneNumbers) return local;
  return checkUk(input) ?? local;
}

/** The phone field of a form or lead: the checked number, normalised (see `checkPhone`). */
export function phoneSchema(rules: PhoneRules) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE),
    })
    .transform((raw, ctx) => {
      const result = checkPhone(raw, rules);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message, input: raw });
      return z.NEVER;
    });
}

import type { SiteConfig } from '../site-config';

/**
 * What the phone field needs while the shopper types, apart from the phone schema (phone.ts), so
 * the field's input mask does not bring Zod to the browser.
 */

/** The characters people type to lay a number out, none of which is part of it. */
export function stripPhoneFormatting(raw: string): string {
  return raw.replace(/[\s()[\]\-.]/g, '');
}

/** Input masks in the mask syntax of the common mask libraries: 0 is any digit. */
export const PHONE_MASKS = {
  auMobile: '0000 000 000',
  auLandline: '(00) 0000 0000',
  us: '(000) 000-0000',
} as const;

/**
 * The mask for what has been typed so far, or null for free entry. Numbers typed with a country
 * prefix ('+', '00', or a first digit no national number has) are left free, so the mask never
 * cuts off a number the schema would accept; New Zealand numbers vary in length and stay free.
 */
export function phoneMask(rule: SiteConfig['phoneRule'], typed = ''): string | null {
  const s = stripPhoneFormatting(typed);
  if (s.startsWith('+') || s.startsWith('00')) return null;
  switch (rule) {
    case 'nz':
      return null;
    case 'us':
      return s.startsWith('1') ? null : PHONE_MASKS.us;
    case 'au-mobile':
      return s === '' || s.startsWith('0') ? PHONE_MASKS.auMobile : null;
    case 'au':
      if (s !== '' && !s.startsWith('0')) return null;
      return /^0[2378]/.test(s) ? PHONE_MASKS.auLandline : PHONE_MASKS.auMobile;
  }
}

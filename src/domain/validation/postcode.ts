/**
 * What a postcode is on a site (SPEC 5): four digits in Australia and New Zealand, a ZIP code
 * (12345 or ZIP+4, 12345-6789) in the US. The locale's catalogue picks the format and words, so the
 * form, the lead API and the account API of one site all check the same thing with the same message.
 */

export type PostcodeFormat = 'four-digit' | 'zip';

export type PostcodeRule = {
  format: PostcodeFormat;
  /** The field's name on this site: 'Postcode', 'ZIP code'. */
  label: string;
  /** The error for a value of the wrong shape. */
  message: string;
};

const PATTERNS: Record<PostcodeFormat, RegExp> = {
  'four-digit': /^\d{4}$/,
  zip: /^\d{5}(?:-\d{4})?$/,
};

/** The longest valid value, for the input's maxLength. */
const MAX_LENGTHS: Record<PostcodeFormat, number> = { 'four-digit': 4, zip: 10 };

export function postcodePattern(format: PostcodeFormat): RegExp {
  return PATTERNS[format];
}

export function postcodeMaxLength(format: PostcodeFormat): number {
  return MAX_LENGTHS[format];
}

/**
 * Vehicle identification numbers (ISO 3779): seventeen letters and digits, never I, O or Q. North
 * American VINs (the world manufacturer identifier starts 1 to 5) carry a check digit in the ninth
 * place (49 CFR 565); elsewhere that place is the maker's own, so the check applies only there.
 */
export const VIN_MESSAGE = 'Please enter a valid 17-character VIN.';
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';

function transliterate(symbol: string): number {
  if (/[0-9]/.test(symbol)) return Number(symbol);
  const at = LETTER_VALUES.indexOf(symbol);
  return at >= 0 ? Number(LETTER_VALUES[at + 1]) : 0;
}

export function normaliseVin(vin: string): string {
  return vin.replace(/[\s-]/g, '').toUpperCase();
}

/** The check digit a VIN's other sixteen characters call for: 0 to 9, or X for ten. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, symbol, index) => total + transliterate(symbol) * (WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function checkDigitApplies(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export function isValidVin(rawVin: string): boolean {
  const vin = normaliseVin(rawVin);
  if (!VIN_PATTERN.test(vin)) return false;
  return !checkDigitApplies(vin) || vin[8] === vinCheckDigit(vin);
}

/** `vin` with its ninth place set to its check digit (the demo's VINs pass the check wherever they come from). */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

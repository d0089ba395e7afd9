import { z } from 'zod';
import { requiredText } from '../domain/validation/fields';
import { CARD_EXPIRY_MESSAGE, CARD_NUMBER_MESSAGE, DATE_OF_BIRTH_MESSAGE, LICENCE_NUMBER_MESSAGE } from './messages';

/**
 * Schemas of the SPEC 3 field types the shared lead schemas do not need (they never reach a lead
 * field of their own). Pure: the caller passes today's date as 'YYYY-MM-DD'.
 */

const OLDEST_AGE_YEARS = 120;

function realDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date input's 'YYYY-MM-DD': a real date, in the past, and not before anyone alive was born. */
export function dateOfBirthSchema(today: string) {
  const earliest = `${Number(today.slice(0, 4)) - OLDEST_AGE_YEARS}${today.slice(4)}`;
  return requiredText(10).refine((value) => realDate(value) && value < today && value >= earliest, { error: DATE_OF_BIRTH_MESSAGE });
}

/** The Luhn check digit test every card scheme uses. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits as typed with spaces or hyphens; stored without them. */
export const cardNumberSchema = requiredText(30)
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^\d{13,19}$/.test(value) && luhnValid(value), { error: CARD_NUMBER_MESSAGE });

/** 'MM/YY', in this month or later. */
export function cardExpirySchema(today: string) {
  const thisMonth = today.slice(2, 4) + today.slice(5, 7);
  return requiredText(7)
    .overwrite((value) => value.replace(/\s/g, ''))
    .refine(
      (value) => {
        const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
        return match !== null && `${match[2]}${match[1]}` >= thisMonth;
      },
      { error: CARD_EXPIRY_MESSAGE },
    );
}

/** Driver and dealer licence numbers: letters and digits, 4 to 12, as Australian states issue them. */
export const licenceNumberSchema = requiredText(20)
  .overwrite((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,12}$/, { error: LICENCE_NUMBER_MESSAGE }));

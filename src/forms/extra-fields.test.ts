import { describe, expect, it } from 'vitest';
import { errors, ok, outcome } from '../domain/validation/test-helpers';
import { cardExpirySchema, cardNumberSchema, dateOfBirthSchema, licenceNumberSchema, luhnValid } from './extra-fields';
import { CARD_EXPIRY_MESSAGE, CARD_NUMBER_MESSAGE, DATE_OF_BIRTH_MESSAGE, LICENCE_NUMBER_MESSAGE } from './messages';

describe('extra field schemas', () => {
  it.each([
    ['4111 1111 1111 1111', ok('4111111111111111')],
    ['4111-1111-1111-1112', errors(CARD_NUMBER_MESSAGE)],
    ['1234', errors(CARD_NUMBER_MESSAGE)],
  ])('card number %s', (input, expected) => {
    expect(outcome(cardNumberSchema, input)).toEqual(expected);
  });

  it.each([
    ['11/26', ok('11/26')],
    ['10/26', errors(CARD_EXPIRY_MESSAGE)],
    ['01/27', ok('01/27')],
    ['13/27', errors(CARD_EXPIRY_MESSAGE)],
    ['1127', errors(CARD_EXPIRY_MESSAGE)],
  ])('card expiry %s in November 2026', (input, expected) => {
    expect(outcome(cardExpirySchema('2026-11-23'), input)).toEqual(expected);
  });

  it.each([
    ['1990-02-28', ok('1990-02-28')],
    ['1990-02-30', errors(DATE_OF_BIRTH_MESSAGE)],
    ['2026-11-23', errors(DATE_OF_BIRTH_MESSAGE)],
    ['1900-01-01', errors(DATE_OF_BIRTH_MESSAGE)],
  ])('date of birth %s', (input, expected) => {
    expect(outcome(dateOfBirthSchema('2026-11-23'), input)).toEqual(expected);
  });

  it.each([
    ['12 345-678', ok('12345678')],
    ['ab12', ok('AB12')],
    ['1$3', errors(LICENCE_NUMBER_MESSAGE)],
  ])('licence number %s', (input, expected) => {
    expect(outcome(licenceNumberSchema, input)).toEqual(expected);
  });

  it('Luhn', () => {
    expect([luhnValid('79927398713'), luhnValid('79927398710')]).toEqual([true, false]);
  });
});

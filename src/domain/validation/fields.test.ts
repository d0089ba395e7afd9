import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  carTypeSchema,
  checkboxSchema,
  currencySchema,
  dateTimeSchema,
  emailSchema,
  fieldFor,
  firstNameSchema,
  fullNameSchema,
  idSchema,
  kmSchema,
  lastNameSchema,
  locationIdSchema,
  messageSchema,
  middleNameSchema,
  optional,
  postcodeSchema,
  regoSchema,
  termsConsentSchema,
  toBoolean,
  yearSchema,
} from './fields';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import {
  AMOUNT_MESSAGE,
  CHOICE_MESSAGE,
  DATE_TIME_MESSAGE,
  DISTANCE_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NAME_MESSAGE,
  POSTCODE_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_CONSENT_MESSAGE,
  YEAR_MESSAGE,
  tooLongMessage,
} from './messages';
import { postcodeMaxLength, type PostcodeRule } from './postcode';
import { FOUR_DIGIT_POSTCODE, ZIP_CODE, errors, ok, outcome } from './test-helpers';


describe('SPEC 5 email: required, standard pattern', () => {
  it.each<[unknown, unknown]>([
    ['shopper@example.com', ok('shopper@example.com')],
    ['  jane.citizen+cars@dealer.com.au ', ok('jane.citizen+cars@dealer.com.au')],
    ["o'brien@example.co.nz", ok("o'brien@example.co.nz")],
    ['', errors(REQUIRED_MESSAGE)],
    ['   ', errors(REQUIRED_MESSAGE)],
    [undefined, errors(REQUIRED_MESSAGE)],
    [null, errors(REQUIRED_MESSAGE)],
    ['shopper', errors(EMAIL_MESSAGE)],
    ['shopper@', errors(EMAIL_MESSAGE)],
    ['shopper@example', errors(EMAIL_MESSAGE)],
    ['shop per@example.com', errors(EMAIL_MESSAGE)],
    ['@example.com', errors(EMAIL_MESSAGE)],
    [`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`, errors(tooLongMessage(EMAIL_MAX_LENGTH))],
    [42, errors(INVALID_VALUE_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(emailSchema, input)).toEqual(expected);
  });
});

describe('SPEC 5 first, middle and last name: letters and spaces only', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['first', firstNameSchema, 'Jane', ok('Jane')],
    ['first with a space', firstNameSchema, 'Mary Ann', ok('Mary Ann')],
    ['first, runs of spaces collapse', firstNameSchema, '  Mary   Ann ', ok('Mary Ann')],
    ['first, accented letters are letters', firstNameSchema, 'José', ok('José')],
    ['first, digits', firstNameSchema, 'J4ne', errors(NAME_MESSAGE)],
    ['first, hyphen is not a letter (spec)', firstNameSchema, 'Anne-Marie', errors(NAME_MESSAGE)],
    ['first, apostrophe is not a letter (spec)', firstNameSchema, "O'Brien", errors(NAME_MESSAGE)],
    ['first, markup', firstNameSchema, '<b>', errors(NAME_MESSAGE)],
    ['first, blank', firstNameSchema, '', errors(REQUIRED_MESSAGE)],
    ['first, too long', firstNameSchema, 'a'.repeat(NAME_MAX_LENGTH + 1), errors(tooLongMessage(NAME_MAX_LENGTH))],
    ['last', lastNameSchema, 'Citizen', ok('Citizen')],
    ['last, digits', lastNameSchema, 'Citizen2', errors(NAME_MESSAGE)],
    ['last, missing', lastNameSchema, undefined, errors(REQUIRED_MESSAGE)],
    ['middle is optional: missing', middleNameSchema, undefined, ok(undefined)],
    ['middle is optional: blank', middleNameSchema, '  ', ok(undefined)],
    ['middle, given', middleNameSchema, 'Louise', ok('Louise')],
    ['middle, still letters only', middleNameSchema, 'L.', errors(NAME_MESSAGE)],
    ['full name', fullNameSchema, 'Jane Louise Citizen', ok('Jane Louise Citizen')],
    ['full name, digits', fullNameSchema, 'Jane 2', errors(NAME_MESSAGE)],
    ['full name, blank', fullNameSchema, '', errors(REQUIRED_MESSAGE)],
  ])('%s', (_label, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('SPEC 5 postcode: exactly 4 digits on AU and NZ sites, a ZIP code on US sites', () => {
  it.each<[PostcodeRule, unknown, unknown]>([
    [FOUR_DIGIT_POSTCODE, '2000', ok('2000')],
    [FOUR_DIGIT_POSTCODE, ' 0800 ', ok('0800')],
    [FOUR_DIGIT_POSTCODE, '', errors(REQUIRED_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '200', errors(POSTCODE_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '20000', errors(POSTCODE_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '20a0', errors(POSTCODE_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '2 000', errors(POSTCODE_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '78745-1234', errors(POSTCODE_MESSAGE)],
    [FOUR_DIGIT_POSTCODE, '1'.repeat(400), errors(POSTCODE_MESSAGE)],
    [ZIP_CODE, '78745', ok('78745')],
    [ZIP_CODE, ' 02134 ', ok('02134')],
    [ZIP_CODE, '78745-1234', ok('78745-1234')],
    [ZIP_CODE, '', errors(REQUIRED_MESSAGE)],
    [ZIP_CODE, '7874', errors(ZIP_CODE.message)],
    [ZIP_CODE, '787450', errors(ZIP_CODE.message)],
    [ZIP_CODE, '78745-123', errors(ZIP_CODE.message)],
    [ZIP_CODE, '78745 1234', errors(ZIP_CODE.message)],
    [ZIP_CODE, '787451234', errors(ZIP_CODE.message)],
    [ZIP_CODE, '7874A', errors(ZIP_CODE.message)],
    [ZIP_CODE, '78745-', errors(ZIP_CODE.message)],
    [ZIP_CODE, '1'.repeat(400), errors(ZIP_CODE.message)],
  ])('%j: %j -> %j', (rule, input, expected) => {
    expect(outcome(postcodeSchema(rule), input)).toEqual(expected);
  });

  it.each<[PostcodeRule, string]>([
    [FOUR_DIGIT_POSTCODE, '1234'],
    [ZIP_CODE, '12345-6789'],
  ])('%j: the input holds exactly the longest valid value, %j', (rule, longest) => {
    expect(postcodeMaxLength(rule.format)).toBe(longest.length);
    expect(outcome(postcodeSchema(rule), longest)).toEqual(ok(longest));
  });
});

describe('message, required and optional', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['required, given', messageSchema, ' Is it still available? ', ok('Is it still available?')],
    ['required, blank', messageSchema, '', errors(REQUIRED_MESSAGE)],
    ['required, too long', messageSchema, 'a'.repeat(MESSAGE_MAX_LENGTH + 1), errors(tooLongMessage(MESSAGE_MAX_LENGTH))],
    ['optional, blank', optional(messageSchema), '', ok(undefined)],
    ['optional, null', optional(messageSchema), null, ok(undefined)],
    ['optional, given', optional(messageSchema), 'Hi', ok('Hi')],
  ])('%s', (_label, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('fieldFor: a field some sites show', () => {
  it.each<[string, Parameters<typeof fieldFor>[1], unknown, unknown]>([
    ['required and blank', 'required', '', errors(REQUIRED_MESSAGE)],
    ['required and given', 'required', '2000', ok('2000')],
    ['optional and blank', 'optional', '', ok(undefined)],
    ['optional and bad', 'optional', '20', errors(POSTCODE_MESSAGE)],
    ['hidden drops even a bad value', 'hidden', '20', ok(undefined)],
  ])('%s', (_label, mode, input, expected) => {
    expect(outcome(fieldFor(postcodeSchema(FOUR_DIGIT_POSTCODE), mode), input)).toEqual(expected);
  });
});

describe('opt_in and the SPEC 5 terms consent', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true],
    [false, false],
    ['true', true],
    ['on', true],
    ['1', true],
    [1, true],
    ['false', false],
    ['', false],
    [undefined, false],
    [null, false],
    ['maybe', undefined],
    [2, undefined],
  ])('toBoolean(%j) -> %j', (input, expected) => {
    expect(toBoolean(input)).toBe(expected);
  });

  it.each<[unknown, unknown]>([
    [true, ok(true)],
    [undefined, ok(false)],
    ['on', ok(true)],
    ['maybe', errors(INVALID_VALUE_MESSAGE)],
  ])('opt_in %j -> %j', (input, expected) => {
    expect(outcome(checkboxSchema, input)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [true, ok(true)],
    ['on', ok(true)],
    [false, errors(TERMS_CONSENT_MESSAGE)],
    [undefined, errors(TERMS_CONSENT_MESSAGE)],
    ['maybe', errors(TERMS_CONSENT_MESSAGE)],
  ])('terms consent %j -> %j', (input, expected) => {
    expect(outcome(termsConsentSchema, input)).toEqual(expected);
  });
});

describe('rego', () => {
  it.each<[unknown, unknown]>([
    ['ABC123', ok('ABC123')],
    [' abc-123 ', ok('ABC123')],
    ['1ABC 234', ok('1ABC234')],
    ['', errors(REQUIRED_MESSAGE)],
    ['ABC_123', errors(REGO_MESSAGE)],
    ['ABCDEFGHIJ', errors(REGO_MESSAGE)],
    ['<script>', errors(REGO_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(regoSchema, input)).toEqual(expected);
  });
});

describe('date-time (optional on test drives)', () => {
  it.each<[unknown, unknown]>([
    ['2026-03-14T10:30', ok('2026-03-14T10:30')],
    ['2026-03-14T10:30:00+11:00', ok('2026-03-14T10:30:00+11:00')],
    ['2026-03-14T10:30:00Z', ok('2026-03-14T10:30:00Z')],
    ['2028-02-29T09:00', ok('2028-02-29T09:00')],
    ['', errors(REQUIRED_MESSAGE)],
    ['2026-02-30T10:00', errors(DATE_TIME_MESSAGE)],
    ['2026-13-01T10:00', errors(DATE_TIME_MESSAGE)],
    ['14/03/2026 10:30', errors(DATE_TIME_MESSAGE)],
    ['tomorrow', errors(DATE_TIME_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(dateTimeSchema, input)).toEqual(expected);
  });

  it('is optional where the form says so', () => {
    expect(outcome(optional(dateTimeSchema), '')).toEqual(ok(undefined));
  });
});

describe('SPEC 5 currency: dollar prefix and thousands separators', () => {
  it.each<[unknown, unknown]>([
    ['$25,000', ok(25000)],
    ['25000', ok(25000)],
    ['$ 300,000', ok(300000)],
    ['25 000', ok(25000)],
    ['$1,234.5', ok(1234.5)],
    ['$1,234.56', ok(1234.56)],
    [25000, ok(25000)],
    [0, ok(0)],
    [0.1 + 0.2, ok(0.3)],
    ['', errors(REQUIRED_MESSAGE)],
    [undefined, errors(REQUIRED_MESSAGE)],
    ['$1,234.567', errors(AMOUNT_MESSAGE)],
    ['-5', errors(AMOUNT_MESSAGE)],
    [-5, errors(AMOUNT_MESSAGE)],
    ['twenty', errors(AMOUNT_MESSAGE)],
    ['1e6', errors(AMOUNT_MESSAGE)],
    ['$99,000,000', errors(AMOUNT_MESSAGE)],
    [Number.NaN, errors(AMOUNT_MESSAGE)],
    [Number.POSITIVE_INFINITY, errors(AMOUNT_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(currencySchema, input)).toEqual(expected);
  });
});

describe('year and km', () => {
  const year = yearSchema(2026);
  it.each<[unknown, unknown]>([
    ['2019', ok(2019)],
    [2027, ok(2027)],
    [1900, ok(1900)],
    ['', errors(REQUIRED_MESSAGE)],
    [2028, errors(YEAR_MESSAGE)],
    ['1899', errors(YEAR_MESSAGE)],
    ['19', errors(YEAR_MESSAGE)],
    [2019.5, errors(YEAR_MESSAGE)],
    ['MY19', errors(YEAR_MESSAGE)],
  ])('year %j -> %j', (input, expected) => {
    expect(outcome(year, input)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    ['120,000', ok(120000)],
    ['120000 km', ok(120000)],
    ['45 000kms', ok(45000)],
    [0, ok(0)],
    ['', errors(REQUIRED_MESSAGE)],
    ['12.5', errors(DISTANCE_MESSAGE)],
    ['-1', errors(DISTANCE_MESSAGE)],
    [3_000_000, errors(DISTANCE_MESSAGE)],
    ['lots', errors(DISTANCE_MESSAGE)],
  ])('km %j -> %j', (input, expected) => {
    expect(outcome(kmSchema, input)).toEqual(expected);
  });
});

describe('ids, selects and car type', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['id number', idSchema, 42, ok(42)],
    ['id text', idSchema, '42', ok(42)],
    ['id zero', idSchema, 0, errors(INVALID_VALUE_MESSAGE)],
    ['id junk', idSchema, '4x', errors(INVALID_VALUE_MESSAGE)],
    ['location select', locationIdSchema, '7', ok(7)],
    ['location select, nothing chosen', locationIdSchema, '', errors(REQUIRED_MESSAGE)],
    ['location select, junk', locationIdSchema, 'x', errors(CHOICE_MESSAGE)],
    ['car type', carTypeSchema, 'demo', ok('demo')],
    ['car type, unknown', carTypeSchema, 'second-hand', errors(CHOICE_MESSAGE)],
  ])('%s', (_label, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

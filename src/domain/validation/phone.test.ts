import { describe, expect, it } from 'vitest';
import {
  INVALID_VALUE_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  PHONE_US_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';
import { normalisePhone, phoneSchema, type PhoneRegion, type PhoneRule, type PhoneRules } from './phone';
import { PHONE_MASKS, phoneMask, stripPhoneFormatting } from './phone-mask';
import { errors, ok, outcome } from './test-helpers';

const rules = (phoneRule: PhoneRule, extra: Partial<PhoneRules> = {}): PhoneRules => ({
  phoneRule,
  allowUkPhoneNumbers: false,
  ...extra,
});

describe('stripPhoneFormatting and normalisePhone', () => {
  it.each([
    ['(02) 9876-5432', '0298765432'],
    ['0412.345.678', '0412345678'],
    ['+61 [0] 412 345 678', '+610412345678'],
    [' 0412\u00a0345\t678 ', '0412345678'],
  ])('strip %j -> %j', (raw, expected) => {
    expect(stripPhoneFormatting(raw)).toBe(expected);
  });

  it.each<[string, PhoneRegion, string | null]>([
    ['0412 345 678', 'au', '0412345678'],
    ['+61 412 345 678', 'au', '0412345678'],
    ['+61 (0) 412 345 678', 'au', '0412345678'],
    ['0061 2 9876 5432', 'au', '0298765432'],
    ['61412345678', 'au', '0412345678'],
    ['+64 21 123 4567', 'au', null],
    ['04l2 345 678', 'au', null],
    ['+64 21 123 4567', 'nz', '0211234567'],
    ['0064 9 123 4567', 'nz', '091234567'],
    ['+1 (212) 555-0123', 'us', '2125550123'],
    ['1-212-555-0123', 'us', '2125550123'],
    ['001 212 555 0123', 'us', '2125550123'],
    ['(212) 555-0123', 'us', '2125550123'],
    ['+44 7700 900123', 'uk', '07700900123'],
    ['0044 20 7946 0958', 'uk', '02079460958'],
  ])('normalise %j in %s -> %j', (raw, region, expected) => {
    expect(normalisePhone(raw, region)).toBe(expected);
  });
});

describe('SPEC 5 phone, default Australia: landline or mobile', () => {
  const schema = phoneSchema(rules('au'));
  it.each<[unknown, unknown]>([
    ['0412 345 678', ok('0412345678')],
    ['0512 345 678', ok('0512345678')],
    ['(02) 9876 5432', ok('0298765432')],
    ['03 9876 5432', ok('0398765432')],
    ['07-3876-5432', ok('0738765432')],
    ['08.9876.5432', ok('0898765432')],
    ['+61 412 345 678', ok('0412345678')],
    ['+61 (0)2 9876 5432', ok('0298765432')],
    ['0061412345678', ok('0412345678')],
    ['61412345678', ok('0412345678')],
    ['', errors(REQUIRED_MESSAGE)],
    ['   ', errors(REQUIRED_MESSAGE)],
    [undefined, errors(REQUIRED_MESSAGE)],
    [412345678, errors(INVALID_VALUE_MESSAGE)],
    ['412 345 678', errors(PHONE_AU_MESSAGE)],
    ['0412 345 67', errors(PHONE_AU_MESSAGE)],
    ['0412 345 6789', errors(PHONE_AU_MESSAGE)],
    ['(01) 9876 5432', errors(PHONE_AU_MESSAGE)],
    ['1300 123 456', errors(PHONE_AU_MESSAGE)],
    ['+64 21 123 4567', errors(PHONE_AU_MESSAGE)],
    ['call me', errors(PHONE_AU_MESSAGE)],
    ['0412 345 678 ext 2', errors(PHONE_AU_MESSAGE)],
    ['+44 7700 900123', errors(PHONE_AU_MESSAGE)],
    ['0'.repeat(40), errors(PHONE_AU_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('SPEC 5 phone, mobile-only sites', () => {
  const schema = phoneSchema(rules('au-mobile'));
  it.each<[unknown, unknown]>([
    ['0412 345 678', ok('0412345678')],
    ['+61 412 345 678', ok('0412345678')],
    ['0512345678', ok('0512345678')],
    ['', errors(REQUIRED_MESSAGE)],
    ['(02) 9876 5432', errors(PHONE_AU_MOBILE_MESSAGE)],
    ['0412 345', errors(PHONE_AU_MOBILE_MESSAGE)],
    ['mobile', errors(PHONE_AU_MOBILE_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('SPEC 5 phone, US sites: 10-digit NANP', () => {
  const schema = phoneSchema(rules('us'));
  it.each<[unknown, unknown]>([
    ['(212) 555-0123', ok('2125550123')],
    ['212.555.0123', ok('2125550123')],
    ['+1 212 555 0123', ok('2125550123')],
    ['1 (212) 555-0123', ok('2125550123')],
    ['', errors(REQUIRED_MESSAGE)],
    ['(012) 555-0123', errors(PHONE_US_MESSAGE)],
    ['(112) 555-0123', errors(PHONE_US_MESSAGE)],
    ['(212) 055-0123', errors(PHONE_US_MESSAGE)],
    ['(212) 155-0123', errors(PHONE_US_MESSAGE)],
    ['555-0123', errors(PHONE_US_MESSAGE)],
    ['0412 345 678', errors(PHONE_US_MESSAGE)],
    ['+61 412 345 678', errors(PHONE_US_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('SPEC 5 phone, New Zealand sites: length only, under 15', () => {
  const schema = phoneSchema(rules('nz'));
  it.each<[unknown, unknown]>([
    ['021 123 4567', ok('0211234567')],
    ['(09) 123 4567', ok('091234567')],
    ['+64 21 123 4567', ok('0211234567')],
    ['0800 123 456', ok('0800123456')],
    ['12345678901234', ok('12345678901234')],
    ['1234567', ok('1234567')],
    ['+64 21 1234 5678 9', ok('021123456789')],
    ['', errors(REQUIRED_MESSAGE)],
    ['123456789012345', errors(PHONE_TOO_LONG_MESSAGE)],
    ['021 123 4567 8901 2', errors(PHONE_TOO_LONG_MESSAGE)],
    ['9'.repeat(40), errors(PHONE_TOO_LONG_MESSAGE)],
    ['123456', errors(PHONE_NZ_MESSAGE)],
    ['phone me', errors(PHONE_NZ_MESSAGE)],
    ['021 ABC 4567', errors(PHONE_NZ_MESSAGE)],
    ['+61 412 345 678', errors(PHONE_NZ_MESSAGE)],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('SPEC 5 phone: UK numbers where the site allows them', () => {
  it.each<[PhoneRule, boolean, string, unknown]>([
    ['au', true, '+44 7700 900123', ok('+447700900123')],
    ['au', true, '0044 20 7946 0958', ok('+442079460958')],
    ['au', true, '07700 900123', errors(PHONE_AU_MESSAGE)],
    ['au', true, '447700900123', errors(PHONE_AU_MESSAGE)],
    ['au', true, '0412 345 678', ok('0412345678')],
    ['au', true, '+44 12', errors(PHONE_AU_MESSAGE)],
    ['au', false, '+44 7700 900123', errors(PHONE_AU_MESSAGE)],
    ['au-mobile', true, '+44 7700 900123', ok('+447700900123')],
    ['au-mobile', true, '(02) 9876 5432', errors(PHONE_AU_MOBILE_MESSAGE)],
    ['nz', true, '+44 7700 900123', ok('+447700900123')],
    ['us', true, '+44 7700 900123', ok('+447700900123')],
    ['us', false, '+44 7700 900123', errors(PHONE_US_MESSAGE)],
  ])('%s, UK allowed %s: %j -> %j', (rule, allowUk, input, expected) => {
    expect(outcome(phoneSchema(rules(rule, { allowUkPhoneNumbers: allowUk })), input)).toEqual(expected);
  });
});

describe("SPEC 5 phone: the site's test number is always accepted", () => {
  it.each<[PhoneRule, string | undefined, string, unknown]>([
    ['au', '0400 000 000', '0400000000', ok('0400000000')],
    ['au-mobile', '1234', '1234', ok('1234')],
    ['au', '1234', '12-34', ok('1234')],
    ['us', '000 000 0000', '(000) 000-0000', ok('0000000000')],
    ['nz', '1234567890123456', '1234567890123456', ok('1234567890123456')],
    ['au', '1234', '12345', errors(PHONE_AU_MESSAGE)],
    ['au', undefined, '1234', errors(PHONE_AU_MESSAGE)],
    ['au', '', '', errors(REQUIRED_MESSAGE)],
  ])('%s, test number %j: %j -> %j', (rule, testPhoneNumber, input, expected) => {
    expect(outcome(phoneSchema(rules(rule, { testPhoneNumber })), input)).toEqual(expected);
  });
});

describe('phoneMask: input mask by region and what is typed', () => {
  it.each<[PhoneRule, string, string | null]>([
    ['au', '', PHONE_MASKS.auMobile],
    ['au', '04', PHONE_MASKS.auMobile],
    ['au', '02', PHONE_MASKS.auLandline],
    ['au', '(03', PHONE_MASKS.auLandline],
    ['au', '07', PHONE_MASKS.auLandline],
    ['au', '08', PHONE_MASKS.auLandline],
    ['au', '+61', null],
    ['au', '0061', null],
    ['au', '61', null],
    ['au-mobile', '', PHONE_MASKS.auMobile],
    ['au-mobile', '02', PHONE_MASKS.auMobile],
    ['au-mobile', '+61', null],
    ['us', '', PHONE_MASKS.us],
    ['us', '212', PHONE_MASKS.us],
    ['us', '1', null],
    ['us', '+1', null],
    ['nz', '', null],
    ['nz', '021', null],
  ])('%s, typed %j -> %j', (rule, typed, expected) => {
    expect(phoneMask(rule, typed)).toBe(expected);
  });

  it('masks are as the spec describes them', () => {
    expect(PHONE_MASKS).toEqual({ auMobile: '0000 000 000', auLandline: '(00) 0000 0000', us: '(000) 000-0000' });
  });
});

import { describe, expect, it } from 'vitest';
import type { PhoneRules } from '../validation/phone';
import { PHONE_AU_MOBILE_MESSAGE, PHONE_NZ_MESSAGE, PHONE_US_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages';
import { SIGN_IN_MESSAGES } from './sign-in-code';
import { dialNumber, mobileRules, phoneMatch, requestSmsCodeSchema, smsAddress, smsCodeText, verifySmsCodeSchema } from './sms-code';

const au: PhoneRules = { phoneRule: 'au', allowUkPhoneNumbers: false, testPhoneNumber: '0400 000 000' };
const nz: PhoneRules = { phoneRule: 'nz', allowUkPhoneNumbers: false };
const us: PhoneRules = { phoneRule: 'us', allowUkPhoneNumbers: false };
const auWithUk: PhoneRules = { ...au, allowUkPhoneNumbers: true };

describe('which numbers a code may be texted to (SPEC 5 phone rules, mobiles only where the digits tell)', () => {
  it.each<[string, PhoneRules, string, { phone: string } | string]>([
    ['an Australian mobile', au, '0412 345 678', { phone: '0412345678' }],
    ['an Australian mobile with +61', au, '+61 412 345 678', { phone: '0412345678' }],
    ['an Australian landline is no mobile', au, '(02) 9876 5432', PHONE_AU_MOBILE_MESSAGE],
    ['not a number', au, 'call me', PHONE_AU_MOBILE_MESSAGE],
    ["the site's test number", au, '0400 000 000', { phone: '0400000000' }],
    ['a New Zealand number', nz, '021 123 4567', { phone: '0211234567' }],
    ['a New Zealand word', nz, 'abcdefgh', PHONE_NZ_MESSAGE],
    ['a US number', us, '(212) 555-0123', { phone: '2125550123' }],
    ['a US number that is not one', us, '123', PHONE_US_MESSAGE],
    ['a UK mobile where the site allows UK numbers', auWithUk, '+44 7700 900123', { phone: '+447700900123' }],
    ['empty', au, '', REQUIRED_MESSAGE],
  ])('%s', (_name, rules, phone, expected) => {
    const parsed = requestSmsCodeSchema(rules).safeParse({ phone });
    if (typeof expected === 'string') expect(parsed.error?.issues[0]?.message).toBe(expected);
    else expect(parsed.data).toEqual(expected);
  });

  it('keeps US and NZ rules and narrows only the Australian one', () => {
    expect(mobileRules(au).phoneRule).toBe('au-mobile');
    expect(mobileRules(nz).phoneRule).toBe('nz');
    expect(mobileRules(us).phoneRule).toBe('us');
  });
});

describe('the code typed back', () => {
  it.each<[string, unknown, string | null]>([
    ['six digits', { phone: '0412345678', code: '123456' }, null],
    ['spaces inside', { phone: '0412345678', code: '123 456' }, null],
    ['five digits', { phone: '0412345678', code: '12345' }, SIGN_IN_MESSAGES.codeFormat],
    ['letters', { phone: '0412345678', code: 'abcdef' }, SIGN_IN_MESSAGES.codeFormat],
    ['no code', { phone: '0412345678' }, SIGN_IN_MESSAGES.codeFormat],
  ])('%s', (_name, body, message) => {
    const parsed = verifySmsCodeSchema(au).safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('the number a gateway dials (E.164)', () => {
  it.each<[string, PhoneRules, string]>([
    ['0412345678', au, '+61412345678'],
    ['0211234567', nz, '+64211234567'],
    ['2125550123', us, '+12125550123'],
    ['+447700900123', auWithUk, '+447700900123'],
    ['0400000000', au, '0400000000'],
  ])('%s', (checked, rules, dialled) => {
    expect(dialNumber(checked, rules)).toBe(dialled);
  });
});

describe('the account a texted code signs in', () => {
  it.each<[string, number[], ReturnType<typeof phoneMatch>]>([
    ['none has the number', [], { kind: 'none' }],
    ['exactly one', [7], { kind: 'one', userId: 7 }],
    ['two accounts share it', [7, 9], { kind: 'several' }],
  ])('%s', (_name, ids, match) => {
    expect(phoneMatch(ids)).toEqual(match);
  });
});

it('keys texted codes apart from email addresses, and fits the text in one SMS segment', () => {
  expect(smsAddress('0412345678')).toBe('sms:0412345678');
  const text = smsCodeText('A'.repeat(60), '123456');
  expect(text).toBe(`123456 is your ${'A'.repeat(60)} sign-in code. It works once, for 10 minutes.`);
  expect(text.length).toBeLessThanOrEqual(160);
});

import { describe, expect, it } from 'vitest';
import { changeCodeAddress, changeCodeSchema, emailStep, phoneStep, type PhoneStep } from './address-change';
import { SIGN_IN_MESSAGES } from './sign-in-code';

describe('emailStep', () => {
  it.each([
    ['the same address', 'sam@example.com', 'sam@example.com', undefined, { kind: 'unchanged' }],
    ['the same address with a stray code', 'sam@example.com', 'sam@example.com', '123456', { kind: 'unchanged' }],
    ['a new address, no code yet', 'sam@example.com', 'new@example.com', undefined, { kind: 'send-code', address: 'new@example.com' }],
    ['a new address, an empty code', 'sam@example.com', 'new@example.com', '', { kind: 'send-code', address: 'new@example.com' }],
    ['a new address with its code', 'sam@example.com', 'new@example.com', '123456', { kind: 'confirm', address: 'new@example.com', code: '123456' }],
  ] as const)('%s', (_name, current, requested, code, expected) => {
    expect(emailStep(current, requested, code)).toEqual(expected);
  });
});

describe('changeCodeAddress', () => {
  it.each([
    [1, 'new@example.com', 'change:1:new@example.com'],
    [12, 'new@example.com', 'change:12:new@example.com'],
  ])('account %s to %s is keyed %s, never the bare address a sign-in code uses', (userId, address, key) => {
    expect(changeCodeAddress(userId, address)).toBe(key);
    expect(changeCodeAddress(userId, address)).not.toBe(address);
  });
});

describe('changeCodeSchema', () => {
  it.each([
    [undefined, undefined],
    ['', ''],
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('accepts %j as %j', (input, expected) => {
    expect(changeCodeSchema.parse(input)).toBe(expected);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456]])('refuses %j with the code message', (input) => {
    const parsed = changeCodeSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SIGN_IN_MESSAGES.codeFormat);
  });
});

describe('phoneStep', () => {
  const rows: [string, { phone: string | null; verified: boolean }, string, string | undefined, boolean, PhoneStep][] = [
    ['a site that texts nothing keeps any number', { phone: null, verified: false }, '0412345678', undefined, false, { kind: 'keep' }],
    ['a proven number kept', { phone: '0412345678', verified: true }, '0412345678', undefined, true, { kind: 'keep' }],
    ['a new number gets a code', { phone: '0412345678', verified: true }, '0498765432', undefined, true, { kind: 'send-code', phone: '0498765432' }],
    ['an unproven number gets a code', { phone: '0412345678', verified: false }, '0412345678', undefined, true, { kind: 'send-code', phone: '0412345678' }],
    ['the code proves it', { phone: '0412345678', verified: false }, '0412345678', '123456', true, { kind: 'confirm', phone: '0412345678', code: '123456' }],
    ['no number, nothing to prove', { phone: null, verified: false }, '', undefined, true, { kind: 'keep' }],
  ];
  it.each(rows)('%s', (_name, current, requested, code, texts, expected) => {
    expect(phoneStep(current, requested, code, texts)).toEqual(expected);
  });
});

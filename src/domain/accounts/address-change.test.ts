import { describe, expect, it } from 'vitest';
import { changeCodeAddress, emailCodeSchema, emailStep } from './address-change';
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

describe('emailCodeSchema', () => {
  it.each([
    [undefined, undefined],
    ['', ''],
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('accepts %j as %j', (input, expected) => {
    expect(emailCodeSchema.parse(input)).toBe(expected);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456]])('refuses %j with the code message', (input) => {
    const parsed = emailCodeSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SIGN_IN_MESSAGES.codeFormat);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  codeRateVerdict,
  codeState,
  CODES_PER_ADDRESS,
  CODES_PER_CLIENT,
  MAX_CODE_ATTEMPTS,
  SIGN_IN_MESSAGES,
  verifyCodeSchema,
  type CodeRecord,
  type CodeState,
} from './sign-in-code';

const sentAt = new Date('2026-11-24T10:00:00Z');
const code = (overrides: Partial<CodeRecord> = {}): CodeRecord => ({
  expiresAt: new Date(sentAt.getTime() + CODE_TTL_MS),
  usedAt: null,
  attempts: 0,
  ...overrides,
});
const after = (ms: number) => new Date(sentAt.getTime() + ms);

describe('codeState', () => {
  it.each<[string, CodeRecord, Date, CodeState]>([
    ['fresh', code(), after(0), 'usable'],
    ['a second before expiry', code(), after(CODE_TTL_MS - 1_000), 'usable'],
    ['at expiry', code(), after(CODE_TTL_MS), 'expired'],
    ['used', code({ usedAt: after(1_000) }), after(2_000), 'used'],
    ['used and expired', code({ usedAt: after(1_000) }), after(CODE_TTL_MS * 2), 'used'],
    ['one try left', code({ attempts: MAX_CODE_ATTEMPTS - 1 }), after(0), 'usable'],
    ['out of tries', code({ attempts: MAX_CODE_ATTEMPTS }), after(0), 'locked'],
  ])('%s', (_name, record, now, expected) => {
    expect(codeState(record, now)).toBe(expected);
  });
});

describe('codeRateVerdict', () => {
  it.each([
    [0, 0, 'ok'],
    [CODES_PER_ADDRESS - 1, CODES_PER_CLIENT - 1, 'ok'],
    [CODES_PER_ADDRESS, 0, 'address'],
    [0, CODES_PER_CLIENT, 'client'],
    [CODES_PER_ADDRESS, CODES_PER_CLIENT, 'address'],
  ])('%i to the address, %i from the client: %s', (byAddress, byClient, expected) => {
    expect(codeRateVerdict({ byAddress, byClient })).toBe(expected);
  });
});

describe('verifyCodeSchema', () => {
  it('normalises the address and the typed code', () => {
    expect(verifyCodeSchema.parse({ email: ' Jo@Example.COM ', code: '123 456' })).toEqual({ email: 'jo@example.com', code: '123456' });
  });
  it.each([['12345'], ['1234567'], ['abcdef'], [123456]])('refuses %s', (typed) => {
    const result = verifyCodeSchema.safeParse({ email: 'jo@example.com', code: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SIGN_IN_MESSAGES.codeFormat);
  });
});

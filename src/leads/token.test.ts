import { describe, expect, it } from 'vitest';
import { hashLeadToken, newLeadToken, verifyLeadToken } from './token';

const token = newLeadToken();
const hash = hashLeadToken(token);

describe('lead tokens', () => {
  it('are 43 url-safe characters and differ every time', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLeadToken()).not.toBe(token);
  });

  it('store a hash that is not the token', () => {
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it.each([
    ['the token itself', token, hash, true],
    ['another token', newLeadToken(), hash, false],
    ['the stored hash presented as a token', hash, hash, false],
    ['no token', null, hash, false],
    ['an empty token', '', hash, false],
    ['a token with a trailing space', `${token} `, hash, false],
    ['a lead without a stored hash', token, null, false],
    ['a truncated stored hash', token, hash.slice(0, 10), false],
  ])('verify %s -> %s', (_name, presented, stored, expected) => {
    expect(verifyLeadToken(presented, stored)).toBe(expected);
  });
});

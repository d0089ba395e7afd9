import { describe, expect, it } from 'vitest';
import { PREVIEW_LIFETIME_MS, signPreviewToken, verifyPreviewToken } from './preview-token';

const SECRET = 'a'.repeat(40);
const NOW = Date.parse('2026-11-27T09:00:00Z');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The token with its last character's two unused bits set otherwise: the same bytes when decoded. */
function otherSpelling(token: string): string {
  const last = BASE64URL.indexOf(token.at(-1)!);
  return `${token.slice(0, -1)}${BASE64URL[last ^ 1]}`;
}

describe('preview tokens', () => {
  const token = signPreviewToken(SECRET, 7, NOW);

  it.each([
    { name: 'fresh', token, at: NOW, secret: SECRET, claim: { siteId: 7 } },
    { name: 'a minute before it ends', token, at: NOW + PREVIEW_LIFETIME_MS - 60_000, secret: SECRET, claim: { siteId: 7 } },
    { name: 'expired after an hour', token, at: NOW + PREVIEW_LIFETIME_MS, secret: SECRET, claim: null },
    { name: 'another secret', token, at: NOW, secret: 'b'.repeat(40), claim: null },
    { name: 'another site in the same signature', token: token.replace(/^7\./, '8.'), at: NOW, secret: SECRET, claim: null },
    { name: 'a later expiry in the same signature', token: token.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 3600}.`), at: NOW, secret: SECRET, claim: null },
    { name: 'the last character spelt another way that decodes alike', token: otherSpelling(token), at: NOW, secret: SECRET, claim: null },
    { name: 'junk', token: 'x', at: NOW, secret: SECRET, claim: null },
    { name: 'empty', token: '', at: NOW, secret: SECRET, claim: null },
  ])('$name', ({ token, at, secret, claim }) => {
    const result = verifyPreviewToken(secret, token, at);
    if (claim === null) expect(result).toBeNull();
    else expect(result).toMatchObject(claim);
  });
});

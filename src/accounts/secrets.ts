import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { generateRandomString, type RandomReader } from '@oslojs/crypto/random';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { CODE_LENGTH } from '../domain/accounts/sign-in-code';

/**
 * The random values and hashes of sign-in (docs/decisions/022-shopper-accounts.md): all from
 * @oslojs, Web Crypto underneath; nothing here is a home-made cipher or hash.
 */
const random: RandomReader = { read: (bytes) => void crypto.getRandomValues(bytes) };
const text = new TextEncoder();

/** 160 random bits: the session cookie's value. */
export function newSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps of a session token: its SHA-256, so the table alone opens no session. */
export function hashSessionToken(token: string): string {
  return encodeHexLowerCase(sha256(text.encode(token)));
}

export function newSignInCode(): string {
  return generateRandomString(random, '0123456789', CODE_LENGTH);
}

/** A code's hash is bound to its site and address, so a row moved elsewhere matches nothing. */
export function hashSignInCode(websiteId: number, address: string, code: string): string {
  return encodeHexLowerCase(sha256(text.encode(`${websiteId}\n${address}\n${code}`)));
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && constantTimeEqual(text.encode(a), text.encode(b));
}

/** A console (staff) code's hash: bound to the console and the address, not to any website. */
export function hashConsoleSignInCode(address: string, code: string): string {
  return encodeHexLowerCase(sha256(text.encode(`console\n${address}\n${code}`)));
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The lead token: a secret the create answer hands to the browser, required to update the lead.
 * Only its SHA-256 is stored, so a database reader cannot forge updates; 32 random bytes need no
 * slow hash (nothing to brute-force, unlike a password).
 */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newLeadToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashLeadToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash; anything malformed is false. */
export function verifyLeadToken(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash || !TOKEN_PATTERN.test(token)) return false;
  const presented = Buffer.from(hashLeadToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

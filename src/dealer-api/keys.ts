import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { dealershipIdBySlug, findActiveApiKey, insertApiKey, listApiKeys, revokeApiKey, type ApiKeyListing, type ApiKeyOwner } from '../db/queries/api-keys';
import { NotFoundError, ValidationError } from '../lib/errors';

/**
 * Dealer API keys: 256 random bits, shown once when made; only their SHA-256 is stored. A plain
 * hash (no salt, no slow KDF) is enough for a key this long: nothing can be guessed, and the
 * lookup by hash stays one index probe per request. The visible prefix tells keys apart in
 * listings and logs.
 */
const KEY_PREFIX = 'fcd_';
const VISIBLE_CHARACTERS = 12;
const KEY_PATTERN = /^fcd_[A-Za-z0-9_-]{43}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, VISIBLE_CHARACTERS), keyHash: hashApiKey(key) };
}

export type CreatedApiKey = { id: number; key: string; prefix: string; dealershipSlug: string; createdAt: Date };

export async function createApiKey(db: Db, dealershipSlug: string, label: string | null): Promise<CreatedApiKey> {
  const dealership = await dealershipIdBySlug(db, dealershipSlug);
  if (!dealership) throw new NotFoundError(`There is no dealership '${dealershipSlug}'.`);
  const { key, prefix, keyHash } = newApiKey();
  const row = await insertApiKey(db, { dealershipId: dealership.id, label: label?.trim() || null, prefix, keyHash });
  return { id: row.id, key, prefix, dealershipSlug: dealership.slug, createdAt: row.createdAt };
}

export async function listKeys(db: Db, dealershipSlug: string | null): Promise<ApiKeyListing[]> {
  if (dealershipSlug === null) return listApiKeys(db, null);
  const dealership = await dealershipIdBySlug(db, dealershipSlug);
  if (!dealership) throw new NotFoundError(`There is no dealership '${dealershipSlug}'.`);
  return listApiKeys(db, dealership.id);
}

/** Revokes by id (`7`) or visible prefix (`fcd_AbCdEfGh`); a prefix must name exactly one key. */
export async function revokeKey(db: Db, which: string): Promise<{ id: number; prefix: string; revokedAt: Date }> {
  let id: number;
  if (/^\d{1,9}$/.test(which)) id = Number(which);
  else {
    const matches = (await listApiKeys(db, null)).filter((key) => key.prefix === which);
    const [only, ...others] = matches;
    if (!only) throw new NotFoundError(`There is no key '${which}'.`);
    if (others.length > 0) throw new ValidationError(`More than one key starts ${which}; revoke by id.`, { key: ['ambiguous prefix'] });
    id = only.id;
  }
  const revoked = await revokeApiKey(db, id);
  if (!revoked) throw new NotFoundError(`There is no key '${which}'.`);
  return revoked;
}

/** The dealership of a presented key; null for anything that is not a live key. */
export async function findKeyOwner(db: Db, key: string): Promise<ApiKeyOwner | null> {
  if (!KEY_PATTERN.test(key)) return null;
  return findActiveApiKey(db, hashApiKey(key));
}

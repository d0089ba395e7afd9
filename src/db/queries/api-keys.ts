import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dealerApiKeys, dealerships } from '../schema';

/** Dealer API keys (src/dealer-api/keys.ts makes and checks them; only hashes are stored). */

export type ApiKeyOwner = { keyId: number; dealershipId: number; dealershipSlug: string };

export type ApiKeyListing = {
  id: number;
  dealershipSlug: string;
  label: string | null;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export async function dealershipIdBySlug(db: Db, slug: string): Promise<{ id: number; slug: string } | null> {
  const [row] = await db.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships).where(eq(dealerships.slug, slug));
  return row ?? null;
}

export async function insertApiKey(db: Db, key: { dealershipId: number; label: string | null; prefix: string; keyHash: string }): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(dealerApiKeys).values(key).returning({ id: dealerApiKeys.id, createdAt: dealerApiKeys.createdAt });
  if (!row) throw new Error('insert into dealer_api_keys returned no row');
  return row;
}

/** The dealership a key belongs to, if the key exists and is not revoked. */
export async function findActiveApiKey(db: Db, keyHash: string): Promise<ApiKeyOwner | null> {
  const [row] = await db
    .select({ keyId: dealerApiKeys.id, dealershipId: dealerApiKeys.dealershipId, dealershipSlug: dealerships.slug })
    .from(dealerApiKeys)
    .innerJoin(dealerships, eq(dealerships.id, dealerApiKeys.dealershipId))
    .where(and(eq(dealerApiKeys.keyHash, keyHash), isNull(dealerApiKeys.revokedAt)));
  return row ?? null;
}

/** Records use, at most once a minute per key. */
export async function touchApiKey(db: Db, keyId: number): Promise<void> {
  await db
    .update(dealerApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(dealerApiKeys.id, keyId), sql`(${dealerApiKeys.lastUsedAt} is null or ${dealerApiKeys.lastUsedAt} < now() - interval '1 minute')`));
}

export async function listApiKeys(db: Db, dealershipId: number | null): Promise<ApiKeyListing[]> {
  return db
    .select({
      id: dealerApiKeys.id,
      dealershipSlug: dealerships.slug,
      label: dealerApiKeys.label,
      prefix: dealerApiKeys.prefix,
      createdAt: dealerApiKeys.createdAt,
      lastUsedAt: dealerApiKeys.lastUsedAt,
      revokedAt: dealerApiKeys.revokedAt,
    })
    .from(dealerApiKeys)
    .innerJoin(dealerships, eq(dealerships.id, dealerApiKeys.dealershipId))
    .where(dealershipId === null ? undefined : eq(dealerApiKeys.dealershipId, dealershipId))
    .orderBy(asc(dealerships.slug), asc(dealerApiKeys.id));
}

/** Revokes a key; null when there is no such key. Revoking a revoked key keeps its first revocation time. */
export async function revokeApiKey(db: Db, id: number): Promise<{ id: number; prefix: string; revokedAt: Date } | null> {
  const [row] = await db
    .update(dealerApiKeys)
    .set({ revokedAt: sql`coalesce(${dealerApiKeys.revokedAt}, now())` })
    .where(eq(dealerApiKeys.id, id))
    .returning({ id: dealerApiKeys.id, prefix: dealerApiKeys.prefix, revokedAt: dealerApiKeys.revokedAt });
  return row?.revokedAt ? { id: row.id, prefix: row.prefix, revokedAt: row.revokedAt } : null;
}

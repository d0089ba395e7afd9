import 'server-only';
import { z } from 'zod';
import { getDb } from '../../db';
import type { Db } from '../../db/client';
import type { ApiKeyListing } from '../../db/queries/api-keys';
import { dealershipSlugById } from '../../db/queries/staff';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import { createApiKey, listKeys, revokeKey, type CreatedApiKey } from '../../dealer-api/keys';
import { parseOrThrow } from '../../accounts/parse';
import { recordAudit } from '../audit';

/**
 * Dealer API keys from the console (issue 31), by the owner: the same key service as
 * `npm run key:*`, run inside the server, so it works on either engine with no restart.
 */

const labelSchema = z.object({ label: z.string().trim().max(200, 'At most 200 characters.').optional().default('') });
const keyIdSchema = z.object({ keyId: z.coerce.number({ error: 'Choose a key.' }).int().positive('Choose a key.') });

async function slugOf(db: Db, dealershipId: number): Promise<string> {
  const slug = await dealershipSlugById(db, dealershipId);
  if (!slug) throw new ConsoleNotFoundError();
  return slug;
}

export async function keysOf(db: Db, actor: StaffActor, dealershipId: number): Promise<ApiKeyListing[]> {
  authorize(actor, 'keys.manage', dealershipId);
  return listKeys(db, await slugOf(db, dealershipId));
}

/** A new key: its secret is in the answer once and never again (only its hash is kept). */
export async function createConsoleKey(db: Db, actor: StaffActor, dealershipId: number, body: unknown): Promise<CreatedApiKey> {
  authorize(actor, 'keys.manage', dealershipId);
  const { label } = parseOrThrow(labelSchema, body);
  const slug = await slugOf(db, dealershipId);
  return db.transaction(async (tx) => {
    const created = await createApiKey(tx, slug, label || null);
    await recordAudit(tx, actor, { dealershipId, action: 'key.create', entity: 'api_key', entityId: created.id, after: { prefix: created.prefix, label: label || null } });
    return created;
  });
}

/** Revokes one of this dealership's keys; a key of another dealership is not found. */
export async function revokeConsoleKey(db: Db, actor: StaffActor, dealershipId: number, body: unknown): Promise<void> {
  authorize(actor, 'keys.manage', dealershipId);
  const { keyId } = parseOrThrow(keyIdSchema, body);
  const key = (await listKeys(db, await slugOf(db, dealershipId))).find((k) => k.id === keyId);
  if (!key) throw new ConsoleNotFoundError();
  await db.transaction(async (tx) => {
    const revoked = await revokeKey(tx, String(keyId));
    await recordAudit(tx, actor, { dealershipId, action: 'key.revoke', entity: 'api_key', entityId: keyId, before: { prefix: key.prefix, revokedAt: key.revokedAt }, after: { prefix: key.prefix, revokedAt: revoked.revokedAt } });
  });
}

/** The keys page's list for a page component, times as ISO text. */
export async function keysPageOf(actor: StaffActor, dealershipId: number) {
  const keys = await keysOf(await getDb(), actor, dealershipId);
  return keys.map((k) => ({
    id: k.id,
    label: k.label,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  }));
}

import 'server-only';
import type { z } from 'zod';
import { getDb } from '../db';
import type { ApiKeyListing } from '../db/queries/api-keys';
import { operatorKeyCreateSchema, operatorKeyListSchema, operatorKeyRevokeSchema } from '../domain/operator/requests';
import { fieldErrors } from '../domain/validation/field-errors';
import { ValidationError } from '../lib/errors';
import { createApiKey, listKeys, revokeKey, type CreatedApiKey } from './keys';

/**
 * `npm run key:create`, `key:list` and `key:revoke` handed over to the server that holds the
 * embedded database (decision 019), so a key is issued or revoked without stopping the site.
 */
function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(`The ${what} request is not valid.`, fieldErrors(result.error));
  return result.data;
}

export async function createKeyHandedOver(body: unknown): Promise<CreatedApiKey> {
  const { dealership, label } = parsed(operatorKeyCreateSchema, body, 'key');
  return createApiKey(await getDb(), dealership, label);
}

export async function listKeysHandedOver(body: unknown): Promise<ApiKeyListing[]> {
  const { dealership } = parsed(operatorKeyListSchema, body, 'key list');
  return listKeys(await getDb(), dealership);
}

export async function revokeKeyHandedOver(body: unknown): Promise<{ id: number; prefix: string; revokedAt: Date }> {
  const { key } = parsed(operatorKeyRevokeSchema, body, 'revoke');
  return revokeKey(await getDb(), key);
}

import 'server-only';
import type { Db } from '../db/client';
import { dealershipIdBySlug, touchApiKey } from '../db/queries/api-keys';
import { env } from '../env';
import { bearerMatches } from '../lib/bearer';
import { ClientError, NotFoundError } from '../lib/errors';
import { findKeyOwner } from './keys';

/**
 * Who calls the dealer API: a dealership, through one of its API keys, or the platform operator
 * (OPERATOR_TOKEN) acting for the dealership named in `X-Dealership`
 * (docs/decisions/018-dealer-api-keys.md). Either way every call is scoped to one dealership.
 */
export type DealerPrincipal = { dealershipId: number; dealershipSlug: string; keyId: number | null };

const CHALLENGE = { 'www-authenticate': 'Bearer realm="dealer-api"' };
const KEY_REQUIRED = 'An API key is required: send Authorization: Bearer {key}.';
const KEY_INVALID = 'The API key is not valid or has been revoked.';

/** The operator's token, never the stock feed's: STOCK_API_TOKEN only changes stock. */
function isOperatorToken(sent: string): boolean {
  return bearerMatches(sent, env().OPERATOR_TOKEN);
}

export async function requireDealer(db: Db, request: Request): Promise<DealerPrincipal> {
  const sent = /^Bearer ([\x21-\x7E]+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!sent) throw new ClientError(KEY_REQUIRED, 401, CHALLENGE);
  if (isOperatorToken(sent)) {
    const slug = request.headers.get('x-dealership')?.trim();
    if (!slug) throw new ClientError('The operator token acts for one dealership: name it in X-Dealership.', 400);
    const dealership = await dealershipIdBySlug(db, slug);
    if (!dealership) throw new NotFoundError(`There is no dealership '${slug}'.`);
    return { dealershipId: dealership.id, dealershipSlug: dealership.slug, keyId: null };
  }
  const owner = await findKeyOwner(db, sent);
  if (!owner) throw new ClientError(KEY_INVALID, 401, CHALLENGE);
  await touchApiKey(db, owner.keyId);
  return { dealershipId: owner.dealershipId, dealershipSlug: owner.dealershipSlug, keyId: owner.keyId };
}

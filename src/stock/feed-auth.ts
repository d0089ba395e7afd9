import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import { ClientError, NotFoundError } from '../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A stock feed proves itself with `Authorization: Bearer {STOCK_API_TOKEN}`. Without a token
 * configured the API does not exist (404), so an installation that never set one exposes nothing.
 * Hashes are compared so the check takes the same time whatever the token's length.
 */
export function requireStockFeed(request: Request): void {
  const token = env().STOCK_API_TOKEN;
  if (!token) throw new NotFoundError('Not found');
  const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(sent), digest(token))) {
    throw new ClientError('A valid stock API token is required.', 401, { 'www-authenticate': 'Bearer' });
  }
}

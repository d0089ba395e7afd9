import 'server-only';
import { env } from '../env';
import { bearerMatches, sentBearer } from '../lib/bearer';
import { ClientError, NotFoundError } from '../lib/errors';

/**
 * A stock feed proves itself with `Authorization: Bearer {STOCK_API_TOKEN}`, which changes stock
 * and nothing else (the operator's endpoints take OPERATOR_TOKEN). Without a token configured the
 * API does not exist (404), so an installation that never set one exposes nothing.
 */
export function requireStockFeed(request: Request): void {
  const token = env().STOCK_API_TOKEN;
  if (!token) throw new NotFoundError('Not found');
  if (!bearerMatches(sentBearer(request), token)) {
    throw new ClientError('A valid stock API token is required.', 401, { 'www-authenticate': 'Bearer' });
  }
}

import 'server-only';
import { env } from '../env';
import { bearerMatches, sentBearer } from '../lib/bearer';
import { ClientError, NotFoundError } from '../lib/errors';

/**
 * The operator endpoints (app/platform/api/v1/operator/) take `Authorization: Bearer {OPERATOR_TOKEN}`
 * only: a stock feed's token must not make the server read files or expire caches. Without the
 * token configured they do not exist (404).
 */
export function requireOperator(request: Request): void {
  const token = env().OPERATOR_TOKEN;
  if (!token) throw new NotFoundError('Not found');
  if (!bearerMatches(sentBearer(request), token)) {
    throw new ClientError('A valid operator token is required.', 401, { 'www-authenticate': 'Bearer' });
  }
}

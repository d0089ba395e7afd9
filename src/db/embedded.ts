import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

/** Whether a drizzle database's client is PGlite, the embedded engine running in this process. */
export function isPglite(client: unknown): client is PGlite {
  return typeof client === 'object' && client !== null && 'execProtocol' in client;
}

export function isEmbedded(db: Db): boolean {
  return isPglite((db as unknown as { $client: unknown }).$client);
}

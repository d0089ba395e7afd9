import 'server-only';
import { getDb } from '../db';
import type { Site } from '../domain/types';
import { paymentDeps } from './runtime';
import { paymentStatus } from './service';

/**
 * A payment's state for the checkout and online payment pages, with the running server's providers.
 * Pages hold no database handle (docs/decisions/014-import-boundaries.md): the service opens it.
 */
export async function paymentStatusOn(site: Site, intentId: string) {
  return paymentStatus(await getDb(), paymentDeps, site, intentId);
}

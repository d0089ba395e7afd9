import 'server-only';
import { cache } from 'react';
import { getDb } from '../db';
import type { Site } from '../domain/types';
import { NotFoundError } from '../lib/errors';
import { paymentDeps } from './runtime';
import { paymentStatus } from './service';

/**
 * A payment's state for the checkout and online payment pages, with the running server's providers,
 * or null when the site has no such payment (the page's not-found). Pages hold no database handle
 * (docs/decisions/014-import-boundaries.md): the service opens it. Shared by a page and its head
 * within one request (React's cache), so the provider is asked once.
 */
export const paymentStatusOn = cache(async (site: Site, intentId: string) => {
  try {
    return await paymentStatus(await getDb(), paymentDeps, site, intentId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});

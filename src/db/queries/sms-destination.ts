import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { dealershipWebsites, leadDestinations } from '../schema';

/**
 * The SMS destination a site's texts go through (docs/sms.md): the first enabled `sms`
 * destination among the site's dealerships, its own first. Null: the site sends no texts.
 */
export async function siteSmsTarget(db: Db, websiteId: number): Promise<string | null> {
  const [row] = await db
    .select({ target: leadDestinations.target })
    .from(leadDestinations)
    .innerJoin(dealershipWebsites, eq(dealershipWebsites.dealershipId, leadDestinations.dealershipId))
    .where(and(eq(dealershipWebsites.websiteId, websiteId), eq(leadDestinations.kind, 'sms'), eq(leadDestinations.enabled, true)))
    .orderBy(asc(dealershipWebsites.position), asc(leadDestinations.id))
    .limit(1);
  return row?.target ?? null;
}

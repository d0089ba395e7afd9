import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PrizeStock } from '../../domain/accounts/spin';
import type { SpinCampaign } from '../../domain/site-config';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { spinPrizeBudget, spinPrizeStock, spins } from '../schema';

/** Spin-to-win storage: prize stock per campaign and one spin per account. */

/** Puts the config's stocked prizes into the table once; later config edits do not refill it. */
export async function seedPrizeStock(db: Db, websiteId: number, campaign: SpinCampaign): Promise<void> {
  const rows = campaign.prizes
    .filter((prize) => prize.stock !== null)
    .map((prize) => ({ websiteId, campaignId: campaign.id, prizeId: prize.id, remaining: prize.stock ?? 0 }));
  if (rows.length > 0) await db.insert(spinPrizeStock).values(rows).onConflictDoNothing();
}

export async function prizeStock(db: Db, websiteId: number, campaign: SpinCampaign): Promise<PrizeStock[]> {
  const rows = await db
    .select({ prizeId: spinPrizeStock.prizeId, remaining: spinPrizeStock.remaining })
    .from(spinPrizeStock)
    .where(and(eq(spinPrizeStock.websiteId, websiteId), eq(spinPrizeStock.campaignId, campaign.id)));
  const left = new Map(rows.map((row) => [row.prizeId, row.remaining]));
  return campaign.prizes.map((prize) => ({
    id: prize.id,
    name: prize.name,
    weight: prize.weight,
    remaining: prize.stock === null ? null : (left.get(prize.id) ?? 0),
  }));
}

/**
 * Takes one of a stocked prize. The decrement only happens while some are left (and a CHECK keeps
 * the column at zero or more), so two spins racing for the last one cannot both have it.
 */
export async function takePrize(db: Db, websiteId: number, campaignId: string, prizeId: string): Promise<boolean> {
  const rows = await db
    .update(spinPrizeStock)
    .set({ remaining: sql`${spinPrizeStock.remaining} - 1` })
    .where(and(eq(spinPrizeStock.websiteId, websiteId), eq(spinPrizeStock.campaignId, campaignId), eq(spinPrizeStock.prizeId, prizeId), gt(spinPrizeStock.remaining, 0)))
    .returning({ remaining: spinPrizeStock.remaining });
  return rows.length === 1;
}

/** Claims the account's one spin; false when it has spun in this campaign already. */
export async function claimSpin(db: Db, websiteId: number, campaignId: string, userId: number): Promise<boolean> {
  const rows = await db.insert(spins).values({ websiteId, campaignId, userId }).onConflictDoNothing().returning({ userId: spins.userId });
  return rows.length === 1;
}

export async function recordSpinPrize(db: Db, websiteId: number, campaignId: string, userId: number, prizeId: string | null): Promise<void> {
  await db.update(spins).set({ prizeId }).where(and(eq(spins.websiteId, websiteId), eq(spins.campaignId, campaignId), eq(spins.userId, userId)));
}

export async function spinOf(db: Db, websiteId: number, campaignId: string, userId: number): Promise<{ prizeId: string | null } | null> {
  const [row] = await db
    .select({ prizeId: spins.prizeId })
    .from(spins)
    .where(and(eq(spins.websiteId, websiteId), eq(spins.campaignId, campaignId), eq(spins.userId, userId)));
  return row ?? null;
}

/**
 * Counts one prize against the site's budget for the day, if the budget has room: one statement, so
 * concurrent spins queue on the row and at most `dailyBudget` of them ever pass (budgetAllowsPrize).
 */
export async function takeDailyPrize(db: Db, websiteId: number, day: string, dailyBudget: number): Promise<boolean> {
  if (dailyBudget <= 0) return false;
  const rows = await queryRows<{ awarded: number }>(
    db,
    sql`insert into ${spinPrizeBudget} (website_id, day, awarded) values (${websiteId}, ${day}, 1)
        on conflict (website_id, day) do update set awarded = ${spinPrizeBudget}.awarded + 1
        where ${spinPrizeBudget}.awarded < ${dailyBudget}
        returning awarded`,
  );
  return rows.length === 1;
}

/** Gives back a day's prize that was counted but not given (every stocked prize ran out meanwhile). */
export async function returnDailyPrize(db: Db, websiteId: number, day: string): Promise<void> {
  await db
    .update(spinPrizeBudget)
    .set({ awarded: sql`${spinPrizeBudget.awarded} - 1` })
    .where(and(eq(spinPrizeBudget.websiteId, websiteId), eq(spinPrizeBudget.day, day), gt(spinPrizeBudget.awarded, 0)));
}

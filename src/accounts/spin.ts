import 'server-only';
import { generateRandomIntegerNumber, type RandomReader } from '@oslojs/crypto/random';
import type { Db } from '../db';
import { claimSpin, prizeStock, recordSpinPrize, returnDailyPrize, seedPrizeStock, spinOf, takeDailyPrize, takePrize } from '../db/queries/spins';
import { campaignRunning, drawPrize, prizeDay, SPIN_MESSAGES, type PrizeStock } from '../domain/accounts/spin';
import type { Shopper } from '../domain/accounts/types';
import type { SpinCampaign } from '../domain/site-config';
import type { Site } from '../domain/types';
import { ClientError, ConflictError, NotFoundError } from '../lib/errors';
import { createLead } from '../leads/service';

/** Spin-to-win (SPEC 6): one spin per account, drawn on the server, the result sent to the dealer as a lead. */

const secure: RandomReader = { read: (bytes) => void crypto.getRandomValues(bytes) };
// The library wants a range of two or more; a range of one has only one answer.
const cryptoPick = (max: number) => (max === 1 ? 0 : generateRandomIntegerNumber(secure, max));

export type SpinResult = { prize: { id: string; name: string } | null };

export function runningCampaign(site: Site, now = new Date()): SpinCampaign | null {
  const campaign = site.config.spinToWin;
  return campaignRunning(campaign, now) ? campaign : null;
}

/** The prize the shopper already won in the running campaign, or undefined when they have not spun. */
export async function earlierSpin(db: Db, site: Site, shopper: Shopper, now = new Date()): Promise<SpinResult | undefined> {
  const campaign = runningCampaign(site, now);
  if (!campaign) return undefined;
  const spin = await spinOf(db, site.id, campaign.id, shopper.id);
  if (!spin) return undefined;
  const prize = campaign.prizes.find((p) => p.id === spin.prizeId);
  return { prize: prize ? { id: prize.id, name: prize.name } : null };
}

async function drawInStock(db: Db, site: Site, campaign: SpinCampaign, pick: (max: number) => number): Promise<PrizeStock | null> {
  let stock = await prizeStock(db, site.id, campaign);
  for (;;) {
    const prize = drawPrize(stock, pick);
    if (!prize || prize.remaining === null) return prize;
    if (await takePrize(db, site.id, campaign.id, prize.id)) return prize;
    // Another spin took the last one between the read and the take: draw again without it.
    stock = stock.map((p) => (p.id === prize.id ? { ...p, remaining: 0 } : p));
  }
}

type Draw = { prize: PrizeStock; none?: undefined } | { prize: null; none: 'soldOut' | 'budgetSpent' };

/** A prize only while the site's budget for the day has room: the budget is taken first, and given back if nothing was left to draw. */
async function drawWithinBudget(db: Db, site: Site, campaign: SpinCampaign, pick: (max: number) => number, now: Date): Promise<Draw> {
  const day = prizeDay(now, site.config.timezone);
  if (!(await takeDailyPrize(db, site.id, day, campaign.dailyPrizeBudget))) return { prize: null, none: 'budgetSpent' };
  const prize = await drawInStock(db, site, campaign, pick);
  if (prize) return { prize };
  await returnDailyPrize(db, site.id, day);
  return { prize: null, none: 'soldOut' };
}

export async function spin(db: Db, site: Site, shopper: Shopper, options: { now?: Date; pick?: (max: number) => number } = {}): Promise<SpinResult> {
  const campaign = runningCampaign(site, options.now);
  if (!campaign) throw new NotFoundError(SPIN_MESSAGES.notRunning);
  if (!shopper.firstName) throw new ClientError(SPIN_MESSAGES.needsName, 403);
  if (!(await claimSpin(db, site.id, campaign.id, shopper.id))) throw new ConflictError(SPIN_MESSAGES.alreadySpun);
  await seedPrizeStock(db, site.id, campaign);
  const { prize, none } = await drawWithinBudget(db, site, campaign, options.pick ?? cryptoPick, options.now ?? new Date());
  await recordSpinPrize(db, site.id, campaign.id, shopper.id, prize?.id ?? null);
  await createLead(
    db,
    { site, mock: false },
    {
      lead: {
        category: 'spin-to-win',
        subcategory: campaign.title,
        name: [shopper.firstName, shopper.lastName].filter(Boolean).join(' '),
        first_name: shopper.firstName,
        last_name: shopper.lastName ?? undefined,
        email: shopper.email,
        phone: shopper.phone ?? undefined,
        message: prize ? `Won: ${prize.name}` : SPIN_MESSAGES[none],
        extra: { campaign_id: campaign.id, prize_id: prize?.id ?? 'none' },
      },
    },
    { idempotencyKey: `spin-${campaign.id}-${shopper.id}`, userAgent: null, shopper },
  );
  return { prize: prize ? { id: prize.id, name: prize.name } : null };
}

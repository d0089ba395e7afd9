import { localDate } from '../hours';
import type { SpinCampaign } from '../site-config';

/** SPEC 6 spin-to-win rules: when a campaign runs and how a prize is drawn. */

export type PrizeStock = { id: string; name: string; weight: number; remaining: number | null };

/** The campaign's window is start-inclusive, end-exclusive. */
export function campaignRunning(campaign: SpinCampaign | undefined, now: Date): campaign is SpinCampaign {
  if (!campaign) return false;
  const at = now.getTime();
  return Date.parse(campaign.startsAt) <= at && at < Date.parse(campaign.endsAt);
}

/**
 * Draws one prize among those still in stock, each as likely as its weight. `pick(n)` answers a
 * uniform integer in [0, n): a cryptographic source on the server, a seeded one in tests. Null when
 * every prize has run out.
 */
export function drawPrize(prizes: readonly PrizeStock[], pick: (max: number) => number): PrizeStock | null {
  const available = prizes.filter((prize) => prize.remaining === null || prize.remaining > 0);
  const total = available.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return null;
  let ticket = pick(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new RangeError(`pick(${total}) answered ${ticket}`);
  for (const prize of available) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return null;
}

/** The day a prize counts against: the site's own calendar date ('YYYY-MM-DD'), so the budget renews at the dealer's midnight. */
export function prizeDay(now: Date, timeZone: string): string {
  return localDate(now, timeZone).date;
}

/**
 * Whether one more prize may be given today. The database applies the same comparison in the
 * statement that counts the prize (`takeDailyPrize`), so concurrent spins cannot pass it together.
 */
export function budgetAllowsPrize(awardedToday: number, dailyBudget: number): boolean {
  return awardedToday < dailyBudget;
}

export const SPIN_MESSAGES = {
  notRunning: 'There is no spin-to-win campaign running on this site right now.',
  alreadySpun: 'You have already spun in this campaign.',
  soldOut: 'Every prize in this campaign has been won.',
  budgetSpent: "Today's prizes have all been won. Thanks for spinning!",
  needsName: 'Please add your name to your details before you spin.',
} as const;

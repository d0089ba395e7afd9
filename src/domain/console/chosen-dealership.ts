import type { StaffActor } from './access';

export type ActorDealership = StaffActor['dealerships'][number];

/**
 * The dealership the console shows: the one the switcher chose (kept in a cookie) when it is still
 * the actor's, else their first. Null only for someone with no dealership at all.
 */
export function chosenDealership(actor: StaffActor, chosen: string | undefined): ActorDealership | null {
  const id = chosen !== undefined && /^\d{1,9}$/.test(chosen) ? Number(chosen) : NaN;
  return actor.dealerships.find((d) => d.id === id) ?? actor.dealerships[0] ?? null;
}

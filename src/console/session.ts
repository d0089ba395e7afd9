import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '../db';
import type { StaffActor } from '../domain/console/access';
import { chosenDealership, type ActorDealership } from '../domain/console/chosen-dealership';
import { ClientError } from '../lib/errors';
import { readDealershipCookie, readStaffCookie } from './cookie';
import { actorOfToken } from './staff-sessions';

export const SIGN_IN_PATH = '/console/sign-in';
/** Where /console and a fresh sign-in land. */
export const CONSOLE_HOME = '/console/leads';

/** The signed-in staff member of this request, or null; resolved once per request. */
export const currentStaff = cache(async (): Promise<StaffActor | null> => {
  // The cookie first: reading it makes the page request-time, and no cookie needs no database.
  const token = await readStaffCookie();
  return token ? actorOfToken(await getDb(), token) : null;
});

/** For console pages and server actions: the actor, or a redirect to the sign-in page. */
export async function requireStaff(): Promise<StaffActor> {
  const actor = await currentStaff();
  if (!actor) redirect(SIGN_IN_PATH);
  return actor;
}

/**
 * For pages that show one dealership at a time: the actor and the dealership the switcher chose
 * (their first when none). Services still authorize against the id they are given.
 */
export async function requireStaffAt(): Promise<{ actor: StaffActor; dealership: ActorDealership | null }> {
  const actor = await requireStaff();
  return { actor, dealership: chosenDealership(actor, await readDealershipCookie()) };
}

/** For console route handlers: the actor, or 401 (a script gets an answer, not a redirect). */
export async function requireApiStaff(): Promise<StaffActor> {
  const actor = await currentStaff();
  if (!actor) throw new ClientError('Please sign in to the console.', 401);
  return actor;
}

'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '../../db';
import type { FormState } from '../../domain/console/form-state';
import { consolePage } from '../respond';
import { requireStaffAt } from '../session';
import { changeStaffRole, inviteStaff, removeStaff, saveSignUpDomain } from '../staff/service';
import { failureState } from './failure';

/** The staff page's forms. Each acts on the dealership the switcher shows; the service authorizes. */

async function here() {
  const { actor, dealership } = await requireStaffAt();
  if (!dealership) notFound();
  return { actor, dealershipId: dealership.id, db: await getDb() };
}

/** Where the invitation sends people: this console's own origin. */
async function consoleUrl(): Promise<string> {
  const list = await headers();
  const host = list.get('host') ?? 'localhost';
  const scheme = list.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}

export async function inviteStaffAction(_: FormState<string>, form: FormData): Promise<FormState<string>> {
  try {
    const { actor, dealershipId, db } = await here();
    const body = { email: form.get('email'), name: form.get('name') ?? undefined, role: form.get('role'), scope: form.get('scope') ?? undefined };
    const invited = await consolePage(async () => inviteStaff(db, actor, dealershipId, body, { consoleUrl: await consoleUrl() }));
    refresh();
    const note = invited.emailed ? 'We emailed them where to sign in.' : 'The invitation email could not be sent: tell them to sign in at /console/sign-in.';
    return { message: null, errors: {}, done: `${invited.email} can now sign in to ${invited.dealerships.join(', ')}. ${note}` };
  } catch (error) {
    return failureState(error);
  }
}

export async function changeRoleAction(_: FormState<string>, form: FormData): Promise<FormState<string>> {
  try {
    const { actor, dealershipId, db } = await here();
    await consolePage(() => changeStaffRole(db, actor, dealershipId, { staffId: form.get('staffId'), role: form.get('role') }));
    refresh();
    return { message: null, errors: {}, done: 'Role changed.' };
  } catch (error) {
    return failureState(error);
  }
}

export async function removeStaffAction(_: FormState<string>, form: FormData): Promise<FormState<string>> {
  try {
    const { actor, dealershipId, db } = await here();
    await consolePage(() => removeStaff(db, actor, dealershipId, { staffId: form.get('staffId') }));
    refresh();
    return { message: null, errors: {}, done: 'Removed from this dealership.' };
  } catch (error) {
    return failureState(error);
  }
}

export async function signUpDomainAction(_: FormState<string>, form: FormData): Promise<FormState<string>> {
  try {
    const { actor, dealershipId, db } = await here();
    const domain = await consolePage(() => saveSignUpDomain(db, actor, dealershipId, { domain: form.get('domain') ?? '' }));
    refresh();
    return { message: null, errors: {}, done: domain ? `Anyone with an @${domain} address can now sign in as sales staff.` : 'Sign-up by email domain is off.' };
  } catch (error) {
    return failureState(error);
  }
}

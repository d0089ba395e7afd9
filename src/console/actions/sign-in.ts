'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '../../db';
import type { FormState } from '../../domain/console/form-state';
import { requestClientAddress } from '../../lib/client-address';
import { clearStaffCookie, readStaffCookie, writeStaffCookie } from '../cookie';
import { CONSOLE_HOME, SIGN_IN_PATH } from '../session';
import { requestStaffCode, verifyStaffCode } from '../sign-in';
import { endStaffSession, startStaffSession } from '../staff-sessions';
import { failureState } from './failure';

/** The console's sign-in steps as server actions (Next checks their Origin against the Host). */

export async function askForConsoleCode(_: FormState<{ email: string }>, form: FormData): Promise<FormState<{ email: string }>> {
  try {
    const list = await headers();
    const { address } = await requestStaffCode(await getDb(), { email: form.get('email') }, requestClientAddress(list));
    return { message: null, errors: {}, done: { email: address } };
  } catch (error) {
    return failureState(error);
  }
}

export async function signInToConsole(_: FormState, form: FormData): Promise<FormState> {
  try {
    const db = await getDb();
    const person = await verifyStaffCode(db, { email: form.get('email'), code: form.get('code') });
    const session = await startStaffSession(db, person);
    await writeStaffCookie(session.token, session.expiresAt, (await headers()).get('host'));
  } catch (error) {
    return failureState(error);
  }
  redirect(CONSOLE_HOME);
}

export async function signOutOfConsole(): Promise<void> {
  await endStaffSession(await getDb(), await readStaffCookie());
  await clearStaffCookie((await headers()).get('host'));
  redirect(SIGN_IN_PATH);
}

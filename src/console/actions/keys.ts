'use server';

import { refresh } from 'next/cache';
import { notFound } from 'next/navigation';
import { getDb } from '../../db';
import type { FormState } from '../../domain/console/form-state';
import { createConsoleKey, revokeConsoleKey } from '../keys/service';
import { consolePage } from '../respond';
import { requireStaffAt } from '../session';
import { failureState } from './failure';

/** The keys page's forms, for the dealership the switcher shows. */

async function here() {
  const { actor, dealership } = await requireStaffAt();
  if (!dealership) notFound();
  return { actor, dealershipId: dealership.id, db: await getDb() };
}

/** The new key's secret comes back in the form's state: shown once, on this answer only. */
export async function createKeyAction(_: FormState<{ key: string; prefix: string }>, form: FormData): Promise<FormState<{ key: string; prefix: string }>> {
  try {
    const { actor, dealershipId, db } = await here();
    const created = await consolePage(() => createConsoleKey(db, actor, dealershipId, { label: form.get('label') ?? '' }));
    refresh();
    return { message: null, errors: {}, done: { key: created.key, prefix: created.prefix } };
  } catch (error) {
    return failureState(error);
  }
}

export async function revokeKeyAction(_: FormState<string>, form: FormData): Promise<FormState<string>> {
  try {
    const { actor, dealershipId, db } = await here();
    await consolePage(() => revokeConsoleKey(db, actor, dealershipId, { keyId: form.get('keyId') }));
    refresh();
    return { message: null, errors: {}, done: 'Key revoked: it stops working at once.' };
  } catch (error) {
    return failureState(error);
  }
}

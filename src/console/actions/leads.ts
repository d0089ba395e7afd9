'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '../../db';
import type { FormState } from '../../domain/console/form-state';
import { cancelLeadBooking, moveLeadBooking } from '../leads/booking';
import { addLeadByHand } from '../leads/manual';
import { updateLeadSettings } from '../leads/settings';
import { addNote, addTask, assignLead, changeStatus, resendDelivery } from '../leads/work';
import { consolePage } from '../respond';
import { requireStaff } from '../session';
import { failureState } from './failure';

/**
 * The lead page's forms. Each is bound to the lead's public id (and the delivery's id for a
 * resend); the service checks the actor may do it at that lead's dealership. Another
 * dealership's id answers the 404 page, a role that may not the 403 page.
 */

async function run(work: () => Promise<void>): Promise<FormState> {
  try {
    await consolePage(work);
    refresh();
    return { message: null, errors: {} };
  } catch (error) {
    return failureState(error);
  }
}

/** The form's text fields (a file input has no place in these forms). */
const fields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));

/** The form as the settings service reads it: text values only. */
const textForm = (form: FormData) => ({
  get: (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  },
  getAll: (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string'),
});

/** Where the console is served, for the link in an assignment email. */
async function consoleOrigin(): Promise<string | null> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host');
  if (!host) return null;
  return `${list.get('x-forwarded-proto') ?? 'http'}://${host}`;
}

export async function changeLeadStatus(leadId: string, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => changeStatus(await getDb(), await requireStaff(), leadId, fields(form)));
}

export async function assignLeadTo(leadId: string, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => assignLead(await getDb(), await requireStaff(), leadId, fields(form), await consoleOrigin()));
}

export async function addLeadNote(leadId: string, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => addNote(await getDb(), await requireStaff(), leadId, fields(form)));
}

export async function addLeadTask(leadId: string, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => addTask(await getDb(), await requireStaff(), leadId, fields(form)));
}

export async function resendLeadDelivery(leadId: string, deliveryId: number): Promise<FormState> {
  return run(async () => resendDelivery(await getDb(), await requireStaff(), leadId, deliveryId));
}

export async function cancelLeadBookingAction(leadId: string): Promise<FormState> {
  return run(async () => cancelLeadBooking(await getDb(), await requireStaff(), leadId));
}

export async function moveLeadBookingAction(leadId: string, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => moveLeadBooking(await getDb(), await requireStaff(), leadId, fields(form)));
}

/** A lead added by hand: on success its page opens. */
export async function addManualLead(_state: FormState, form: FormData): Promise<FormState> {
  let leadId: string;
  try {
    leadId = await consolePage(async () => addLeadByHand(await getDb(), await requireStaff(), fields(form)));
  } catch (error) {
    return failureState(error);
  }
  redirect(`/console/leads/${leadId}`);
}

export async function saveLeadSettings(dealershipId: number, _state: FormState, form: FormData): Promise<FormState> {
  return run(async () => updateLeadSettings(await getDb(), await requireStaff(), dealershipId, textForm(form)));
}

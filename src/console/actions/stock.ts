'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '../../domain/console/form-state';
import { consolePage } from '../respond';
import { requireStaff } from '../session';
import { createCar, deleteCar, saveCar, setCarPrice, setCarState, type CarWriteResult } from '../stock/car-writes';

/**
 * The stock manager's server actions: each resolves the signed-in staff member and hands the
 * form to the stock service, which authorises and validates (Next checks each action's Origin
 * against its Host). Another dealership's car answers 404, a role that may not write 403.
 */

type Saved = FormState<{ at: number }>;

const answer = (result: CarWriteResult): Saved => (result.ok ? { message: null, errors: {}, done: { at: Date.now() } } : { message: result.message, errors: result.errors });

const fields = (form: FormData) => (name: string) => form.get(name) ?? undefined;

/** The table's quick edit of one car's price. */
export async function quickPrice(carId: number, _state: Saved, form: FormData): Promise<Saved> {
  const actor = await requireStaff();
  const result = await consolePage(() => setCarPrice(actor, carId, String(form.get('price') ?? '')));
  if (result.ok) refresh();
  return answer(result);
}

/** The table's quick edit of one car's status, and the editor's mark sold / reserved / hidden buttons. */
export async function quickState(carId: number, _state: Saved, form: FormData): Promise<Saved> {
  const actor = await requireStaff();
  const result = await consolePage(() => setCarState(actor, carId, String(form.get('state') ?? '')));
  if (result.ok) refresh();
  return answer(result);
}

export async function saveCarForm(carId: number, _state: Saved, form: FormData): Promise<Saved> {
  const actor = await requireStaff();
  const result = await consolePage(() => saveCar(actor, carId, fields(form)));
  if (result.ok) refresh();
  return answer(result);
}

export async function createCarForm(dealershipId: number, _state: Saved, form: FormData): Promise<Saved> {
  const actor = await requireStaff();
  const result = await consolePage(() => createCar(actor, dealershipId, fields(form)));
  if (!result.ok) return answer(result);
  redirect(`/console/stock/${result.carId}?created=1`);
}

export async function deleteCarForm(carId: number, _state: FormState, _form: FormData): Promise<FormState> {
  void _form;
  const actor = await requireStaff();
  const result = await consolePage(() => deleteCar(actor, carId));
  if (!result.ok) return { message: result.message, errors: {} };
  redirect('/console/stock?deleted=1');
}

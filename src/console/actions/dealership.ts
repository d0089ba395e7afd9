'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { writeDealershipCookie } from '../cookie';
import { CONSOLE_HOME, requireStaff } from '../session';

/** The switcher: remembers the chosen dealership if it is one of the actor's, and goes back to where it was used. */
export async function chooseDealership(form: FormData): Promise<void> {
  const actor = await requireStaff();
  const id = Number(form.get('dealership'));
  const list = await headers();
  if (actor.dealerships.some((d) => d.id === id)) await writeDealershipCookie(id, list.get('host'));
  const back = String(form.get('back') ?? '');
  redirect(back.startsWith('/console/') && !back.startsWith('//') ? back : CONSOLE_HOME);
}

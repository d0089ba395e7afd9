import 'server-only';
import { getDb } from '../../db';
import type { StaffActor } from '../../domain/console/access';
import { staffPage, type StaffPage } from './service';

/** The staff page's data for a page component (which may not open the database itself). */
export async function staffPageOf(actor: StaffActor, dealershipId: number): Promise<StaffPage> {
  return staffPage(await getDb(), actor, dealershipId);
}

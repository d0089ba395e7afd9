import 'server-only';
import { getDb } from '../db';
import { createStaffMember, type CreatedStaff } from './staff-create';

/** `npm run staff:create` handed over to the server that holds the embedded database (decision 019). */
export async function createStaffHandedOver(body: unknown): Promise<CreatedStaff> {
  return createStaffMember(await getDb(), body);
}

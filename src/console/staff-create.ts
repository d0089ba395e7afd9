import type { Db } from '../db/client';
import { dealershipIdsBySlugs, upsertMembership, upsertStaff } from '../db/queries/staff';
import { insertAuditEntry } from '../db/queries/audit-log';
import { defaultStaffName, staffCreateSchema } from '../domain/console/staff-create';
import { fieldErrors } from '../domain/validation/field-errors';
import { NotFoundError, ValidationError } from '../lib/errors';

export type CreatedStaff = { id: number; email: string; operator: boolean; dealership: string | null; role: string | null };

/**
 * `npm run staff:create`: makes (or adds a role to) a staff member, directly on PostgreSQL or an
 * idle embedded database, or in the running server by hand-over (staff-hand-over.ts). No
 * `server-only` here: the command runs it in plain Node. The audit log records it with no
 * staff member, as the operator's shell did it.
 */
export async function createStaffMember(db: Db, body: unknown): Promise<CreatedStaff> {
  const parsed = staffCreateSchema.safeParse(body);
  if (!parsed.success) {
    // A command line has no highlighted fields: the messages themselves are the answer.
    const errors = fieldErrors(parsed.error);
    throw new ValidationError(Object.values(errors).flat().join(' '), errors);
  }
  const request = parsed.data;
  return db.transaction(async (tx) => {
    const person = await upsertStaff(tx, { email: request.email, name: request.name || defaultStaffName(request.email), isOperator: request.operator });
    if (request.operator || !request.dealership || !request.role) {
      await insertAuditEntry(tx, { dealershipId: null, staffId: null, action: 'staff.operator', entity: 'staff', entityId: String(person.id), after: { email: person.email, operator: true } });
      return { id: person.id, email: person.email, operator: true, dealership: null, role: null };
    }
    const [dealership] = await dealershipIdsBySlugs(tx, [request.dealership]);
    if (!dealership) throw new NotFoundError(`There is no dealership '${request.dealership}'.`);
    await upsertMembership(tx, person.id, dealership.id, request.role);
    await insertAuditEntry(tx, {
      dealershipId: dealership.id,
      staffId: null,
      action: 'staff.create',
      entity: 'staff',
      entityId: String(person.id),
      after: { email: person.email, role: request.role },
    });
    return { id: person.id, email: person.email, operator: person.isOperator, dealership: dealership.slug, role: request.role };
  });
}

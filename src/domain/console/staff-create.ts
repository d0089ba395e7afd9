import { z } from 'zod';
import { normaliseAddress } from '../accounts/sign-in-code';
import { emailSchema } from '../validation/fields';

/**
 * `npm run staff:create` (and its hand-over to the running server): either a platform operator, or
 * a staff member with one role at one dealership. The same body either way, so the hand-over and
 * the direct path read it alike.
 */
export const staffCreateSchema = z
  .strictObject({
    email: emailSchema.transform(normaliseAddress),
    name: z.string({ error: 'The name is text.' }).trim().max(200, 'At most 200 characters.').optional(),
    dealership: z.string({ error: 'Name the dealership by its slug.' }).min(1, 'Name the dealership by its slug.').max(100).optional(),
    role: z.enum(['owner', 'manager', 'sales'], { error: 'The role is owner, manager or sales.' }).optional(),
    operator: z.boolean({ error: 'Operator is true or false.' }).default(false),
  })
  .superRefine((body, context) => {
    if (body.operator) {
      if (body.dealership || body.role) context.addIssue({ code: 'custom', path: ['operator'], message: 'An operator holds every dealership: give no dealership or role.' });
      return;
    }
    if (!body.dealership) context.addIssue({ code: 'custom', path: ['dealership'], message: 'Name the dealership by its slug, or make an operator with --operator.' });
    if (!body.role) context.addIssue({ code: 'custom', path: ['role'], message: 'Give the role: owner, manager or sales.' });
  });

/** A name for someone given none: the part of the address before the @. */
export function defaultStaffName(email: string): string {
  return email.split('@')[0] || email;
}

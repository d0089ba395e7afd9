import { z } from 'zod';
import { normaliseAddress } from '../accounts/sign-in-code';
import { emailSchema } from '../validation/fields';

/** The rules of the console's staff page (issue 28): invitations, roles, removal, sign-up by email domain. */

export const GRANTABLE_ROLES = ['owner', 'manager', 'sales'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const ROLE_LABELS: Record<GrantableRole | 'operator', string> = {
  operator: 'Platform operator',
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
};

const roleSchema = z.enum(GRANTABLE_ROLES, { error: 'Choose a role: owner, manager or sales.' });

export const inviteSchema = z.object({
  email: emailSchema.transform(normaliseAddress),
  name: z.string().trim().max(200, 'At most 200 characters.').optional().default(''),
  role: roleSchema,
  /** `group`: a membership at every dealership of the dealer group, with the same role. */
  scope: z.enum(['dealership', 'group'], { error: 'Choose this dealership or the whole group.' }).default('dealership'),
});

export const roleChangeSchema = z.object({
  staffId: z.coerce.number({ error: 'Choose a staff member.' }).int().positive('Choose a staff member.'),
  role: roleSchema,
});

export const staffIdSchema = z.object({ staffId: z.coerce.number({ error: 'Choose a staff member.' }).int().positive('Choose a staff member.') });

/**
 * Free mail services: allowing sign-up from one of these would let anyone in. A dealership's
 * domain must be its own.
 */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'yahoo.com.au',
  'bigpond.com',
  'bigpond.net.au',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'gmx.com',
]);

export const SIGN_UP_DOMAIN_MESSAGES = {
  format: 'Write the domain alone, as in harbourtoyota.com.au: no @, no https://.',
  shared: 'That is a public email service: anyone could sign up with it. Use your dealership’s own domain.',
} as const;

/** The sign-up domain setting: empty switches it off (null). */
export const signUpDomainSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(
      z.union([
        z.literal(''),
        z
          .string()
          .max(253, SIGN_UP_DOMAIN_MESSAGES.format)
          .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, SIGN_UP_DOMAIN_MESSAGES.format)
          .refine((domain) => !SHARED_MAIL_DOMAINS.has(domain), SIGN_UP_DOMAIN_MESSAGES.shared),
      ]),
    )
    .transform((value) => (value === '' ? null : value)),
});

export const LAST_OWNER_MESSAGE = 'A dealership keeps at least one owner: make someone else an owner first.';

/** Whether taking `from` to `to` (null: removing them) would leave the dealership with no owner. */
export function leavesNoOwner(from: GrantableRole, to: GrantableRole | null, owners: number): boolean {
  return from === 'owner' && to !== 'owner' && owners <= 1;
}

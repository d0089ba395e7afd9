import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, postcodeSchema } from '../validation/fields';
import type { LeadRules } from '../validation/lead';
import { phoneSchema } from '../validation/phone';
import { normaliseAddress } from './sign-in-code';

/** A shopper's stored details (SPEC 3), checked with the SPEC 5 rules and messages of the site's forms. */
export function profileSchema(rules: LeadRules) {
  return z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema.transform(normaliseAddress),
    phone: phoneSchema(rules),
    postcode: postcodeSchema(rules.postcode),
  });
}

export type Profile = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  postcode: string | null;
};

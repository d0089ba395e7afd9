import 'server-only';
import type { Db } from '../db';
import { updateUserProfile, type Shopper } from '../db/queries/accounts';
import { profileSchema } from '../domain/accounts/profile';
import type { Site } from '../domain/types';
import { ConflictError } from '../lib/errors';
import { leadRulesOf } from '../site/lead-rules';
import { parseOrThrow } from './parse';

const EMAIL_TAKEN_MESSAGE = 'That email address belongs to another account on this site.';

/** Saves the shopper's details, checked with the site's SPEC 5 rules (its phone region among them). */
export async function saveProfile(db: Db, site: Site, shopper: Shopper, body: unknown): Promise<Shopper> {
  const input = parseOrThrow(profileSchema(leadRulesOf(site)), body);
  const profile = { firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone, postcode: input.postcode };
  if (!(await updateUserProfile(db, site.id, shopper.id, profile))) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  return { ...shopper, ...profile };
}

import 'server-only';
import type { Db } from '../db';
import { changeUserEmail, deleteOtherSessionsOfUser, markPhoneVerified, updateUserDetails, type Shopper } from '../db/queries/accounts';
import { ADDRESS_CHANGE_MESSAGES, changeCodeAddress, changeCodeSchema, emailStep, phoneStep } from '../domain/accounts/address-change';
import { smsAddress } from '../domain/accounts/sms-code';
import { profileSchema } from '../domain/accounts/profile';
import { SIGN_IN_MESSAGES } from '../domain/accounts/sign-in-code';
import type { Site } from '../domain/types';
import { ValidationError } from '../lib/errors';
import { log } from '../lib/log';
import { leadRulesOf } from '../site/lead-rules';
import { emailSignInCode, type CodeSender } from './code-mail';
import { issueCode, redeemCode, siteCodes } from './codes';
import { parseOrThrow } from './parse';
import { hashSessionToken } from './secrets';
import { phoneProofSender } from './sms-codes';

export type ProfileOptions = {
  /** The caller's address, for the per-client code limit. */
  client: string;
  /** The session that made the change: the one left signed in when the email moves. */
  sessionToken?: string;
  now?: Date;
  send?: CodeSender;
};

/**
 * The saved shopper; while a new email waits for its code, that address (the account keeps its old
 * one until then); while the number waits for its texted code, that number.
 */
export type ProfileSaved = { shopper: Shopper; pendingEmail: string | null; pendingPhone: string | null; sessionsEnded: number };

/**
 * Saves the shopper's details, checked with the site's SPEC 5 rules (its phone region among them).
 * A new email is not taken on the word of the form: a code goes to it, and only with that code
 * (`email_code`) does the account move, every other session ending. The answer before the code is
 * the same whether or not the address has an account here, so the form tells nobody that. A number
 * is saved at once but signs in by text only once a code texted to it comes back (`phone_code`).
 */
export async function saveProfile(db: Db, site: Site, shopper: Shopper, body: unknown, options: ProfileOptions): Promise<ProfileSaved> {
  const input = parseOrThrow(profileSchema(leadRulesOf(site)).extend({ email_code: changeCodeSchema, phone_code: changeCodeSchema }), body);
  const now = options.now ?? new Date();
  const details = { firstName: input.first_name, lastName: input.last_name, phone: input.phone, postcode: input.postcode };
  const sendPhoneCode = await phoneProofSender(db, site, input.phone);
  const phone = phoneStep({ phone: shopper.phone, verified: shopper.phoneVerified }, input.phone, input.phone_code, sendPhoneCode !== null);
  const step = emailStep(shopper.email, input.email, input.email_code);
  await updateUserDetails(db, site.id, shopper.id, details);
  const saved = { ...shopper, ...details, phoneVerified: shopper.phoneVerified && shopper.phone === details.phone };
  const phoneKey = changeCodeAddress(shopper.id, smsAddress(input.phone));
  if (phone.kind === 'send-code' && sendPhoneCode) await issueCode(siteCodes(db, site), phoneKey, options.client, now, sendPhoneCode);
  if (phone.kind === 'confirm') {
    await redeemCode(siteCodes(db, site), phoneKey, phone.code, now, 'phone_code');
    await markPhoneVerified(db, site.id, shopper.id, phone.phone, now);
    saved.phoneVerified = true;
  }
  const pendingPhone = phone.kind === 'send-code' ? phone.phone : null;
  if (step.kind === 'unchanged') return { shopper: saved, pendingEmail: null, pendingPhone, sessionsEnded: 0 };
  const key = changeCodeAddress(shopper.id, step.address);
  if (step.kind === 'send-code') {
    const send = options.send ?? emailSignInCode;
    await issueCode(siteCodes(db, site), key, options.client, now, async (code) => {
      try {
        await send(site, step.address, code);
      } catch (error) {
        log.warn({ site: site.slug, err: error instanceof Error ? error.message : String(error) }, 'email change code not sent');
        throw new ValidationError(SIGN_IN_MESSAGES.notEmailed, { email: [SIGN_IN_MESSAGES.notEmailed] });
      }
    });
    return { shopper: saved, pendingEmail: step.address, pendingPhone, sessionsEnded: 0 };
  }
  await redeemCode(siteCodes(db, site), key, step.code, now, 'email_code');
  // The address is proven to be the shopper's now, so saying it has another account tells them nothing new.
  if (!(await changeUserEmail(db, site.id, shopper.id, step.address))) {
    throw new ValidationError(ADDRESS_CHANGE_MESSAGES.taken, { email: [ADDRESS_CHANGE_MESSAGES.taken] });
  }
  const sessionsEnded = await deleteOtherSessionsOfUser(db, site.id, shopper.id, options.sessionToken ? hashSessionToken(options.sessionToken) : null);
  return { shopper: { ...saved, email: step.address }, pendingEmail: null, pendingPhone, sessionsEnded };
}

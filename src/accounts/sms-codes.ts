import 'server-only';
import type { Db } from '../db';
import { userById, userIdsWithPhone, type Shopper } from '../db/queries/accounts';
import { siteSmsTarget } from '../db/queries/sms-destination';
import { dialNumber, phoneMatch, requestSmsCodeSchema, smsAddress, smsCodeText, SMS_MESSAGES, verifySmsCodeSchema } from '../domain/accounts/sms-code';
import type { Site } from '../domain/types';
import { NotFoundError, ValidationError } from '../lib/errors';
import { sendTextMessage } from '../leads/delivery/sms';
import { log } from '../lib/log';
import { issueCode, redeemCode, siteCodes } from './codes';
import { parseOrThrow } from './parse';

/**
 * Sign-in codes by text, on sites with an SMS destination (docs/sms.md). A texted code signs in
 * the one account of this site whose details carry the number; the number is the key of the
 * code and of its per-address limit, exactly as an email address is.
 */

async function smsTarget(db: Db, site: Site): Promise<string> {
  const target = await siteSmsTarget(db, site.id);
  if (!target) throw new NotFoundError(SMS_MESSAGES.notOffered);
  return target;
}

async function accountOfPhone(db: Db, site: Site, phone: string): Promise<number> {
  const match = phoneMatch(await userIdsWithPhone(db, site.id, phone));
  if (match.kind === 'one') return match.userId;
  const message = match.kind === 'none' ? SMS_MESSAGES.noAccount : SMS_MESSAGES.sharedNumber;
  throw new ValidationError(message, { phone: [message] });
}

/** Texts a code to the number; the number is checked for an account only once the request has been counted. */
export async function requestSmsCode(db: Db, site: Site, body: unknown, client: string, now = new Date()): Promise<{ phone: string }> {
  const target = await smsTarget(db, site);
  const { phone } = parseOrThrow(requestSmsCodeSchema(site.config), body);
  // Counted before the account lookup, so guessing which numbers have accounts meets the same limits.
  await issueCode(siteCodes(db, site), smsAddress(phone), client, now, async (code) => {
    await accountOfPhone(db, site, phone);
    await textCode(target, site, phone, code, 'sign-in');
  });
  return { phone };
}

async function textCode(target: string, site: Site, phone: string, code: string, purpose: 'sign-in' | 'phone-proof'): Promise<void> {
  const id = `${purpose}-${crypto.randomUUID()}`;
  try {
    await sendTextMessage(target, { to: dialNumber(phone, site.config), body: smsCodeText(site.name, code), id });
  } catch (error) {
    // The gateway's failure is ours to look into; the shopper is told what they can do now.
    log.warn({ site: site.slug, text: id, err: error instanceof Error ? error.message : String(error) }, `${purpose} text not sent`);
    throw new ValidationError(SMS_MESSAGES.notSent, { phone: [SMS_MESSAGES.notSent] });
  }
}

/**
 * How a number typed into the shopper's details is proven (src/accounts/profile.ts): a sender of
 * its code, or null when the site texts nothing or the number is no mobile a text reaches, since
 * such a number never signs in by text and needs no proof.
 */
export async function phoneProofSender(db: Db, site: Site, phone: string): Promise<((code: string) => Promise<void>) | null> {
  const target = await siteSmsTarget(db, site.id);
  if (!target || !requestSmsCodeSchema(site.config).safeParse({ phone }).success) return null;
  return (code) => textCode(target, site, phone, code, 'phone-proof');
}

export async function verifySmsCode(db: Db, site: Site, body: unknown, now = new Date()): Promise<Shopper> {
  await smsTarget(db, site);
  const { phone, code } = parseOrThrow(verifySmsCodeSchema(site.config), body);
  await redeemCode(siteCodes(db, site), smsAddress(phone), code, now);
  const shopper = await userById(db, site.id, await accountOfPhone(db, site, phone));
  if (!shopper) throw new ValidationError(SMS_MESSAGES.noAccount, { phone: [SMS_MESSAGES.noAccount] });
  return shopper;
}

/** Whether /sign-in offers "Text Me a Code": the site has an SMS destination switched on. */
export async function smsCodesOffered(db: Db, site: Site): Promise<boolean> {
  return (await siteSmsTarget(db, site.id)) !== null;
}

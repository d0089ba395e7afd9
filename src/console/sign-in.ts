import 'server-only';
import type { Db } from '../db/client';
import {
  addMembershipIfAbsent,
  consumeStaffCode,
  countWrongStaffTry,
  dealershipsWithSignUpDomain,
  insertStaffCode,
  latestStaffCode,
  recentStaffCodeCounts,
  staffByEmail,
  upsertStaff,
  type StaffRow,
} from '../db/queries/staff';
import { CODE_TTL_MS, requestCodeSchema, SIGN_IN_MESSAGES, verifyCodeSchema } from '../domain/accounts/sign-in-code';
import { ValidationError } from '../lib/errors';
import { log } from '../lib/log';
import { issueCode, redeemCode, type CodeStore } from '../accounts/codes';
import { parseOrThrow } from '../accounts/parse';
import { hashConsoleSignInCode } from '../accounts/secrets';
import { sendShopperEmail } from '../leads/delivery/email';
import { emailDomain } from '../domain/console/staff-email';

/**
 * Staff sign-in by emailed one-time code (issue 28): the shopper codes' rules (expiry, single use,
 * lockout, per-address and per-client limits) over the console's own code table. An address with
 * no staff account gets the same answer as one with an account; only the email is not sent.
 */

type StaffCodeSender = (address: string, code: string) => Promise<void>;

const consoleCodes = (db: Db): CodeStore => ({
  recentCounts: (address, client, since) => recentStaffCodeCounts(db, address, client, since),
  insert: (row) => insertStaffCode(db, row),
  latest: (address) => latestStaffCode(db, address),
  countWrongTry: (id) => countWrongStaffTry(db, id),
  consume: (id, maxAttempts, now) => consumeStaffCode(db, id, maxAttempts, now),
  hash: hashConsoleSignInCode,
});

const emailConsoleCode: StaffCodeSender = async (address, code) => {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  await sendShopperEmail({
    to: address,
    subject: `${code} is your Forecourt dealer console sign-in code`,
    messageId: `<console-sign-in-${crypto.randomUUID()}@forecourt.localhost>`,
    text: `Your Forecourt dealer console sign-in code is ${code}.\n\nIt works once, for ${minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
  });
};

/** Whether this address may sign in: an enabled staff member, or someone at a dealership's sign-up domain. */
async function maySignIn(db: Db, address: string): Promise<boolean> {
  const person = await staffByEmail(db, address);
  if (person) return person.disabledAt === null;
  return (await dealershipsWithSignUpDomain(db, emailDomain(address))).length > 0;
}

export type StaffCodeOptions = { now?: Date; send?: StaffCodeSender };

export async function requestStaffCode(db: Db, body: unknown, client: string, options: StaffCodeOptions = {}): Promise<{ address: string }> {
  const { email } = parseOrThrow(requestCodeSchema, body);
  const send = options.send ?? emailConsoleCode;
  // The code is counted and stored for every address, so the limits and the answer are the same for all.
  await issueCode(consoleCodes(db), email, client, options.now ?? new Date(), async (code) => {
    if (!(await maySignIn(db, email))) return;
    try {
      await send(email, code);
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'console sign-in code email not sent');
      throw new ValidationError(SIGN_IN_MESSAGES.notEmailed, { email: [SIGN_IN_MESSAGES.notEmailed] });
    }
  });
  return { address: email };
}

/**
 * The staff member the code signs in. A first sign-in at a dealership's sign-up domain makes the
 * account, with the sales role at each dealership allowing that domain.
 */
export async function verifyStaffCode(db: Db, body: unknown, now = new Date()): Promise<StaffRow> {
  const { email, code } = parseOrThrow(verifyCodeSchema, body);
  await redeemCode(consoleCodes(db), email, code, now);
  const person = await staffByEmail(db, email);
  if (person && person.disabledAt !== null) throw new ValidationError(SIGN_IN_MESSAGES.wrongCode, { code: [SIGN_IN_MESSAGES.wrongCode] });
  const domainDealerships = await dealershipsWithSignUpDomain(db, emailDomain(email));
  if (!person && domainDealerships.length === 0) throw new ValidationError(SIGN_IN_MESSAGES.wrongCode, { code: [SIGN_IN_MESSAGES.wrongCode] });
  return db.transaction(async (tx) => {
    const saved = person ?? (await upsertStaff(tx, { email, name: email.split('@')[0] ?? email }));
    for (const dealershipId of domainDealerships) await addMembershipIfAbsent(tx, saved.id, dealershipId, 'sales');
    return saved;
  });
}

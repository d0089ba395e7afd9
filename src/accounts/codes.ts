import 'server-only';
import type { Db } from '../db';
import { consumeCode, countWrongTry, findOrCreateUser, insertCode, latestCode, recentCodeCounts, type Shopper, type StoredCode } from '../db/queries/accounts';
import {
  CODE_STATE_MESSAGES,
  CODE_TTL_MS,
  CODE_WINDOW_MS,
  codeRateVerdict,
  codeState,
  MAX_CODE_ATTEMPTS,
  requestCodeSchema,
  SIGN_IN_MESSAGES,
  verifyCodeSchema,
  type RecentCodes,
} from '../domain/accounts/sign-in-code';
import type { Site } from '../domain/types';
import { ClientError, ValidationError } from '../lib/errors';
import { log } from '../lib/log';
import { emailSignInCode, type CodeSender } from './code-mail';
import { hashSignInCode, newSignInCode, sameHash } from './secrets';
import { parseOrThrow } from './parse';

/**
 * Passwordless sign-in by one-time code (docs/accounts.md). Email and text codes share this core:
 * the address is an email or `sms:` and a number, and `field` names the input a message belongs to.
 * `now` and `send` are parameters for tests.
 */

export type CodeOptions = { now?: Date; send?: CodeSender };

/**
 * Where a kind of code is kept: shopper codes per website (`siteCodes`), staff codes in the
 * console's own table (src/console/sign-in.ts). The rules above act on either alike.
 */
export type CodeStore = {
  recentCounts(address: string, client: string, since: Date): Promise<RecentCodes>;
  insert(row: { address: string; client: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void>;
  latest(address: string): Promise<StoredCode | null>;
  countWrongTry(id: number): Promise<void>;
  consume(id: number, maxAttempts: number, now: Date): Promise<boolean>;
  hash(address: string, code: string): string;
};

/** A site's shopper codes: every lookup names the site. */
export function siteCodes(db: Db, site: Site): CodeStore {
  return {
    recentCounts: (address, client, since) => recentCodeCounts(db, site.id, address, client, since),
    insert: (row) => insertCode(db, { ...row, websiteId: site.id }),
    latest: (address) => latestCode(db, site.id, address),
    countWrongTry: (id) => countWrongTry(db, id),
    consume: (id, maxAttempts, now) => consumeCode(db, id, maxAttempts, now),
    hash: (address, code) => hashSignInCode(site.id, address, code),
  };
}

/** Checks both rate limits, stores the code's hash and hands the code to `deliver`. */
export async function issueCode(store: CodeStore, address: string, client: string, now: Date, deliver: (code: string) => Promise<void>): Promise<void> {
  const verdict = codeRateVerdict(await store.recentCounts(address, client, new Date(now.getTime() - CODE_WINDOW_MS)));
  if (verdict !== 'ok') {
    const message = verdict === 'address' ? SIGN_IN_MESSAGES.addressLimit : SIGN_IN_MESSAGES.clientLimit;
    throw new ClientError(message, 429, { 'retry-after': String(Math.ceil(CODE_WINDOW_MS / 1000)) });
  }
  const code = newSignInCode();
  await store.insert({ address, client, codeHash: store.hash(address, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
  await deliver(code);
}

/** Uses the newest code of the address if `code` is it; wrong, expired, used and locked codes each say so, on `field`. */
export async function redeemCode(store: CodeStore, address: string, code: string, now: Date, field = 'code'): Promise<void> {
  const codeError = (message: string) => new ValidationError(message, { [field]: [message] });
  const stored = await store.latest(address);
  if (!stored) throw codeError(SIGN_IN_MESSAGES.noCode);
  const state = codeState(stored, now);
  if (state !== 'usable') throw codeError(CODE_STATE_MESSAGES[state]);
  if (!sameHash(stored.codeHash, store.hash(address, code))) {
    await store.countWrongTry(stored.id);
    throw codeError(stored.attempts + 1 >= MAX_CODE_ATTEMPTS ? SIGN_IN_MESSAGES.locked : SIGN_IN_MESSAGES.wrongCode);
  }
  if (!(await store.consume(stored.id, MAX_CODE_ATTEMPTS, now))) throw codeError(SIGN_IN_MESSAGES.used);
}

export async function requestSignInCode(db: Db, site: Site, body: unknown, client: string, options: CodeOptions = {}): Promise<{ address: string }> {
  const { email } = parseOrThrow(requestCodeSchema, body);
  const send = options.send ?? emailSignInCode;
  await issueCode(siteCodes(db, site), email, client, options.now ?? new Date(), async (code) => {
    try {
      await send(site, email, code);
    } catch (error) {
      // A mail server being down is ours to look into; the shopper gets a field message, never a 500.
      log.warn({ site: site.slug, err: error instanceof Error ? error.message : String(error) }, 'sign-in code email not sent');
      throw new ValidationError(SIGN_IN_MESSAGES.notEmailed, { email: [SIGN_IN_MESSAGES.notEmailed] });
    }
  });
  return { address: email };
}

/** The shopper the code signs in (made on first sign-in). */
export async function verifySignInCode(db: Db, site: Site, body: unknown, now = new Date()): Promise<Shopper> {
  const { email, code } = parseOrThrow(verifyCodeSchema, body);
  await redeemCode(siteCodes(db, site), email, code, now);
  return findOrCreateUser(db, site.id, email);
}

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSignInCode, verifySignInCode } from '../../src/accounts/codes';
import { purgeStaleSignIns } from '../../src/accounts/housekeeping';
import { endAllSessions, endSession, shopperOfToken, startSession } from '../../src/accounts/sessions';
import { removeCar, saveCar, watchlistOf } from '../../src/accounts/watchlist';
import { saveProfile } from '../../src/accounts/profile';
import { garageOf } from '../../src/accounts/garage';
import { createLead } from '../../src/leads/service';
import { changeUserEmail } from '../../src/db/queries/accounts';
import { ADDRESS_CHANGE_MESSAGES } from '../../src/domain/accounts/address-change';
import { loadSite } from '../../src/db/queries/websites';
import { cars, dealerships, leads, signInCodes, spinPrizeBudget, spinPrizeStock, userSessions, users, watchlistEntries, websites } from '../../src/db/schema';
import { spin } from '../../src/accounts/spin';
import { SPIN_MESSAGES } from '../../src/domain/accounts/spin';
import { CODE_RETENTION_MS } from '../../src/domain/accounts/retention';
import { CODE_TTL_MS, CODES_PER_ADDRESS, CODES_PER_CLIENT, MAX_CODE_ATTEMPTS, SESSION_TTL_MS, SIGN_IN_MESSAGES } from '../../src/domain/accounts/sign-in-code';
import { WATCHLIST_MESSAGES } from '../../src/domain/accounts/watchlist';
import type { Shopper } from '../../src/domain/accounts/types';
import type { Site } from '../../src/domain/types';
import type { SpinCampaign } from '../../src/domain/site-config';
import { REQUIRED_MESSAGE, INVALID_VALUE_MESSAGE } from '../../src/domain/validation/messages';
import { ClientError, ConflictError, NotFoundError, ValidationError } from '../../src/lib/errors';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

let handle: TestDatabase;
let harbour: Site;
let redline: Site;
const sent: { site: string; address: string; code: string }[] = [];
const send = async (site: Site, address: string, code: string) => void sent.push({ site: site.slug, address, code });
const lastCode = (address: string) => [...sent].reverse().find((s) => s.address === address)?.code ?? '';
let client = 0;
/** Each test asks from its own client address, so the per-client limit is only met where tested. */
const nextClient = () => `192.0.2.${(client += 1)}`;

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

async function signIn(on: Site, address: string, now = new Date()): Promise<Shopper> {
  await requestSignInCode(handle.db, on, { email: address }, nextClient(), { now, send });
  return verifySignInCode(handle.db, on, { email: address, code: lastCode(address.toLowerCase()) }, now);
}

async function carOf(on: Site): Promise<{ id: number; name: string }> {
  const [row] = await handle.db
    .select({ id: cars.id, name: cars.name })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.dealershipId, on.dealerships[0]?.id ?? -1), eq(cars.status, 'in_stock'), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!row) throw new Error(`no car on ${on.slug}`);
  return row;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
});

afterAll(async () => {
  await handle?.drop();
});

describe('sign-in codes', () => {
  it('signs in with the emailed code, the address normalised, and makes the account once', async () => {
    const first = await signIn(harbour, 'Jane.Citizen@Example.com');
    const second = await signIn(harbour, 'jane.citizen@example.com');
    expect(first.email).toBe('jane.citizen@example.com');
    expect(second.id).toBe(first.id);
    expect(lastCode('jane.citizen@example.com')).toMatch(/^\d{6}$/);
  });

  it('keeps only a hash of the code', async () => {
    await requestSignInCode(handle.db, harbour, { email: 'hash@example.com' }, nextClient(), { send });
    const rows = await handle.db.select({ codeHash: signInCodes.codeHash }).from(signInCodes).where(eq(signInCodes.address, 'hash@example.com'));
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(lastCode('hash@example.com'));
  });

  it('answers a field message, not a server error, when the mail server is down', async () => {
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    const error = await failure(requestSignInCode(handle.db, harbour, { email: 'down@example.com' }, nextClient(), { send: down }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ email: [SIGN_IN_MESSAGES.notEmailed] });
  });

  it('refuses an expired code', async () => {
    const sentAt = new Date('2026-11-24T10:00:00Z');
    await requestSignInCode(handle.db, harbour, { email: 'late@example.com' }, nextClient(), { now: sentAt, send });
    const code = lastCode('late@example.com');
    const error = await failure(verifySignInCode(handle.db, harbour, { email: 'late@example.com', code }, new Date(sentAt.getTime() + CODE_TTL_MS)));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.expired] });
  });

  it('refuses a code used once already', async () => {
    await signIn(harbour, 'twice@example.com');
    const error = await failure(verifySignInCode(handle.db, harbour, { email: 'twice@example.com', code: lastCode('twice@example.com') }));
    expect((error as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.used] });
  });

  it('signs in only once when the same code is sent twice at the same time', async () => {
    await requestSignInCode(handle.db, harbour, { email: 'race@example.com' }, nextClient(), { send });
    const body = { email: 'race@example.com', code: lastCode('race@example.com') };
    const results = await Promise.allSettled([verifySignInCode(handle.db, harbour, body), verifySignInCode(handle.db, harbour, body)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('locks the code after repeated wrong tries, even for the right code', async () => {
    await requestSignInCode(handle.db, harbour, { email: 'guess@example.com' }, nextClient(), { send });
    const right = lastCode('guess@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const error = await failure(verifySignInCode(handle.db, harbour, { email: 'guess@example.com', code: wrong }));
      messages.push((error as ValidationError).fieldErrors.code?.[0] ?? '');
    }
    expect(messages.slice(0, -1).every((m) => m === SIGN_IN_MESSAGES.wrongCode)).toBe(true);
    expect(messages.at(-1)).toBe(SIGN_IN_MESSAGES.locked);
    const error = await failure(verifySignInCode(handle.db, harbour, { email: 'guess@example.com', code: right }));
    expect((error as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.locked] });
  });

  it('does not accept a code on another site', async () => {
    await requestSignInCode(handle.db, harbour, { email: 'elsewhere@example.com' }, nextClient(), { send });
    const error = await failure(verifySignInCode(handle.db, redline, { email: 'elsewhere@example.com', code: lastCode('elsewhere@example.com') }));
    expect((error as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.noCode] });
  });

  it('limits codes per address', async () => {
    const now = new Date();
    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) {
      await requestSignInCode(handle.db, harbour, { email: 'flood@example.com' }, nextClient(), { now, send });
    }
    const error = await failure(requestSignInCode(handle.db, harbour, { email: 'flood@example.com' }, nextClient(), { now, send }));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).status).toBe(429);
    expect(error.message).toBe(SIGN_IN_MESSAGES.addressLimit);
    // Another site counts on its own.
    await requestSignInCode(handle.db, redline, { email: 'flood@example.com' }, nextClient(), { now, send });
  });

  it('limits codes per client', async () => {
    const now = new Date();
    const from = '198.51.100.7';
    for (let i = 0; i < CODES_PER_CLIENT; i += 1) {
      await requestSignInCode(handle.db, harbour, { email: `spray${i}@example.com` }, from, { now, send });
    }
    const error = await failure(requestSignInCode(handle.db, harbour, { email: 'spray-last@example.com' }, from, { now, send }));
    expect((error as ClientError).status).toBe(429);
    expect(error.message).toBe(SIGN_IN_MESSAGES.clientLimit);
  });
});

describe('sessions', () => {
  it('are worthless on another site, even with the token copied across', async () => {
    const shopper = await signIn(harbour, 'copy@example.com');
    const { token } = await startSession(handle.db, shopper);
    expect((await shopperOfToken(handle.db, harbour, token))?.id).toBe(shopper.id);
    expect(await shopperOfToken(handle.db, redline, token)).toBeNull();
  });

  it('end on sign-out, and everywhere on sign-out everywhere', async () => {
    const shopper = await signIn(harbour, 'devices@example.com');
    const phone = await startSession(handle.db, shopper);
    const laptop = await startSession(handle.db, shopper);
    const tablet = await startSession(handle.db, shopper);
    await endSession(handle.db, harbour, phone.token);
    expect(await shopperOfToken(handle.db, harbour, phone.token)).toBeNull();
    expect(await shopperOfToken(handle.db, harbour, laptop.token)).not.toBeNull();
    expect(await endAllSessions(handle.db, harbour, shopper)).toBe(2);
    expect(await shopperOfToken(handle.db, harbour, laptop.token)).toBeNull();
    expect(await shopperOfToken(handle.db, harbour, tablet.token)).toBeNull();
  });

  it('expire', async () => {
    const shopper = await signIn(harbour, 'expiry@example.com');
    const { token, expiresAt } = await startSession(handle.db, shopper);
    expect(await shopperOfToken(handle.db, harbour, token, expiresAt)).toBeNull();
  });
});

describe('changing the email (issue 30: no account pre-hijack)', () => {
  const details = (email: string, code?: string) => ({ first_name: 'Alex', last_name: 'Mover', email, phone: '0412345678', postcode: '2000', ...(code === undefined ? {} : { email_code: code }) });
  const save = (shopper: Shopper, body: unknown, sessionToken?: string) => saveProfile(handle.db, harbour, shopper, body, { client: nextClient(), send, sessionToken });
  const emailOf = async (shopper: Shopper) => (await handle.db.select({ email: users.email }).from(users).where(eq(users.id, shopper.id)))[0]?.email;

  it("renaming to a victim's unused address changes nothing until the code sent there is entered, and the victim's sign-in makes their own account", async () => {
    const attacker = await signIn(harbour, 'attacker@example.com');
    const saved = await save(attacker, details('victim@example.com'));
    expect(saved.pendingEmail).toBe('victim@example.com');
    expect(saved.shopper.email).toBe('attacker@example.com');
    expect(await emailOf(attacker)).toBe('attacker@example.com');
    expect(lastCode('victim@example.com')).toMatch(/^\d{6}$/);

    const guessed = await failure(save(attacker, details('victim@example.com', '000000')));
    expect((guessed as ValidationError).fieldErrors.email_code?.[0]).toMatch(/not right|Too many/);
    expect(await emailOf(attacker)).toBe('attacker@example.com');

    const victim = await signIn(harbour, 'victim@example.com');
    expect(victim.id).not.toBe(attacker.id);
    expect(victim.email).toBe('victim@example.com');
  });

  it('answers the same whether or not the address has an account, and says so only once the code proves the address', async () => {
    const owner = await signIn(harbour, 'taken-owner@example.com');
    const mover = await signIn(harbour, 'taken-mover@example.com');
    const toTaken = await save(mover, details(owner.email));
    const toFree = await save(mover, details('never-used@example.com'));
    expect({ ...toTaken, pendingEmail: 'x' }).toEqual({ ...toFree, pendingEmail: 'x' });
    const refused = await failure(save(mover, details(owner.email, lastCode(owner.email))));
    expect((refused as ValidationError).fieldErrors).toEqual({ email: [ADDRESS_CHANGE_MESSAGES.taken] });
    expect(await emailOf(mover)).toBe('taken-mover@example.com');
  });

  it('moves the account with the code, once, and ends every other session', async () => {
    const shopper = await signIn(harbour, 'mover-old@example.com');
    const here = await startSession(handle.db, shopper);
    const stolen = await startSession(handle.db, shopper);
    await save(shopper, details('mover-new@example.com'), here.token);
    const code = lastCode('mover-new@example.com');
    const moved = await save(shopper, details('mover-new@example.com', code), here.token);
    expect(moved.shopper.email).toBe('mover-new@example.com');
    expect(moved.sessionsEnded).toBe(1);
    expect(await emailOf(shopper)).toBe('mover-new@example.com');
    expect(await shopperOfToken(handle.db, harbour, stolen.token)).toBeNull();
    expect((await shopperOfToken(handle.db, harbour, here.token))?.email).toBe('mover-new@example.com');
    const again = await failure(save({ ...shopper, email: 'mover-old@example.com' }, details('mover-new@example.com', code), here.token));
    expect(again).toBeInstanceOf(ValidationError);
  });

  it('a sign-in code for the address cannot confirm a change, and a change code cannot sign in', async () => {
    const shopper = await signIn(harbour, 'cross-old@example.com');
    await requestSignInCode(handle.db, harbour, { email: 'cross-new@example.com' }, nextClient(), { send });
    const signInCode = lastCode('cross-new@example.com');
    const refused = await failure(save(shopper, details('cross-new@example.com', signInCode)));
    expect((refused as ValidationError).fieldErrors.email_code?.[0]).toBe(SIGN_IN_MESSAGES.noCode);
    await save(shopper, details('cross-new@example.com'));
    const changeCode = lastCode('cross-new@example.com');
    expect(changeCode).not.toBe(signInCode);
    const signInRefused = await failure(verifySignInCode(handle.db, harbour, { email: 'cross-new@example.com', code: changeCode }));
    expect(signInRefused).toBeInstanceOf(ValidationError);
    expect(await emailOf(shopper)).toBe('cross-old@example.com');
  });

  it('keeps the sign-in code limits per address for change codes', async () => {
    const shopper = await signIn(harbour, 'limit-mover@example.com');
    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) await save(shopper, details('limit-target@example.com'));
    const error = await failure(save(shopper, details('limit-target@example.com')));
    expect((error as ClientError).status).toBe(429);
  });
});

describe('My Garage attaches only verified submissions (issue 30)', () => {
  const enquiry = (email: string, message: string) => ({ lead: { name: 'Pat Garage', email, phone: '0412345678', category: 'general-enquiry', message, form_completed: true } });
  const meta = (shopper: Shopper | null) => ({ idempotencyKey: null, userAgent: 'vitest', shopper });
  const messagesIn = async (shopper: Shopper) => {
    const garage = await garageOf(handle.db, harbour, shopper);
    const ids = [...garage.enquiries, ...garage.bookings].map((lead) => lead.leadId);
    if (ids.length === 0) return [];
    const rows = await handle.db.select({ leadId: leads.leadId, message: leads.message }).from(leads).where(inArray(leads.leadId, ids));
    return rows.map((row) => row.message).sort();
  };

  it("a lead sent with a shopper's email by anyone else joins nobody's garage; the shopper's own signed-in lead joins theirs", async () => {
    const owner = await signIn(harbour, 'garage-owner@example.com');
    const stranger = await signIn(harbour, 'garage-stranger@example.com');
    await createLead(handle.db, { site: harbour, mock: false }, enquiry('garage-owner@example.com', 'signed out, from anywhere'), meta(null));
    await createLead(handle.db, { site: harbour, mock: false }, enquiry('Garage-Owner@example.com', 'another shopper signed in'), meta(stranger));
    await createLead(handle.db, { site: harbour, mock: false }, enquiry('garage-owner@example.com', 'the owner, signed in'), meta(owner));
    await createLead(handle.db, { site: harbour, mock: false }, enquiry('elsewhere@example.com', 'the owner, another address'), meta(owner));
    expect(await messagesIn(owner)).toEqual(['the owner, signed in']);
    expect(await messagesIn(stranger)).toEqual([]);
  });
});

describe('watchlist', () => {
  let jane: Shopper;
  let john: Shopper;
  const janePhone = '0412 345 678';

  beforeAll(async () => {
    jane = await signIn(harbour, 'watch-jane@example.com');
    john = await signIn(harbour, 'watch-john@example.com');
    jane = (await saveProfile(handle.db, harbour, jane, { first_name: 'Jane', last_name: 'Citizen', email: jane.email, phone: janePhone, postcode: '2000' }, { client: nextClient() })).shopper;
    john = (await saveProfile(handle.db, harbour, john, { first_name: 'John', last_name: 'Citizen', email: john.email, phone: '0498 765 432', postcode: '2000' }, { client: nextClient() })).shopper;
  });

  const entries = async (shopper: Shopper) => (await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, shopper.id))).length;

  it('saves and removes a car of the site', async () => {
    const car = await carOf(harbour);
    expect(await saveCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: car.id })).toEqual({ carId: car.id, name: car.name });
    expect(await saveCar(handle.db, harbour, jane, { phone_number: '+61412345678', car_id: String(car.id) })).toEqual({ carId: car.id, name: car.name });
    expect((await watchlistOf(handle.db, harbour, jane)).map((c) => c.id)).toEqual([car.id]);
    await removeCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: car.id });
    expect(await entries(jane)).toBe(0);
  });

  it('refuses another shopper\'s list, another site\'s car, a missing phone and bad ids, changing nothing', async () => {
    const car = await carOf(harbour);
    const foreign = await carOf(redline);
    await saveCar(handle.db, harbour, john, { phone_number: '0498765432', car_id: car.id });
    const before = [await entries(jane), await entries(john)];

    const notYours = await failure(saveCar(handle.db, harbour, jane, { phone_number: '0498765432', car_id: car.id }));
    expect((notYours as ValidationError).fieldErrors).toEqual({ phone_number: [WATCHLIST_MESSAGES.notYourList] });
    const removeOther = await failure(removeCar(handle.db, harbour, jane, { phone_number: '0498765432', car_id: car.id }));
    expect(removeOther).toBeInstanceOf(ValidationError);

    const otherSite = await failure(saveCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: foreign.id }));
    expect(otherSite).toBeInstanceOf(NotFoundError);
    expect(otherSite.message).toBe(WATCHLIST_MESSAGES.carNotFound);
    expect(await failure(removeCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: foreign.id }))).toBeInstanceOf(NotFoundError);

    const noPhone = await failure(saveCar(handle.db, harbour, jane, { car_id: car.id }));
    expect((noPhone as ValidationError).fieldErrors).toEqual({ phone_number: [REQUIRED_MESSAGE] });

    for (const bad of ['abc', -4, 0, 1.5, 99_999_999_999, null]) {
      const error = await failure(saveCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: bad }));
      expect((error as ValidationError).fieldErrors.car_id?.[0]).toBe(bad === null ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE);
    }
    expect(await failure(saveCar(handle.db, harbour, jane, { phone_number: janePhone, car_id: 2_000_000_000 }))).toBeInstanceOf(NotFoundError);
    expect([await entries(jane), await entries(john)]).toEqual(before);
  });

  it('needs a phone number on the account', async () => {
    const noPhone = await signIn(harbour, 'no-phone@example.com');
    const error = await failure(saveCar(handle.db, harbour, noPhone, { phone_number: '0412345678', car_id: (await carOf(harbour)).id }));
    expect(error).toBeInstanceOf(ClientError);
    expect(error.message).toBe(WATCHLIST_MESSAGES.noPhone);
  });

  it('keeps profile emails unique within a site', async () => {
    expect(await changeUserEmail(handle.db, harbour.id, jane.id, john.email)).toBe(false);
  });
});

describe('spin-to-win', () => {
  const campaign: SpinCampaign = {
    id: 'test-spin',
    title: 'Test spin',
    dailyPrizeBudget: 100,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2030-01-01T00:00:00Z',
    prizes: [
      { id: 'last-detail', name: 'Car detail', weight: 1, stock: 1 },
      { id: 'no-luck', name: 'Better luck next time', weight: 1, stock: 0 },
    ],
  };
  const withCampaign = (on: Site, spinToWin: SpinCampaign): Site => ({ ...on, config: { ...on.config, spinToWin } });
  const named = async (address: string) =>
    (await saveProfile(handle.db, harbour, await signIn(harbour, address), { first_name: 'Sam', last_name: 'Spinner', email: address, phone: '0412345678', postcode: '2000' }, { client: nextClient() })).shopper;

  it('gives the last prize to one of two concurrent spins, and stock never goes below zero', async () => {
    const on = withCampaign(harbour, campaign);
    const [a, b] = [await named('spin-a@example.com'), await named('spin-b@example.com')];
    const results = await Promise.all([spin(handle.db, on, a, { pick: () => 0 }), spin(handle.db, on, b, { pick: () => 0 })]);
    expect(results.map((r) => r.prize?.id ?? null).sort()).toEqual(['last-detail', null].sort());
    const [stock] = await handle.db.select().from(spinPrizeStock).where(and(eq(spinPrizeStock.campaignId, 'test-spin'), eq(spinPrizeStock.prizeId, 'last-detail')));
    expect(stock?.remaining).toBe(0);
    const lead = await handle.db.select({ message: leads.message }).from(leads).where(and(eq(leads.category, 'spin-to-win'), eq(leads.email, 'spin-a@example.com')));
    expect(lead).toHaveLength(1);
  });

  it('gives at most the daily prize budget to concurrent spins from many new accounts, and renews it the next day', async () => {
    const budgetSite: Site = { ...redline, config: { ...redline.config, timezone: 'Australia/Sydney' } };
    const on = withCampaign(budgetSite, { ...campaign, id: 'budgeted', dailyPrizeBudget: 3, prizes: [{ id: 'cap', name: 'Cap', weight: 1, stock: null }] });
    const today = new Date('2026-11-27T01:00:00Z');
    const spinners = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const address = `budget-${i}@example.com`;
        return (await saveProfile(handle.db, redline, await signIn(redline, address), { first_name: 'Bud', last_name: 'Get', email: address, phone: '0412345678', postcode: '2000' }, { client: nextClient() })).shopper;
      }),
    );
    const results = await Promise.all(spinners.slice(0, 7).map((shopper) => spin(handle.db, on, shopper, { now: today })));
    expect(results.filter((r) => r.prize !== null)).toHaveLength(3);
    const [row] = await handle.db.select().from(spinPrizeBudget).where(eq(spinPrizeBudget.websiteId, redline.id));
    expect(row).toMatchObject({ day: '2026-11-27', awarded: 3 });
    const spentLead = await handle.db.select({ message: leads.message }).from(leads).where(and(eq(leads.category, 'spin-to-win'), eq(leads.message, SPIN_MESSAGES.budgetSpent)));
    expect(spentLead).toHaveLength(4);
    const lastOne = spinners[7];
    if (!lastOne) throw new Error('no eighth spinner');
    // 13:00 UTC is midnight in Sydney: a new day, a new budget.
    expect((await spin(handle.db, on, lastOne, { now: new Date('2026-11-27T13:00:00Z') })).prize?.id).toBe('cap');
  });

  it('gives the day\'s budget back when every stocked prize has run out', async () => {
    const on = withCampaign(redline, { ...campaign, id: 'sold-out', dailyPrizeBudget: 5, prizes: [{ id: 'none-left', name: 'Gone', weight: 1, stock: 0 }] });
    const now = new Date('2026-12-15T01:00:00Z');
    const address = 'budget-sold-out@example.com';
    const shopper = (await saveProfile(handle.db, redline, await signIn(redline, address), { first_name: 'Sol', last_name: 'Dout', email: address, phone: '0412345678', postcode: '2000' }, { client: nextClient() })).shopper;
    expect((await spin(handle.db, on, shopper, { now })).prize).toBeNull();
    const [row] = await handle.db.select().from(spinPrizeBudget).where(and(eq(spinPrizeBudget.websiteId, redline.id), eq(spinPrizeBudget.day, '2026-12-15')));
    expect(row?.awarded).toBe(0);
  });

  it('allows one spin per account per campaign', async () => {
    const on = withCampaign(harbour, { ...campaign, id: 'once-only', prizes: [{ id: 'cap', name: 'Cap', weight: 1, stock: null }] });
    const shopper = await named('spin-once@example.com');
    expect((await spin(handle.db, on, shopper)).prize?.name).toBe('Cap');
    const again = await failure(spin(handle.db, on, shopper));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(SPIN_MESSAGES.alreadySpun);
  });

  it('refuses a spin outside the campaign dates', async () => {
    const on = withCampaign(harbour, { ...campaign, id: 'over', endsAt: '2026-02-01T00:00:00Z' });
    const error = await failure(spin(handle.db, on, await named('spin-late@example.com')));
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe('retention', () => {
  const codesOf = async (address: string) => (await handle.db.select({ id: signInCodes.id }).from(signInCodes).where(eq(signInCodes.address, address))).length;
  const sessionsOf = async (shopper: Shopper) => (await handle.db.select({ at: userSessions.expiresAt }).from(userSessions).where(eq(userSessions.userId, shopper.id))).length;

  it('deletes codes over a day old and sessions that ran out, on every site, and nothing a shopper can still use', async () => {
    const now = new Date();
    await requestSignInCode(handle.db, redline, { email: 'old-code@example.com' }, nextClient(), { now: new Date(now.getTime() - CODE_RETENTION_MS - 60_000), send });
    await requestSignInCode(handle.db, harbour, { email: 'fresh-code@example.com' }, nextClient(), { now: new Date(now.getTime() - 60_000), send });
    const shopper = await signIn(harbour, 'session-purge@example.com', now);
    const live = await startSession(handle.db, shopper, now);
    await startSession(handle.db, shopper, new Date(now.getTime() - SESSION_TTL_MS - 1));
    expect([await codesOf('old-code@example.com'), await sessionsOf(shopper)]).toEqual([1, 2]);

    const purged = await purgeStaleSignIns(handle.db, now);

    expect(purged.codes).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await codesOf('old-code@example.com')).toBe(0);
    expect(await sessionsOf(shopper)).toBe(1);
    expect((await shopperOfToken(handle.db, harbour, live.token, now))?.id).toBe(shopper.id);
    const fresh = await verifySignInCode(handle.db, harbour, { email: 'fresh-code@example.com', code: lastCode('fresh-code@example.com') }, now);
    expect(fresh.email).toBe('fresh-code@example.com');
  });

  it('deletes at most the batch size per statement, and a backlog over several passes', async () => {
    const now = new Date();
    await purgeStaleSignIns(handle.db, now);
    const old = new Date(now.getTime() - CODE_RETENTION_MS - 60_000);
    for (const name of ['a', 'b', 'c']) {
      await requestSignInCode(handle.db, harbour, { email: `backlog-${name}@example.com` }, nextClient(), { now: old, send });
    }
    expect((await purgeStaleSignIns(handle.db, now, 2)).codes).toBe(2);
    expect((await purgeStaleSignIns(handle.db, now, 2)).codes).toBe(1);
    expect(await purgeStaleSignIns(handle.db, now, 2)).toEqual({ codes: 0, sessions: 0 });
  });
});

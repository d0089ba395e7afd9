import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStaleSignIns } from '../../src/accounts/housekeeping';
import { createStaffMember } from '../../src/console/staff-create';
import { requestStaffCode, verifyStaffCode } from '../../src/console/sign-in';
import { actorOfToken, endStaffSession, startStaffSession } from '../../src/console/staff-sessions';
import { setStaffDisabled, staffByEmail } from '../../src/db/queries/staff';
import { dealerships, staffSessions, staffSignInCodes, staffSignUpDomains } from '../../src/db/schema';
import { CODES_PER_ADDRESS, MAX_CODE_ATTEMPTS, SIGN_IN_MESSAGES } from '../../src/domain/accounts/sign-in-code';
import type { StaffActor } from '../../src/domain/console/access';
import { ClientError, NotFoundError, ValidationError } from '../../src/lib/errors';
import { openSeededTestDatabase } from '../support/test-db';

let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
const sent: { address: string; code: string }[] = [];
const send = async (address: string, code: string) => void sent.push({ address, code });
const lastCode = (address: string) => [...sent].reverse().find((s) => s.address === address)?.code;
let client = 0;
const nextClient = () => `198.51.100.${(client += 1)}`;

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

/** Asks for a code and signs in with it: the actor of the new session. */
async function signIn(email: string): Promise<StaffActor> {
  await requestStaffCode(handle.db, { email }, nextClient(), { send });
  const person = await verifyStaffCode(handle.db, { email, code: lastCode(email.toLowerCase()) ?? '000000' });
  const session = await startStaffSession(handle.db, person);
  const actor = await actorOfToken(handle.db, session.token);
  if (!actor) throw new Error('no actor for a new session');
  return actor;
}

async function dealershipId(slug: string): Promise<number> {
  const [row] = await handle.db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, slug));
  if (!row) throw new Error(`no dealership ${slug}`);
  return row.id;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  // Seeding the demo network takes minutes on a loaded machine.
}, 600_000);

afterAll(async () => {
  await handle?.drop();
});

describe('staff sign-in by code', () => {
  it('signs in the seeded owner with the emailed code, holding their dealership as owner', async () => {
    const actor = await signIn('Owner@HarbourToyota.example');
    expect(actor.email).toBe('owner@harbourtoyota.example');
    expect(actor.isOperator).toBe(false);
    expect(actor.dealerships).toEqual([{ id: await dealershipId('harbour-toyota'), name: 'Harbour Toyota', role: 'owner' }]);
  });

  it('gives the group sales person every dealership of the group, as sales', async () => {
    const actor = await signIn('sales@summitauto.example');
    expect(actor.dealerships.map((d) => d.name)).toEqual(['Summit Hyundai', 'Summit Kia', 'Summit Mazda']);
    expect(new Set(actor.dealerships.map((d) => d.role))).toEqual(new Set(['sales']));
  });

  it('gives the operator every dealership with the operator role', async () => {
    const actor = await signIn('ops@forecourt.example');
    const all = await handle.db.select({ id: dealerships.id }).from(dealerships);
    expect(actor.isOperator).toBe(true);
    expect(actor.dealerships).toHaveLength(all.length);
    expect(actor.dealerships.every((d) => d.role === 'operator')).toBe(true);
  });

  it('answers an unknown address exactly as a known one, and emails it nothing', async () => {
    const before = sent.length;
    const answer = await requestStaffCode(handle.db, { email: 'nobody@example.com' }, nextClient(), { send });
    expect(answer).toEqual({ address: 'nobody@example.com' });
    expect(sent.length).toBe(before);
    const error = await failure(verifyStaffCode(handle.db, { email: 'nobody@example.com', code: '123456' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(SIGN_IN_MESSAGES.wrongCode);
  });

  it('keeps only a hash of the code', async () => {
    await requestStaffCode(handle.db, { email: 'manager@summitauto.example' }, nextClient(), { send });
    const [row] = await handle.db.select({ codeHash: staffSignInCodes.codeHash }).from(staffSignInCodes).where(eq(staffSignInCodes.address, 'manager@summitauto.example'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(lastCode('manager@summitauto.example'));
  });

  it('uses a code once, and locks it after the wrong tries', async () => {
    const email = 'manager@summitauto.example';
    await requestStaffCode(handle.db, { email }, nextClient(), { send });
    const code = lastCode(email) ?? '';
    await verifyStaffCode(handle.db, { email, code });
    expect((await failure(verifyStaffCode(handle.db, { email, code }))).message).toBe(SIGN_IN_MESSAGES.used);

    await requestStaffCode(handle.db, { email }, nextClient(), { send });
    const right = lastCode(email) ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) await failure(verifyStaffCode(handle.db, { email, code: wrong }));
    expect((await failure(verifyStaffCode(handle.db, { email, code: right }))).message).toBe(SIGN_IN_MESSAGES.locked);
  });

  it('limits codes per address, for unknown addresses too', async () => {
    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) await requestStaffCode(handle.db, { email: 'flood@example.com' }, nextClient(), { send });
    const error = await failure(requestStaffCode(handle.db, { email: 'flood@example.com' }, nextClient(), { send }));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).status).toBe(429);
  });

  it('refuses a disabled staff member, and ends their sessions', async () => {
    await createStaffMember(handle.db, { email: 'leaver@harbourtoyota.example', dealership: 'harbour-toyota', role: 'sales' });
    const person = await staffByEmail(handle.db, 'leaver@harbourtoyota.example');
    if (!person) throw new Error('not created');
    const session = await startStaffSession(handle.db, person);
    expect(await actorOfToken(handle.db, session.token)).not.toBeNull();
    await setStaffDisabled(handle.db, person.id, new Date());
    expect(await actorOfToken(handle.db, session.token)).toBeNull();
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, person.id))).toEqual([]);
    const before = sent.length;
    await requestStaffCode(handle.db, { email: 'leaver@harbourtoyota.example' }, nextClient(), { send });
    expect(sent.length).toBe(before);
  });

  it('ends a session on sign-out', async () => {
    const person = await staffByEmail(handle.db, 'owner@harbourtoyota.example');
    if (!person) throw new Error('no owner');
    const session = await startStaffSession(handle.db, person);
    await endStaffSession(handle.db, session.token);
    expect(await actorOfToken(handle.db, session.token)).toBeNull();
  });

  it('signs up someone at a dealership’s allowed email domain as sales there', async () => {
    const harbour = await dealershipId('harbour-toyota');
    await handle.db.insert(staffSignUpDomains).values({ dealershipId: harbour, domain: 'harbourtoyota.com.au' });
    const actor = await signIn('New.Person@HarbourToyota.com.au');
    expect(actor.dealerships).toEqual([{ id: harbour, name: 'Harbour Toyota', role: 'sales' }]);
  });
});

describe('housekeeping', () => {
  it('purges old staff codes and ended staff sessions with the shoppers’', async () => {
    const later = new Date(Date.now() + 400 * 24 * 3_600_000);
    const purged = await purgeStaleSignIns(handle.db, later, 10_000);
    expect(purged.codes).toBeGreaterThan(0);
    expect(purged.sessions).toBeGreaterThan(0);
    expect(await handle.db.select().from(staffSignInCodes)).toEqual([]);
    expect(await handle.db.select().from(staffSessions)).toEqual([]);
  });
});

describe('staff:create', () => {
  it('makes an operator, and a role at a dealership', async () => {
    const operator = await createStaffMember(handle.db, { email: 'Second.Ops@Forecourt.Example', operator: true });
    expect(operator).toMatchObject({ email: 'second.ops@forecourt.example', operator: true });
    const owner = await createStaffMember(handle.db, { email: 'boss@redline.example', dealership: 'redline-motors', role: 'owner', name: 'Rae Boss' });
    expect(owner).toMatchObject({ dealership: 'redline-motors', role: 'owner', operator: false });
  });

  it('refuses an unknown dealership and a missing role in plain words', async () => {
    expect(await failure(createStaffMember(handle.db, { email: 'x@example.com', dealership: 'nowhere', role: 'sales' }))).toBeInstanceOf(NotFoundError);
    const error = await failure(createStaffMember(handle.db, { email: 'x@example.com', dealership: 'redline-motors' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.role).toEqual(['Give the role: owner, manager or sales.']);
  });
});

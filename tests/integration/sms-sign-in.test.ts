import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifySignInCode, requestSignInCode } from '../../src/accounts/codes';
import { requestSmsCode, smsCodesOffered, verifySmsCode } from '../../src/accounts/sms-codes';
import { findOrCreateUser } from '../../src/db/queries/accounts';
import { saveProfile } from '../../src/accounts/profile';
import { loadSite } from '../../src/db/queries/websites';
import { leadDeliveries, leadDestinations, leads, websites } from '../../src/db/schema';
import { queueLeadDeliveries } from '../../src/db/queries/leads';
import { CODE_TTL_MS, CODES_PER_ADDRESS, CODES_PER_CLIENT, MAX_CODE_ATTEMPTS, SIGN_IN_MESSAGES } from '../../src/domain/accounts/sign-in-code';
import { SMS_MESSAGES } from '../../src/domain/accounts/sms-code';
import type { Shopper } from '../../src/domain/accounts/types';
import type { Site } from '../../src/domain/types';
import { PHONE_AU_MOBILE_MESSAGE } from '../../src/domain/validation/messages';
import { ClientError, NotFoundError, ValidationError } from '../../src/lib/errors';
import { failure } from '../support/failure';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Sign-in codes by text (docs/sms.md) on a real database, sent over real HTTP to a local SMS
 * gateway that records what it is given: the JSON body, the bearer token and the idempotency key.
 * The same rules as emailed codes: expiry, single use, lockout, per-address and per-client limits,
 * and a site without an SMS destination (or another site's code) refused.
 */
const TOKEN = 'test-gateway-token';
// Hoisted above the imports: the environment is read once, by the first module that needs it.
const { outboxDir } = await vi.hoisted(async () => {
  const [nodeFs, nodeOs, nodePath] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')]);
  const dir = nodeFs.mkdtempSync(nodePath.join(nodeOs.tmpdir(), 'sms-outbox-'));
  process.env.SMS_GATEWAY_TOKEN = 'test-gateway-token';
  process.env.SMS_FROM = 'Harbour';
  process.env.OUTBOX_DIR = dir;
  return { outboxDir: dir };
});

type Received = { authorization: string | undefined; key: string | undefined; type: string | undefined; body: { to: string; from: string; body: string } };
let handle: TestDatabase;
let harbour: Site;
let redline: Site;
let gateway: http.Server;
let gatewayUrl = '';
let gatewayAnswers = 202;
const received: Received[] = [];
let client = 0;
const nextClient = () => `198.51.100.${(client += 1)}`;
let phoneSerial = 100_000;
/** A fresh Australian mobile per test, so one test's limits never meet another's. */
const nextMobile = () => `04${String((phoneSerial += 1)).padStart(8, '0')}`;

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

const details = (email: string, phone: string, phoneCode?: string) => ({
  first_name: 'Sam',
  last_name: 'Shopper',
  email,
  phone,
  postcode: '2000',
  ...(phoneCode === undefined ? {} : { phone_code: phoneCode }),
});

/** An account with this number on its details, proven by the code texted to it where the site texts. */
async function shopperWithPhone(on: Site, email: string, phone: string): Promise<Shopper> {
  const user = await findOrCreateUser(handle.db, on.id, email);
  const asked = await saveProfile(handle.db, on, user, details(email, phone), { client: nextClient() });
  if (asked.pendingPhone === null) return asked.shopper;
  const proven = await saveProfile(handle.db, on, asked.shopper, details(email, phone, lastTextedCode(e164(phone))), { client: nextClient() });
  expect(proven.shopper.phoneVerified).toBe(true);
  return proven.shopper;
}

/** The code in the newest text the gateway took for this E.164 number. */
function lastTextedCode(to: string): string {
  const text = [...received].reverse().find((r) => r.body.to === to);
  return /^(\d{6}) /.exec(text?.body.body ?? '')?.[1] ?? '';
}

const e164 = (mobile: string) => `+61${mobile.slice(1)}`;

async function pointSmsDestination(on: Site, target: string): Promise<void> {
  const dealershipId = on.dealerships[0]?.id ?? -1;
  const [existing] = await handle.db
    .select({ id: leadDestinations.id })
    .from(leadDestinations)
    .where(and(eq(leadDestinations.dealershipId, dealershipId), eq(leadDestinations.kind, 'sms')));
  if (existing) await handle.db.update(leadDestinations).set({ target, enabled: true }).where(eq(leadDestinations.id, existing.id));
  else await handle.db.insert(leadDestinations).values({ dealershipId, kind: 'sms', target, format: 'text', enabled: true });
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
  gateway = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (gatewayAnswers >= 300) {
        response.writeHead(gatewayAnswers).end();
        return;
      }
      received.push({
        authorization: request.headers.authorization,
        key: request.headers['idempotency-key'] as string | undefined,
        type: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
      });
      response.writeHead(gatewayAnswers, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1/messages`;
  await pointSmsDestination(harbour, gatewayUrl);
});

beforeEach(() => {
  gatewayAnswers = 202;
});

afterAll(async () => {
  await new Promise((resolve) => gateway?.close(resolve));
  await handle?.drop();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('codes by text message', () => {
  it('texts the code through the gateway as JSON with the bearer token, and signs in the account that has the number', async () => {
    const mobile = nextMobile();
    const owner = await shopperWithPhone(harbour, 'texted@example.com', mobile);
    expect(await requestSmsCode(handle.db, harbour, { phone: `+61 ${mobile.slice(1, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}` }, nextClient())).toEqual({ phone: mobile });
    const text = received.at(-1)!;
    expect(text.authorization).toBe(`Bearer ${TOKEN}`);
    expect(text.type).toBe('application/json');
    expect(text.key).toMatch(/^sign-in-[0-9a-f-]{36}$/);
    expect(text.body).toEqual({ to: e164(mobile), from: 'Harbour', body: expect.stringMatching(/^\d{6} is your Harbour Toyota sign-in code\. It works once, for 10 minutes\.$/) });
    const shopper = await verifySmsCode(handle.db, harbour, { phone: mobile, code: lastTextedCode(e164(mobile)) });
    expect(shopper.id).toBe(owner.id);
    expect(shopper.email).toBe('texted@example.com');
  });

  it('signs in the same account by email and by text', async () => {
    const mobile = nextMobile();
    const emailed: string[] = [];
    await requestSignInCode(handle.db, harbour, { email: 'both@example.com' }, nextClient(), { send: async (_s, _a, code) => void emailed.push(code) });
    const byEmail = await verifySignInCode(handle.db, harbour, { email: 'both@example.com', code: emailed[0] });
    await shopperWithPhone(harbour, 'both@example.com', mobile);
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    const byText = await verifySmsCode(handle.db, harbour, { phone: mobile, code: lastTextedCode(e164(mobile)) });
    expect(byText.id).toBe(byEmail.id);
  });

  it('refuses a landline with the SPEC 5 mobile message, and sends nothing', async () => {
    const before = received.length;
    const error = await failure(requestSmsCode(handle.db, harbour, { phone: '(02) 9876 5432' }, nextClient()));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ phone: [PHONE_AU_MOBILE_MESSAGE] });
    expect(received.length).toBe(before);
  });

  it('texts no code to a number no account has, or several accounts share', async () => {
    const shared = nextMobile();
    await shopperWithPhone(harbour, 'one@example.com', shared);
    await shopperWithPhone(harbour, 'two@example.com', shared);
    const before = received.length;
    const lonely = await failure(requestSmsCode(handle.db, harbour, { phone: nextMobile() }, nextClient()));
    expect((lonely as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.noAccount] });
    const twice = await failure(requestSmsCode(handle.db, harbour, { phone: shared }, nextClient()));
    expect((twice as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.sharedNumber] });
    expect(received.length).toBe(before);
  });

  it("signs in by a number only once its texted code proves it: typing someone else's number takes over nothing", async () => {
    const mobile = nextMobile();
    const typist = await findOrCreateUser(handle.db, harbour.id, 'typist@example.com');
    const typed = await saveProfile(handle.db, harbour, typist, details('typist@example.com', mobile), { client: nextClient() });
    expect(typed.pendingPhone).toBe(mobile);
    expect(typed.shopper).toMatchObject({ phone: mobile, phoneVerified: false });
    const refused = await failure(requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient()));
    expect((refused as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.noAccount] });
    const code = lastTextedCode(e164(mobile));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guessed = await failure(saveProfile(handle.db, harbour, typed.shopper, details('typist@example.com', mobile, wrong), { client: nextClient() }));
    expect((guessed as ValidationError).fieldErrors).toEqual({ phone_code: [SIGN_IN_MESSAGES.wrongCode] });

    const owner = await shopperWithPhone(harbour, 'holder@example.com', mobile);
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    expect((await verifySmsCode(handle.db, harbour, { phone: mobile, code: lastTextedCode(e164(mobile)) })).id).toBe(owner.id);

    const moved = await saveProfile(handle.db, harbour, owner, details('holder@example.com', nextMobile()), { client: nextClient() });
    expect(moved.shopper.phoneVerified).toBe(false);
    const gone = await failure(requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient()));
    expect((gone as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.noAccount] });
  });

  it('expires a code after its time', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'late@example.com', mobile);
    const sentAt = new Date();
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient(), sentAt);
    const error = await failure(verifySmsCode(handle.db, harbour, { phone: mobile, code: lastTextedCode(e164(mobile)) }, new Date(sentAt.getTime() + CODE_TTL_MS)));
    expect((error as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.expired] });
  });

  it('uses a code once', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'once@example.com', mobile);
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    const code = lastTextedCode(e164(mobile));
    await verifySmsCode(handle.db, harbour, { phone: mobile, code });
    const again = await failure(verifySmsCode(handle.db, harbour, { phone: mobile, code }));
    expect((again as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.used] });
  });

  it('locks a code after repeated wrong tries, even against the right code', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'locked@example.com', mobile);
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    const code = lastTextedCode(e164(mobile));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const error = await failure(verifySmsCode(handle.db, harbour, { phone: mobile, code: wrong }));
      messages.push((error as ValidationError).fieldErrors.code?.[0] ?? '');
    }
    expect(messages).toEqual([...Array<string>(MAX_CODE_ATTEMPTS - 1).fill(SIGN_IN_MESSAGES.wrongCode), SIGN_IN_MESSAGES.locked]);
    const right = await failure(verifySmsCode(handle.db, harbour, { phone: mobile, code }));
    expect((right as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.locked] });
  });

  it('limits the codes texted to one number', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'often@example.com', mobile);
    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    const error = await failure(requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient()));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).status).toBe(429);
    expect((error as ClientError).message).toBe(SIGN_IN_MESSAGES.addressLimit);
  });

  it('limits the codes one client asks for, numbers without accounts included', async () => {
    const from = nextClient();
    for (let i = 0; i < CODES_PER_CLIENT; i += 1) {
      const error = await failure(requestSmsCode(handle.db, harbour, { phone: nextMobile() }, from));
      expect((error as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.noAccount] });
    }
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'greedy@example.com', mobile);
    const error = await failure(requestSmsCode(handle.db, harbour, { phone: mobile }, from));
    expect((error as ClientError).status).toBe(429);
    expect((error as ClientError).message).toBe(SIGN_IN_MESSAGES.clientLimit);
  });

  it('tells the shopper when the gateway refuses the text, with a 4xx and what to do', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'down@example.com', mobile);
    gatewayAnswers = 503;
    const error = await failure(requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient()));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ phone: [SMS_MESSAGES.notSent] });
  });

  it('writes the text into the local outbox when the destination is the outbox', async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'offline@example.com', mobile);
    await pointSmsDestination(harbour, 'outbox');
    try {
      await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    } finally {
      await pointSmsDestination(harbour, gatewayUrl);
    }
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.sms.json'));
    expect(files).toHaveLength(1);
    const text = JSON.parse(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8')) as { to: string; from: string; body: string };
    expect(text).toMatchObject({ to: e164(mobile), from: 'Harbour' });
    const code = /^(\d{6}) /.exec(text.body)?.[1] ?? '';
    expect((await verifySmsCode(handle.db, harbour, { phone: mobile, code })).email).toBe('offline@example.com');
  });
});

describe('sites and tenancy', () => {
  it('offers texts only on a site with an enabled SMS destination', async () => {
    expect(await smsCodesOffered(handle.db, harbour)).toBe(true);
    expect(await smsCodesOffered(handle.db, redline)).toBe(false);
    const error = await failure(requestSmsCode(handle.db, redline, { phone: nextMobile() }, nextClient()));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(SMS_MESSAGES.notOffered);
  });

  it("refuses one site's texted code on another site, even for the same number", async () => {
    const mobile = nextMobile();
    await shopperWithPhone(harbour, 'roamer@example.com', mobile);
    await shopperWithPhone(redline, 'roamer@example.com', mobile);
    await requestSmsCode(handle.db, harbour, { phone: mobile }, nextClient());
    const code = lastTextedCode(e164(mobile));
    await expect(failure(verifySmsCode(handle.db, redline, { phone: mobile, code }))).resolves.toBeInstanceOf(NotFoundError);
    await pointSmsDestination(redline, gatewayUrl);
    const elsewhere = await failure(verifySmsCode(handle.db, redline, { phone: mobile, code }));
    expect((elsewhere as ValidationError).fieldErrors).toEqual({ code: [SIGN_IN_MESSAGES.noCode] });
    const home = await verifySmsCode(handle.db, harbour, { phone: mobile, code });
    expect(home.websiteId).toBe(harbour.id);
  });

  it("queues the site's leads for its other destinations, never its SMS destination", async () => {
    const dealershipId = harbour.dealerships[0]?.id ?? -1;
    const [lead] = await handle.db
      .insert(leads)
      .values({ websiteId: harbour.id, dealershipId, category: 'General Enquiry', websiteSlug: harbour.slug })
      .returning({ id: leads.id });
    await queueLeadDeliveries(handle.db, lead!.id, dealershipId, null);
    const kinds = await handle.db
      .select({ kind: leadDestinations.kind })
      .from(leadDeliveries)
      .innerJoin(leadDestinations, eq(leadDestinations.id, leadDeliveries.destinationId))
      .where(eq(leadDeliveries.leadId, lead!.id));
    expect(kinds.map((k) => k.kind)).toEqual(['email']);
  });
});

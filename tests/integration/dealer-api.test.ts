import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerPrincipal } from '../../src/dealer-api/auth';
import { createApiKey, findKeyOwner, hashApiKey, listKeys, revokeKey } from '../../src/dealer-api/keys';
import { acknowledgeLead, getLead, listLeads, type LeadPage } from '../../src/dealer-api/leads';
import { loadSite } from '../../src/db/queries/websites';
import { dealerApiKeys, websites } from '../../src/db/schema';
import type { Site } from '../../src/domain/types';
import { dealerLeadSchema, leadPageSchema } from '../../src/domain/validation/dealer-leads';
import { NotFoundError, ValidationError } from '../../src/lib/errors';
import { createLead, updateLeadById } from '../../src/leads/service';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';
import { failure } from '../support/failure';

/**
 * The dealer API's keys and lead calls against a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): keys are hashed at rest and scoped to one dealership, revoked keys stop at
 * once, and a dealership pages through its own completed leads, in completion order, with the
 * since cursor. The HTTP side (status codes, cars, cache expiry) is tests/e2e/dealer-api.spec.ts.
 */
let handle: TestDatabase;
let harbour: Site;
let redline: Site;
let harbourDealer: DealerPrincipal;
let redlineDealer: DealerPrincipal;
const meta = { idempotencyKey: null, userAgent: 'vitest' };
let n = 0;

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

async function principalFor(slug: string): Promise<DealerPrincipal> {
  const created = await createApiKey(handle.db, slug, 'vitest');
  const owner = await findKeyOwner(handle.db, created.key);
  if (!owner) throw new Error('a new key must work');
  return { dealershipId: owner.dealershipId, dealershipSlug: owner.dealershipSlug, keyId: owner.keyId };
}

/** 1 -> 'b', 26 -> 'ba': names take letters only. */
const letters = (i: number): string => (i >= 26 ? letters(Math.floor(i / 26)) : '') + String.fromCharCode(97 + (i % 26));

/** A lead on the site, Complete unless told; its name says which it is. */
async function lead(on: Site, status: 'Complete' | 'Incomplete' = 'Complete', mock = false): Promise<string> {
  n += 1;
  const body = { lead: { name: `Shopper ${letters(n)}`, email: `shopper${n}@example.com`, category: 'general-enquiry', lead_status: status } };
  return (await createLead(handle.db, { site: on, mock }, body, meta)).answer.lead_id;
}

async function page(principal: DealerPrincipal, query: Record<string, string> = {}): Promise<LeadPage> {
  const answer = await listLeads(handle.db, principal, new URLSearchParams(query));
  leadPageSchema.parse(answer);
  return answer;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
  harbourDealer = await principalFor('harbour-toyota');
  redlineDealer = await principalFor('redline-motors');
});

afterAll(async () => {
  await handle?.drop();
});

describe('API keys', () => {
  it('keeps only a hash and a short prefix of the key, and finds the dealership by the key', async () => {
    const created = await createApiKey(handle.db, 'harbour-toyota', 'Acme CRM');
    expect(created.key).toMatch(/^fcd_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await handle.db.select().from(dealerApiKeys).where(eq(dealerApiKeys.id, created.id));
    expect(row?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));
    expect(await findKeyOwner(handle.db, created.key)).toMatchObject({ dealershipId: harbourDealer.dealershipId, dealershipSlug: 'harbour-toyota' });
  });

  it('refuses keys that are not keys, unknown keys and a dealership that does not exist', async () => {
    const created = await createApiKey(handle.db, 'redline-motors', null);
    const wrong = `${created.key.slice(0, -1)}${created.key.endsWith('A') ? 'B' : 'A'}`;
    for (const key of ['', 'fcd_short', wrong, created.key.toUpperCase(), `${created.key} `]) expect(await findKeyOwner(handle.db, key)).toBeNull();
    expect(await failure(createApiKey(handle.db, 'no-such-dealer', null))).toBeInstanceOf(NotFoundError);
  });

  it('stops a revoked key at once, by id or by prefix, and lists it as revoked', async () => {
    const byId = await createApiKey(handle.db, 'redline-motors', 'old CRM');
    const byPrefix = await createApiKey(handle.db, 'redline-motors', 'older CRM');
    await revokeKey(handle.db, String(byId.id));
    await revokeKey(handle.db, byPrefix.prefix);
    expect(await findKeyOwner(handle.db, byId.key)).toBeNull();
    expect(await findKeyOwner(handle.db, byPrefix.key)).toBeNull();
    const listed = await listKeys(handle.db, 'redline-motors');
    expect(listed.find((key) => key.id === byId.id)?.revokedAt).toBeInstanceOf(Date);
    expect(listed.every((key) => key.dealershipSlug === 'redline-motors')).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(byId.key);
    const again = await revokeKey(handle.db, String(byId.id));
    expect(again.revokedAt.getTime()).toBe(listed.find((key) => key.id === byId.id)?.revokedAt?.getTime());
    expect(await failure(revokeKey(handle.db, '999999'))).toBeInstanceOf(NotFoundError);
    expect(await failure(revokeKey(handle.db, 'fcd_nothing1'))).toBeInstanceOf(NotFoundError);
  });
});

describe('leads', () => {
  it("pages through the dealership's own completed leads with the since cursor, and only its own", async () => {
    const start = await page(harbourDealer);
    expect(start.leads).toEqual([]);
    expect(start.next_cursor).toBeNull();

    const ours: string[] = [];
    const theirs: string[] = [];
    for (let i = 0; i < 7; i++) {
      ours.push(await lead(harbour));
      if (i % 2 === 0) theirs.push(await lead(redline));
    }
    await lead(harbour, 'Incomplete');
    await lead(harbour, 'Complete', true);

    const seen: string[] = [];
    let since: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const answer = await page(harbourDealer, { limit: '3', ...(since ? { since } : {}) });
      sizes.push(answer.leads.length);
      seen.push(...answer.leads.map((l) => l.lead_id));
      since = answer.next_cursor;
      if (!answer.has_more) break;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(ours);
    expect((await page(redlineDealer)).leads.map((l) => l.lead_id)).toEqual(theirs);

    // Nothing new: an empty page that hands back the same cursor.
    const empty = await page(harbourDealer, { since: since ?? '' });
    expect(empty).toEqual({ leads: [], next_cursor: since, has_more: false });

    // New leads arrive after the last cursor, and only they are listed.
    const later = [await lead(harbour), await lead(harbour)];
    const next = await page(harbourDealer, { since: since ?? '' });
    expect(next.leads.map((l) => l.lead_id)).toEqual(later);
  });

  it('lists a multi-step lead when it is completed, after leads completed before it', async () => {
    const before = (await page(harbourDealer, { limit: '100' })).next_cursor ?? '';
    const scope = { site: harbour, mock: false };
    const started = await createLead(handle.db, scope, { lead: { name: 'Step One', email: 'steps@example.com', lead_status: 'Incomplete' } }, meta);
    const finished = await lead(harbour);
    const first = await page(harbourDealer, { since: before });
    expect(first.leads.map((l) => l.lead_id)).toEqual([finished]);

    const complete = { lead: { name: 'Step One', email: 'steps@example.com', category: 'finance-enquiry', lead_status: 'Complete' } };
    await updateLeadById(handle.db, scope, started.answer.lead_id, started.answer.lead_token ?? null, complete, meta);
    const second = await page(harbourDealer, { since: first.next_cursor ?? '' });
    expect(second.leads.map((l) => l.lead_id)).toEqual([started.answer.lead_id]);
  });

  it('filters by a since date-time and by acknowledgement', async () => {
    const cutoff = new Date(Date.now() - 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = [await lead(harbour), await lead(harbour)];
    expect((await page(harbourDealer, { since: cutoff })).leads.map((l) => l.lead_id)).toEqual(fresh);

    const acknowledged = await acknowledgeLead(handle.db, harbourDealer, fresh[0] ?? '');
    expect(acknowledged.acknowledged_at).not.toBeNull();
    const pending = (await page(harbourDealer, { since: cutoff, acknowledged: 'false' })).leads.map((l) => l.lead_id);
    expect(pending).toEqual([fresh[1]]);
    const done = (await page(harbourDealer, { since: cutoff, acknowledged: 'true' })).leads.map((l) => l.lead_id);
    expect(done).toEqual([fresh[0]]);
  });

  it('answers one lead in the SPEC 3 shape, acknowledges it once, and hides other dealerships\' leads', async () => {
    const id = await lead(harbour);
    const one = await getLead(handle.db, harbourDealer, id);
    expect(dealerLeadSchema.parse(one)).toMatchObject({ lead_id: id, lead_status: 'Complete', acknowledged_at: null, website_slug: 'harbour-toyota', dealership_slug: 'harbour-toyota' });

    const first = await acknowledgeLead(handle.db, harbourDealer, id);
    const second = await acknowledgeLead(handle.db, harbourDealer, id.toUpperCase());
    expect(second.acknowledged_at).toBe(first.acknowledged_at);

    const attempts = [() => getLead(handle.db, redlineDealer, id), () => acknowledgeLead(handle.db, redlineDealer, id), () => getLead(handle.db, harbourDealer, 'not-a-uuid')];
    for (const attempt of attempts) expect(await failure(attempt())).toBeInstanceOf(NotFoundError);
    expect((await getLead(handle.db, harbourDealer, id)).acknowledged_at).toBe(first.acknowledged_at);
    const incomplete = await lead(harbour, 'Incomplete');
    expect(await failure(getLead(handle.db, harbourDealer, incomplete))).toBeInstanceOf(NotFoundError);
  });

  it('refuses bad queries with a message per parameter', async () => {
    const error = await failure(listLeads(handle.db, harbourDealer, new URLSearchParams('limit=0&since=soon&acknowledged=maybe&limit=2&colour=red')));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      limit: ['Give this parameter once.'],
      since: ["Since must be a page's next_cursor or an ISO 8601 date-time with a time zone."],
      acknowledged: ['Acknowledged must be true or false.'],
      colour: ['This parameter is not known.'],
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportLeadsCsv } from '../../src/console/leads/export';
import { listLeads } from '../../src/console/leads/inbox';
import { getLeadPage } from '../../src/console/leads/lead-page';
import { addLeadByHand } from '../../src/console/leads/manual';
import { getLeadSettings, updateLeadSettings } from '../../src/console/leads/settings';
import { addNote, addTask, assignLead, changeStatus, resendDelivery } from '../../src/console/leads/work';
import { acknowledgeLead } from '../../src/dealer-api/leads';
import { loadSite } from '../../src/db/queries/websites';
import { auditLog, consoleEmails, dealershipLeadSettings, leadDeliveries, leadRotation, leads, staff, staffMemberships, websites } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { parseLeadFilters } from '../../src/domain/console/lead-filters';
import type { StaffRole } from '../../src/domain/console/roles';
import type { Site } from '../../src/domain/types';
import { ValidationError } from '../../src/lib/errors';
import { createLead } from '../../src/leads/service';
import { openSeededTestDatabase } from '../support/test-db';

/**
 * The console's leads inbox against a real database (PGlite, or PostgreSQL with DATABASE_URL):
 * scope and tenancy (another dealership's lead is not found; sales see their own and unassigned
 * leads), search and filters, keyset pages, working a lead with its audit entries, the dealer
 * API's acknowledgement as the same state, and intake's turn, notices and automatic reply.
 */
let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
let harbour: Site;
let redline: Site;
let harbourId: number;
let redlineId: number;
let manager: StaffActor;
let sales: StaffActor;
let salesTwo: StaffActor;
let outsider: StaffActor;
const meta = { idempotencyKey: null, userAgent: 'vitest' };

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

async function person(email: string, name: string, dealershipId: number, role: StaffRole, dealershipName: string): Promise<StaffActor> {
  const [row] = await handle.db.insert(staff).values({ email, name }).returning({ id: staff.id });
  if (!row) throw new Error('no staff row');
  await handle.db.insert(staffMemberships).values({ staffId: row.id, dealershipId, role });
  return { staffId: row.id, email, name, isOperator: false, dealerships: [{ id: dealershipId, name: dealershipName, role }] };
}

type LeadFields = { name?: string; email?: string; phone?: string; category?: string; stock_number?: string };

async function lead(on: Site, fields: LeadFields = {}, idempotencyKey: string | null = null): Promise<string> {
  const body = { lead: { name: 'Shopper', email: 'shopper@example.com', category: 'general-enquiry', lead_status: 'Complete', ...fields } };
  return (await createLead(handle.db, { site: on, mock: false }, body, { ...meta, idempotencyKey })).answer.lead_id;
}

const list = (actor: StaffActor, query = '') => listLeads(handle.db, actor, parseLeadFilters(new URLSearchParams(query)));
const names = async (actor: StaffActor, query = '') => (await list(actor, query)).leads.map((row) => row.name);

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
  await lead(harbour, { name: 'Probe' });
  await lead(redline, { name: 'Probe' });
  const dealershipOf = async (slug: string) => {
    const [row] = await handle.db.execute<{ id: number }>(sql`select dealership_id as id from leads where website_slug = ${slug} limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    if (!row) throw new Error('no lead');
    return row.id;
  };
  harbourId = await dealershipOf('harbour-toyota');
  redlineId = await dealershipOf('redline-motors');
  await handle.db.delete(leads);
  manager = await person('mia@harbour.example', 'Mia Manager', harbourId, 'manager', 'Harbour Toyota');
  sales = await person('sam@harbour.example', 'Sam Sales', harbourId, 'sales', 'Harbour Toyota');
  salesTwo = await person('sue@harbour.example', 'Sue Sales', harbourId, 'sales', 'Harbour Toyota');
  outsider = await person('ola@redline.example', 'Ola Owner', redlineId, 'owner', 'Redline Motors');
});

afterAll(async () => {
  await handle?.drop();
});

describe('the inbox', () => {
  it('lists the dealership’s leads newest first, and none of another dealership', async () => {
    await lead(harbour, { name: 'Ada First' });
    await lead(harbour, { name: 'Bea Second' });
    await lead(redline, { name: 'Cal Elsewhere' });
    expect(await names(manager)).toEqual(['Bea Second', 'Ada First']);
    expect(await names(outsider)).toEqual(['Cal Elsewhere']);
  });

  it('finds leads by name, email, phone and stock number, by the start of a word', async () => {
    await lead(harbour, { name: 'Dora Phillips', email: 'dora.p@example.net', phone: '0412 345 678', stock_number: 'HT-9001' });
    expect(await names(manager, 'q=phil')).toEqual(['Dora Phillips']);
    expect(await names(manager, 'q=dora.p%40ex')).toEqual(['Dora Phillips']);
    expect(await names(manager, 'q=0412+345')).toEqual(['Dora Phillips']);
    expect(await names(manager, 'q=ht-90')).toEqual(['Dora Phillips']);
    expect(await names(manager, 'q=dora+nobody')).toEqual([]);
    expect(await names(outsider, 'q=dora')).toEqual([]);
    // What is typed is matched as letters: % and _ are no wildcards.
    expect(await names(manager, 'q=%25%40')).toEqual([]);
  });

  it('pages by keyset: every lead once, newest first', async () => {
    // Names take letters only: 0 -> 'aa', 29 -> 'bd'.
    const tag = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
    for (let i = 0; i < 30; i += 1) await lead(harbour, { name: `Paged ${tag(i)}`, category: 'special-offers' });
    const first = await list(manager, 'kind=special-offers');
    expect(first.leads).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(manager, `kind=special-offers&after=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.leads).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.leads, ...second.leads].map((row) => row.name);
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => `Paged ${tag(29 - i)}`));
    expect(first.leads[0]).toMatchObject({ kindLabel: 'Special offers enquiry', status: 'new', statusLabel: 'New', site: harbour.name });
  });

  it('shows sales staff only the leads given to them or to nobody', async () => {
    const mine = await lead(harbour, { name: 'For Sam' });
    const theirs = await lead(harbour, { name: 'For Sue' });
    await assignLead(handle.db, manager, mine, { staffId: String(sales.staffId) }, null);
    await assignLead(handle.db, manager, theirs, { staffId: String(salesTwo.staffId) }, null);
    const seen = await names(sales, 'q=for');
    expect(seen).toEqual(['For Sam']);
    await expect(getLeadPage(handle.db, sales, theirs)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    expect(await names(manager, `assignee=${salesTwo.staffId}`)).toEqual(['For Sue']);
  });

  it('marks a lead nobody worked as overdue after the dealership’s threshold, and critical after the second', async () => {
    const late = await lead(harbour, { name: 'Waiting Long' });
    await handle.db.execute(sql`update leads set completed_at = now() - interval '3 hours' where lead_id = ${late}::uuid`);
    expect((await list(manager, 'q=waiting')).leads[0]?.mark).toBe('overdue');
    await handle.db.insert(dealershipLeadSettings).values({ dealershipId: harbourId, overdueMinutes: 30, criticalMinutes: 60 });
    expect((await list(manager, 'q=waiting')).leads[0]?.mark).toBe('critical');
    await addNote(handle.db, sales, late, { body: 'Called, no answer.' });
    expect((await list(manager, 'q=waiting')).leads[0]?.mark).toBeNull();
    await handle.db.delete(dealershipLeadSettings);
  });
});

describe('tenancy', () => {
  it('answers another dealership’s lead id, and a malformed one, as not found for every read and write', async () => {
    const theirs = await lead(redline, { name: 'Not Yours' });
    await expect(getLeadPage(handle.db, manager, theirs)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(changeStatus(handle.db, manager, theirs, { status: 'contacted' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(addNote(handle.db, manager, theirs, { body: 'x' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(assignLead(handle.db, manager, theirs, { staffId: String(manager.staffId) }, null)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(resendDelivery(handle.db, manager, theirs, 1)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(getLeadPage(handle.db, manager, 'not-a-uuid')).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });

  it('lets sales work a lead but not assign it or resend its deliveries', async () => {
    const id = await lead(harbour, { name: 'Sales Limits' });
    await expect(assignLead(handle.db, sales, id, { staffId: String(sales.staffId) }, null)).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(resendDelivery(handle.db, sales, id, 1)).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(addTask(handle.db, sales, id, { title: 'Call', dueAt: '2026-12-01T09:00', assigneeStaffId: String(salesTwo.staffId) })).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await changeStatus(handle.db, sales, id, { status: 'contacted' });
  });

  it('refuses to assign a lead to someone of another dealership', async () => {
    const id = await lead(harbour, { name: 'Wrong Assignee' });
    await expect(assignLead(handle.db, manager, id, { staffId: String(outsider.staffId) }, null)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('working a lead', () => {
  it('moves through the pipeline, needs a reason to lose a lead, and audits each step', async () => {
    const id = await lead(harbour, { name: 'Pipeline Pat' });
    await changeStatus(handle.db, manager, id, { status: 'contacted' });
    await changeStatus(handle.db, manager, id, { status: 'appointment' });
    await expect(changeStatus(handle.db, manager, id, { status: 'lost' })).rejects.toMatchObject({ fieldErrors: { lostReason: ['Say why the lead was lost.'] } });
    await expect(changeStatus(handle.db, manager, id, { status: 'new' })).rejects.toBeInstanceOf(ValidationError);
    await changeStatus(handle.db, manager, id, { status: 'lost', lostReason: 'Bought elsewhere' });
    const page = await getLeadPage(handle.db, manager, id);
    expect(page).toMatchObject({ status: 'lost', statusLabel: 'Lost', lostReason: 'Bought elsewhere' });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['lead.status', 'lead.status', 'lead.status']);
    expect(audit[0]).toMatchObject({ staffId: manager.staffId, dealershipId: harbourId, before: { status: 'new' }, after: { status: 'contacted' } });
  });

  it('keeps notes and tasks, and emails the assignee through the outbox', async () => {
    const id = await lead(harbour, { name: 'Noted Nia', category: 'finance-enquiry' });
    await addNote(handle.db, sales, id, { body: 'Wants a 5-year term.' });
    await expect(addNote(handle.db, sales, id, { body: '   ' })).rejects.toMatchObject({ fieldErrors: { body: ['Write the note.'] } });
    await addTask(handle.db, manager, id, { title: 'Send finance quote', dueAt: '2026-12-01T09:00', assigneeStaffId: String(sales.staffId) });
    await assignLead(handle.db, manager, id, { staffId: String(sales.staffId) }, 'http://localhost:3000');
    const page = await getLeadPage(handle.db, manager, id);
    expect(page.notes.map((note) => [note.body, note.by])).toEqual([['Wants a 5-year term.', 'Sam Sales']]);
    expect(page.tasks).toMatchObject([{ title: 'Send finance quote', assignee: 'Sam Sales', done: false }]);
    expect(page.assignee).toEqual({ id: sales.staffId, name: 'Sam Sales' });
    expect(page.kindLabel).toBe('Finance enquiry');
    expect(page.details).toContainEqual({ label: 'Email', value: 'shopper@example.com' });
    const emails = (await handle.db.select().from(consoleEmails).where(eq(consoleEmails.toAddress, sales.email))).filter((email) => email.subject.includes('Noted Nia'));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toContain(`http://localhost:3000/console/leads/${id}`);
  });

  it('shows each delivery and resends one through the delivery outbox', async () => {
    const id = await lead(harbour, { name: 'Resend Rua' });
    const page = await getLeadPage(handle.db, manager, id);
    const delivery = page.deliveries[0];
    if (!delivery) throw new Error('harbour has a lead destination');
    await handle.db.update(leadDeliveries).set({ status: 'dead', lastError: 'connection refused' }).where(eq(leadDeliveries.id, delivery.id));
    expect((await getLeadPage(handle.db, manager, id)).deliveries[0]).toMatchObject({ state: 'dead-lettered', error: 'connection refused' });
    await resendDelivery(handle.db, manager, id, delivery.id);
    expect((await getLeadPage(handle.db, manager, id)).deliveries[0]).toMatchObject({ state: 'retrying', error: null, attempts: 0 });
    await expect(resendDelivery(handle.db, manager, id, 999_999)).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });

  it('shares one state with the dealer API: acknowledging leaves new, leaving new acknowledges', async () => {
    const viaApi = await lead(harbour, { name: 'Api Ack' });
    await acknowledgeLead(handle.db, { dealershipId: harbourId, dealershipSlug: 'harbour', keyId: 0 }, viaApi);
    expect((await getLeadPage(handle.db, manager, viaApi)).status).toBe('contacted');
    const viaConsole = await lead(harbour, { name: 'Console Ack' });
    await changeStatus(handle.db, manager, viaConsole, { status: 'appointment' });
    const [row] = await handle.db.select({ acknowledgedAt: leads.acknowledgedAt }).from(leads).where(eq(leads.leadId, viaConsole));
    expect(row?.acknowledgedAt).toBeInstanceOf(Date);
  });
});

describe('the export', () => {
  it('streams the filtered list as UTF-8 CSV with a BOM, quoted and safe from formulas', async () => {
    await lead(harbour, { name: 'Zoë Quinn', email: 'zoe@example.com', category: 'special-offers' });
    const text = await new Response(exportLeadsCsv(handle.db, manager, parseLeadFilters(new URLSearchParams('q=zoë')))).text();
    const bytes = new Uint8Array(await new Response(exportLeadsCsv(handle.db, manager, parseLeadFilters(new URLSearchParams('q=zoë')))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Received,Lead id,Kind,Status,Name,Email,Phone,Site,Page,Campaign,Car,Stock number,Assigned to,Mark');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Special offers enquiry,New,Zoë Quinn,zoe@example.com,');
  });

  it('is for managers: sales staff cannot export', () => {
    expect(() => exportLeadsCsv(handle.db, sales, parseLeadFilters(new URLSearchParams()))).toThrow(ConsoleForbiddenError);
  });
});

describe('lead intake', () => {
  it('gives leads of a kind in turn, tells the managers, and replies to the shopper once', async () => {
    await handle.db.insert(leadRotation).values([
      { dealershipId: harbourId, category: 'service-booking', staffId: sales.staffId },
      { dealershipId: harbourId, category: 'service-booking', staffId: salesTwo.staffId },
    ]);
    await handle.db.insert(dealershipLeadSettings).values({
      dealershipId: harbourId,
      autoReplies: { 'service-booking': { enabled: true, subject: 'Thanks {first_name}', body: 'Hi {first_name}, {dealership} will call you.' } },
    });
    const one = await lead(harbour, { name: 'Turn One', email: 'one@example.com', category: 'service-booking' }, 'turn-one');
    const two = await lead(harbour, { name: 'Turn Two', email: 'two@example.com', category: 'service-booking' });
    const three = await lead(harbour, { name: 'Turn Three', email: 'three@example.com', category: 'service-booking' });
    await lead(harbour, { name: 'Turn One', email: 'one@example.com', category: 'service-booking' }, 'turn-one');
    const assignees = await Promise.all([one, two, three].map(async (id) => (await getLeadPage(handle.db, manager, id)).assignee?.id));
    expect(assignees).toEqual([sales.staffId, salesTwo.staffId, sales.staffId]);
    const replies = await handle.db.select().from(consoleEmails).where(eq(consoleEmails.toAddress, 'one@example.com'));
    expect(replies.map((email) => email.subject)).toEqual(['Thanks Turn']);
    expect(replies[0]?.body).toMatch(/^Hi Turn, .+ will call you\.$/);
    const notices = await handle.db.select().from(consoleEmails).where(eq(consoleEmails.toAddress, manager.email));
    expect(notices.filter((email) => email.onceKey.startsWith('new-lead:')).length).toBeGreaterThanOrEqual(3);
  });

  it('sends no automatic reply unless the dealership switched it on', async () => {
    await lead(harbour, { name: 'No Reply', email: 'noreply-check@example.com', category: 'trade-in' });
    expect(await handle.db.select().from(consoleEmails).where(eq(consoleEmails.toAddress, 'noreply-check@example.com'))).toEqual([]);
  });
});

describe('a lead added by hand', () => {
  it('goes through the forms’ validation and the same delivery, with its source', async () => {
    const id = await addLeadByHand(handle.db, sales, { site: String(harbour.id), source: 'Walk-in', name: 'Walk In Wendy', phone: '021 555 0199', category: 'test-drive', email: 'wendy@example.com' });
    const page = await getLeadPage(handle.db, manager, id);
    expect(page).toMatchObject({ name: 'Walk In Wendy', source: 'Walk-in', kindLabel: 'Test drive request' });
    expect(page.deliveries.length).toBeGreaterThan(0);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['lead.create']);
  });

  it('answers field messages in plain words, and refuses another dealership’s site and a made-up source', async () => {
    await expect(addLeadByHand(handle.db, sales, { site: String(harbour.id), source: 'Phone call', name: '', email: 'not-an-email' })).rejects.toBeInstanceOf(ValidationError);
    await expect(addLeadByHand(handle.db, sales, { site: String(redline.id), source: 'Phone call', name: 'Nope' })).rejects.toMatchObject({ fieldErrors: { site: ['Choose one of your sites.'] } });
    await expect(addLeadByHand(handle.db, sales, { site: String(harbour.id), source: 'Carrier pigeon', name: 'Nope' })).rejects.toMatchObject({ fieldErrors: { source: ['Choose where the lead came from.'] } });
  });
});

describe('lead settings', () => {
  const form = (values: Record<string, string | string[]>) => ({
    get: (name: string) => {
      const value = values[name];
      return value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : value;
    },
    getAll: (name: string) => {
      const value = values[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    },
  });

  it('are the defaults until a manager saves them, and are audited', async () => {
    await handle.db.delete(dealershipLeadSettings);
    await handle.db.delete(leadRotation);
    const before = await getLeadSettings(handle.db, manager, harbourId);
    expect(before).toMatchObject({ overdueMinutes: 120, criticalMinutes: 1440, notifyManagers: true });
    expect(before.kinds.every((kind) => !kind.reply.enabled && kind.rotation.length === 0)).toBe(true);
    await updateLeadSettings(
      handle.db,
      manager,
      harbourId,
      form({
        overdueMinutes: '60',
        criticalMinutes: '480',
        'rotation.test-drive': [String(sales.staffId), String(salesTwo.staffId)],
        'reply.test-drive.enabled': 'on',
        'reply.test-drive.subject': 'Your test drive, {first_name}',
        'reply.test-drive.body': 'We will call you from {dealership} on {phone}.',
      }),
    );
    const after = await getLeadSettings(handle.db, manager, harbourId);
    expect(after).toMatchObject({ overdueMinutes: 60, criticalMinutes: 480, notifyManagers: false });
    expect(after.kinds.find((kind) => kind.kind === 'test-drive')).toMatchObject({ rotation: [sales.staffId, salesTwo.staffId], reply: { enabled: true, subject: 'Your test drive, {first_name}' } });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'leads.settings'));
    expect(audit).toHaveLength(1);
  });

  it('refuses unknown tokens, thresholds out of order, other dealerships’ staff; and sales and outsiders', async () => {
    await expect(updateLeadSettings(handle.db, manager, harbourId, form({ overdueMinutes: '60', criticalMinutes: '30' }))).rejects.toMatchObject({
      fieldErrors: { criticalMinutes: ['The critical time must be longer than the overdue time.'] },
    });
    await expect(
      updateLeadSettings(handle.db, manager, harbourId, form({ overdueMinutes: '60', criticalMinutes: '90', 'reply.trade-in.body': 'Hi {firstname}' })),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      updateLeadSettings(handle.db, manager, harbourId, form({ overdueMinutes: '60', criticalMinutes: '90', 'rotation.trade-in': String(outsider.staffId) })),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(getLeadSettings(handle.db, sales, harbourId)).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(getLeadSettings(handle.db, outsider, harbourId)).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });
});

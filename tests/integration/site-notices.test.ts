import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNotices } from '../../src/console/site/sections';
import { editorState, publishDraft } from '../../src/console/site/versions';
import { migrate } from '../../src/db/migrate';
import { auditLog, staff, websites } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { siteConfigSchema } from '../../src/domain/site-config';
import { changeLine } from '../../src/domain/site-versions/diff';
import { ValidationError } from '../../src/lib/errors';
import { applySiteFile, exportSiteFile } from '../../src/site/site-file-service';
import { readSiteFileFrom } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

/** The site editor's notices (issue 31 "banners"): bars and the closing line go to the draft, audited, and live on publish. */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let websiteId: number;
let owner: StaffActor;
let sales: StaffActor;
const stranger: StaffActor = { staffId: 999, email: 'x@example.com', name: 'X', isOperator: false, dealerships: [{ id: 424242, name: 'Other', role: 'owner' }] };
const noExpiry = async () => undefined;

const liveContent = async () => siteConfigSchema.parse((await exportSiteFile(handle.db, 'harbour-toyota')).website.config).content;

describe('site notices', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await applySiteFile(handle.db, readSiteFileFrom('data/sites/01-harbour-toyota.yaml'), { dryRun: false, expire: () => {} });
    const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    websiteId = site!.id;
    const [person] = await handle.db.insert(staff).values({ email: 'owner@notices.example', name: 'Nora Notices' }).returning();
    owner = { staffId: person!.id, email: person!.email, name: person!.name, isOperator: false, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'owner' }] };
    sales = { ...owner, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'sales' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('saves a bar with a link and clears the closing line in the draft, with an audit row; live only on publish', async () => {
    const before = await liveContent();
    expect(before.bottomNote).toMatch(/GST/);
    await saveNotices(owner, handle.db, websiteId, { 'bar.0.text': 'Spring sale on now', 'bar.0.url': '/special-offers', bottomNote: '' });
    expect(await liveContent()).toEqual(before);
    const state = await editorState(owner, handle.db, websiteId);
    expect(state.changes.map(changeLine)).toEqual(
      expect.arrayContaining(['Notices, added Spring sale on now: (none) → Spring sale on now', expect.stringMatching(/^Closing line under the footer: “Prices shown/)]),
    );
    const audit = await handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'website'), eq(auditLog.entityId, String(websiteId)), eq(auditLog.action, 'site.draft')));
    expect(audit).toEqual([expect.objectContaining({ staffId: owner.staffId, dealershipId: owner.dealerships[0]!.id })]);
    await publishDraft(owner, handle.db, websiteId, 'Spring sale', noExpiry);
    const live = await liveContent();
    expect(live.bars).toEqual([{ text: 'Spring sale on now', url: '/special-offers' }]);
    expect(live.bottomNote).toBeUndefined();
  });

  it('refuses a bad link with its field named, and changes nothing', async () => {
    const error = await saveNotices(owner, handle.db, websiteId, { 'bar.0.text': 'Sale', 'bar.0.url': 'http://example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['bar.0.url']);
    expect((await editorState(owner, handle.db, websiteId)).hasDraft).toBe(false);
  });

  it('walls: another dealership is not found, sales may not save', async () => {
    await expect(saveNotices(stranger, handle.db, websiteId, { 'bar.0.text': 'Sale' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(saveNotices(sales, handle.db, websiteId, { 'bar.0.text': 'Sale' })).rejects.toBeInstanceOf(ConsoleForbiddenError);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDraft, editorState, publishDraft, restoreVersion, siteHistory } from '../../src/console/site/versions';
import { migrate } from '../../src/db/migrate';
import { writeSiteFile } from '../../src/db/queries/site-file';
import { listSiteVersions } from '../../src/db/queries/site-versions';
import { loadSite } from '../../src/db/queries/websites';
import { siteVersions, staff, websites } from '../../src/db/schema';
import { ConsoleNotFoundError, ConsoleForbiddenError, type StaffActor } from '../../src/domain/console/access';
import { changeLine } from '../../src/domain/site-versions/diff';
import { ConflictError, ValidationError } from '../../src/lib/errors';
import { applySiteFile, exportSiteFile } from '../../src/site/site-file-service';
import { readSiteFileFrom } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: Handle;
let websiteId: number;
let owner: StaffActor;
let sales: StaffActor;
const stranger: StaffActor = { staffId: 999, email: 'x@example.com', name: 'X', isOperator: false, dealerships: [{ id: 424242, name: 'Other', role: 'owner' }] };
const expired: string[][] = [];
const expire = async (tags: string[]) => void expired.push(tags);
const noExpiry = { dryRun: false, expire: () => {} };

const saturdayOf = async () => {
  const site = (await loadSite(handle.db, websiteId))!;
  const sales = site.locations.find((l) => l.slug === 'sales') ?? site.locations[0]!;
  return sales.openingHours.find((h) => h.weekday === 6);
};

const setSaturday = (open: string, close: string) => (file: Parameters<Parameters<typeof editDraft>[3]>[0]) => {
  file.dealerships[0]!.locations[0]!.hours.saturday = { status: 'Open', open, close };
  return file;
};

describe('site versions', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await applySiteFile(handle.db, readSiteFileFrom('data/sites/01-harbour-toyota.yaml'), noExpiry);
    const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    websiteId = site!.id;
    const [person] = await handle.db.insert(staff).values({ email: 'owner@harbour.example', name: 'Olive Owner' }).returning();
    owner = { staffId: person!.id, email: person!.email, name: person!.name, isOperator: false, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'owner' }] };
    sales = { ...owner, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'sales' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('site:apply makes version 1, by site:apply', async () => {
    const versions = await listSiteVersions(handle.db, websiteId);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, author: 'site:apply', staffName: null });
  });

  it('a draft changes nothing live; publishing makes it live as the next version, expires the site tags and drops the draft', async () => {
    const before = await saturdayOf();
    await editDraft(owner, handle.db, websiteId, setSaturday('08:30', '12:00'));
    expect(await saturdayOf()).toEqual(before);
    const state = await editorState(owner, handle.db, websiteId);
    expect(state.hasDraft).toBe(true);
    expect(state.changes.map(changeLine)).toEqual([expect.stringMatching(/hours, Saturday: 08:30–16:00 → 08:30–12:00$/)]);
    expired.length = 0;
    expect(await publishDraft(owner, handle.db, websiteId, 'Short Saturday', expire)).toBe(2);
    expect(await saturdayOf()).toMatchObject({ open: '08:30', close: '12:00' });
    expect(expired[0]).toContain(`site:${websiteId}`);
    expect((await editorState(owner, handle.db, websiteId)).hasDraft).toBe(false);
    const [latest] = await siteHistory(owner, handle.db, websiteId);
    expect(latest).toMatchObject({ version: 2, by: 'Olive Owner', note: 'Short Saturday' });
    expect(latest!.changes.map(changeLine)).toEqual([expect.stringContaining('Saturday: 08:30–16:00 → 08:30–12:00')]);
  });

  it('restores an earlier version as a new one', async () => {
    expect(await restoreVersion(owner, handle.db, websiteId, 1, expire)).toBe(3);
    expect(await saturdayOf()).toMatchObject({ open: '08:30', close: '16:00' });
    const [latest] = await siteHistory(owner, handle.db, websiteId);
    expect(latest).toMatchObject({ version: 3, note: 'Restored version 1' });
  });

  it('publishing is atomic: a failure inside the transaction leaves the site and its versions as they were', async () => {
    const file = await exportSiteFile(handle.db, 'harbour-toyota');
    file.dealerships[0]!.locations[0]!.hours.saturday = { status: 'Closed', open: null, close: null };
    const versionsBefore = (await handle.db.select().from(siteVersions)).length;
    await expect(
      writeSiteFile(handle.db, file, { by: { staffId: null, author: 'test', note: '' }, within: async () => Promise.reject(new Error('boom')) }),
    ).rejects.toThrow('boom');
    expect(await saturdayOf()).toMatchObject({ open: '08:30', close: '16:00' });
    expect((await handle.db.select().from(siteVersions)).length).toBe(versionsBefore);
  });

  it('checks the draft with the site-file schema, with the field named', async () => {
    const error = await editDraft(owner, handle.db, websiteId, (file) => {
      file.website.config = { ...file.website.config, theme: { primary: 'blue', accent: '#000000' } };
      return file;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors['website.config.theme.primary']).toEqual(['Expected a #rrggbb colour']);
  });

  it('refuses to publish a draft started before a site:apply', async () => {
    await editDraft(owner, handle.db, websiteId, setSaturday('09:00', '13:00'));
    const file = readSiteFileFrom('data/sites/01-harbour-toyota.yaml');
    file.website.name = 'Harbour Toyota Newcastle';
    await applySiteFile(handle.db, file, noExpiry);
    await expect(publishDraft(owner, handle.db, websiteId, '', expire)).rejects.toBeInstanceOf(ConflictError);
    expect((await listSiteVersions(handle.db, websiteId))[0]).toMatchObject({ version: 4, author: 'site:apply' });
  });

  it('walls: another dealership is not found, sales may read but not publish', async () => {
    await expect(editorState(stranger, handle.db, websiteId)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(restoreVersion(stranger, handle.db, websiteId, 1, expire)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(editorState(sales, handle.db, websiteId)).resolves.toBeTruthy();
    await expect(restoreVersion(sales, handle.db, websiteId, 1, expire)).rejects.toBeInstanceOf(ConsoleForbiddenError);
  });
});

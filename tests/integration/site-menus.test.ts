import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoHostsView } from '../../src/console/site/photo-hosts';
import { saveMenu, savePhotoHosts } from '../../src/console/site/sections';
import { editorState, publishDraft } from '../../src/console/site/versions';
import { migrate } from '../../src/db/migrate';
import { loadSite } from '../../src/db/queries/websites';
import { auditLog, staff, websites } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { navEntry } from '../../src/domain/mega-menu';
import { siteConfigSchema, type NavItem } from '../../src/domain/site-config';
import { editedParts } from '../../src/domain/site-editor/menus-form';
import { changeLine } from '../../src/domain/site-versions/diff';
import { ValidationError } from '../../src/lib/errors';
import { applySiteFile, exportSiteFile } from '../../src/site/site-file-service';
import { readSiteFileFrom } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

/**
 * The site editor's menus and photo hosts (issue 31): a save lands in the draft, audited, and is live
 * only on publish; a photo host list is the dealership's, so a group site's edit reaches the
 * dealership's own site too, and the site the photo route reads has it once published.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const ids: Record<string, number> = {};
let owner: StaffActor;
let sales: StaffActor;
const stranger: StaffActor = { staffId: 999, email: 'x@example.com', name: 'X', isOperator: false, dealerships: [{ id: 424242, name: 'Other', role: 'owner' }] };
const noExpiry = async () => undefined;

const liveNavigation = async (slug: string) => siteConfigSchema.parse((await exportSiteFile(handle.db, slug)).website.config).navigation;

/** The form's fields for a menu as the draft has it, so a test changes only what it means to. */
function fieldsOf(list: 'header' | 'footer', items: readonly NavItem[]) {
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    const at = `${list}.${i}`;
    Object.assign(fields, { [`${at}.name`]: item.name, [`${at}.url`]: item.url ?? '', [`${at}.from`]: String(i), [`${at}.dynamic`]: item.dynamicDropdown ?? '' });
    if (item.target === '_blank') fields[`${at}.newTab`] = 'on';
    if (item.mobileOpen) fields[`${at}.mobileOpen`] = 'on';
    (item.dropdownItems ?? []).forEach((link, j) => {
      Object.assign(fields, { [`${at}.sub.${j}.name`]: link.name, [`${at}.sub.${j}.url`]: link.url ?? '', [`${at}.sub.${j}.from`]: String(j), [`${at}.sub.${j}.dynamic`]: link.dynamicDropdown ?? '' });
    });
    (item.dropdownMenus ?? []).forEach((group, g) => {
      fields[`${at}.group.${g}.title`] = group.title;
      group.items.forEach((link, k) => {
        Object.assign(fields, { [`${at}.group.${g}.link.${k}.name`]: link.name, [`${at}.group.${g}.link.${k}.url`]: link.url });
        if (link.target === '_blank') fields[`${at}.group.${g}.link.${k}.newTab`] = 'on';
      });
    });
  });
  return fields;
}

describe('site menus and photo hosts', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    for (const file of ['01-harbour-toyota', '04-summit-mazda', '03-summit-auto-group']) {
      await applySiteFile(handle.db, readSiteFileFrom(`data/sites/${file}.yaml`), { dryRun: false, expire: () => {} });
    }
    for (const site of await handle.db.select().from(websites)) ids[site.slug] = site.id;
    const [harbour] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    const [group] = await handle.db.select().from(websites).where(eq(websites.slug, 'summit-auto-group'));
    const [person] = await handle.db.insert(staff).values({ email: 'owner@menus.example', name: 'Mona Menus' }).returning();
    owner = {
      staffId: person!.id,
      email: person!.email,
      name: person!.name,
      isOperator: false,
      dealerships: [
        { id: harbour!.dealershipId!, name: 'Harbour', role: 'owner' },
        { id: group!.dealershipId!, name: 'Summit', role: 'owner' },
      ],
    };
    sales = { ...owner, dealerships: [{ id: harbour!.dealershipId!, name: 'Harbour', role: 'sales' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('renames, adds and moves a header item in the draft, with an audit row; live only on publish, other keys kept', async () => {
    const before = await liveNavigation('harbour-toyota');
    const header = before.header.map((item) => (item.name === 'Demo' ? { ...item, name: 'Demo cars' } : item));
    const [first, ...rest] = header;
    const fields = fieldsOf('header', [...rest, first!]);
    // The moved item keeps its place in the draft as `from`; a new item has none.
    const moved = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k.endsWith('.from') && !k.includes('.sub.') ? String((Number(v) + 1) % header.length) : v]));
    Object.assign(moved, { 'header.9.name': 'Reviews', 'header.9.url': 'https://reviews.example.com/harbour', 'header.9.newTab': 'on' });
    await saveMenu(owner, handle.db, ids['harbour-toyota']!, 'header', moved);
    expect(await liveNavigation('harbour-toyota')).toEqual(before);

    const state = await editorState(owner, handle.db, ids['harbour-toyota']!);
    expect(state.changes.map(changeLine)).toEqual(
      expect.arrayContaining(['Navigation, header, added Demo cars: (none) → Demo cars', 'Navigation, header, added Reviews: (none) → Reviews']),
    );
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'website'), eq(auditLog.entityId, String(ids['harbour-toyota'])), eq(auditLog.action, 'site.draft')));
    expect(audit).toEqual([expect.objectContaining({ staffId: owner.staffId, dealershipId: owner.dealerships[0]!.id })]);

    await publishDraft(owner, handle.db, ids['harbour-toyota']!, 'Menu', noExpiry);
    const live = await liveNavigation('harbour-toyota');
    expect(live.header.map((i) => i.name)).toEqual([...rest.map((i) => i.name), 'New', 'Reviews']);
    expect(live.header.at(-1)).toEqual({ name: 'Reviews', url: 'https://reviews.example.com/harbour', target: '_blank' });
    // The New item moved to the end with its dropdown and its models panel as they were.
    expect(live.header.at(-2)).toEqual(before.header[0]);
    expect(live.footer).toEqual(before.footer);
  });

  it('refuses an empty footer in the SPEC’s words and a bad link with its field named, changing nothing', async () => {
    const empty = await saveMenu(owner, handle.db, ids['harbour-toyota']!, 'footer', { 'footer.0.name': '', 'footer.0.url': '' }).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ValidationError);
    expect((empty as ValidationError).fieldErrors).toEqual({ footer: ['Cannot run without navigation: keep at least one item in the footer menu.'] });
    const bad = await saveMenu(owner, handle.db, ids['harbour-toyota']!, 'header', { 'header.0.name': 'Sale', 'header.0.url': 'javascript:alert(1)' }).catch((e: unknown) => e);
    expect(Object.keys((bad as ValidationError).fieldErrors)).toEqual(['header.0.url']);
    expect((await editorState(owner, handle.db, ids['harbour-toyota']!)).hasDraft).toBe(false);
  });

  it('a titled group edited through the form: a link renamed and moved, one added; a bad one refused with its field named; live on publish', async () => {
    const site = ids['harbour-toyota']!;
    const before = await liveNavigation('harbour-toyota');
    const at = before.header.findIndex((i) => i.name === 'About');
    const about = before.header[at]!;
    expect(about.dropdownMenus?.map((g) => g.title)).toEqual(['Harbour Toyota', 'Why buy from us']);
    const fields = fieldsOf('header', before.header);
    const bad = await saveMenu(owner, handle.db, site, 'header', { ...fields, [`header.${at}.group.0.link.3.name`]: 'Jobs', [`header.${at}.group.0.link.3.url`]: 'jobs.example.com' }).catch((e: unknown) => e);
    expect((bad as ValidationError).fieldErrors).toEqual({ [`header.${at}.group.0.link.3.url`]: ['Use a page of the site starting with /, such as /special-offers, or an address starting with https://.'] });
    expect((await editorState(owner, handle.db, site)).hasDraft).toBe(false);

    const edited: NavItem = {
      ...about,
      dropdownMenus: [
        { ...about.dropdownMenus![0]!, items: [...about.dropdownMenus![0]!.items, { name: 'Jobs', url: 'https://jobs.example.com', target: '_blank' }] },
        { title: 'Why us', items: [about.dropdownMenus![1]!.items[1]!, { ...about.dropdownMenus![1]!.items[0]!, name: 'What owners say' }, about.dropdownMenus![1]!.items[2]!] },
      ],
    };
    const header = before.header.map((i, k) => (k === at ? edited : i));
    await saveMenu(owner, handle.db, site, 'header', fieldsOf('header', header));
    expect(await liveNavigation('harbour-toyota')).toEqual(before);
    await publishDraft(owner, handle.db, site, 'Groups', noExpiry);
    expect((await liveNavigation('harbour-toyota')).header).toEqual(header);

    await saveMenu(owner, handle.db, site, 'header', fieldsOf('header', before.header));
    await publishDraft(owner, handle.db, site, 'Groups put back', noExpiry);
    expect(await liveNavigation('harbour-toyota')).toEqual(before);
  });

  it('a columns item saved through the form becomes titled groups, and the menu it draws is the same', async () => {
    const site = ids['summit-auto-group']!;
    const before = await liveNavigation('summit-auto-group');
    const at = before.header.findIndex((i) => i.dynamicDropdown === 'columns');
    expect(at).toBeGreaterThanOrEqual(0);
    // The form as the editor draws it: the columns item's columns are its groups, no dynamic choice.
    const shown = before.header.map((item) => {
      const parts = editedParts(item, 'header');
      const links = parts.links.map(({ link }) => link);
      return { ...item, dynamicDropdown: (parts.dynamic || undefined) as NavItem['dynamicDropdown'], dropdownItems: links, dropdownMenus: parts.groups };
    });
    await saveMenu(owner, handle.db, site, 'header', fieldsOf('header', shown));
    await publishDraft(owner, handle.db, site, 'Columns as groups', noExpiry);
    const after = await liveNavigation('summit-auto-group');
    expect(after.header[at]).toEqual({
      name: before.header[at]!.name,
      dropdownMenus: before.header[at]!.dropdownItems!.map((c) => ({ title: c.name, items: c.dropdownItems!.map((l) => ({ name: l.name, url: l.url! })) })),
    });
    const noData = { models: [], brands: [], bodies: [], carTypes: [], tractors: [], brandTiles: { hide: [], replace: {}, extra: [] } };
    expect(navEntry(after.header[at]!, noData)).toEqual(navEntry(before.header[at]!, noData));
    expect(after.header.filter((_, k) => k !== at)).toEqual(before.header.filter((_, k) => k !== at));
  });

  it('a group site’s photo hosts edit is the dealership’s: the page says where else it shows, and on publish the photo route’s site has it', async () => {
    const group = ids['summit-auto-group']!;
    const view = await photoHostsView(owner, handle.db, group);
    expect(view.map((d) => [d.slug, d.alsoOn])).toEqual([
      ['summit-mazda', ['Summit Mazda']],
      ['summit-kia', []],
      ['summit-hyundai', []],
    ]);
    const refused = await savePhotoHosts(owner, handle.db, group, { 'hosts.summit-mazda': 'cdn.example.com:8443' }).catch((e: unknown) => e);
    expect((refused as ValidationError).fieldErrors).toEqual({ 'hosts.summit-mazda': ['"cdn.example.com:8443": ports are not allowed; write cdn.example.com.'] });

    await savePhotoHosts(owner, handle.db, group, { 'hosts.summit-mazda': 'photos.mazda.example\n**.dealerphotos.net', 'hosts.summit-kia': '' });
    expect((await photoHostsView(owner, handle.db, group))[0]!.hosts).toEqual(['photos.mazda.example', '**.dealerphotos.net']);
    const mazdaSite = async () => (await loadSite(handle.db, ids['summit-mazda']!))!.dealerships.find((d) => d.slug === 'summit-mazda')!.photoHosts;
    expect(await mazdaSite()).toEqual([]);

    await publishDraft(owner, handle.db, group, 'Photo hosts', noExpiry);
    expect(await mazdaSite()).toEqual(['photos.mazda.example', '**.dealerphotos.net']);
    expect((await exportSiteFile(handle.db, 'summit-mazda')).dealerships[0]!.photoHosts).toEqual(['photos.mazda.example', '**.dealerphotos.net']);
  });

  it('walls: another dealership is not found, sales may not save', async () => {
    const site = ids['harbour-toyota']!;
    await expect(saveMenu(stranger, handle.db, site, 'header', { 'header.0.name': 'New', 'header.0.url': '/new' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(saveMenu(sales, handle.db, site, 'header', { 'header.0.name': 'New', 'header.0.url': '/new' })).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(savePhotoHosts(stranger, handle.db, site, { 'hosts.harbour-toyota': 'cdn.example.com' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(savePhotoHosts(sales, handle.db, site, { 'hosts.harbour-toyota': 'cdn.example.com' })).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(photoHostsView(stranger, handle.db, site)).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });
});

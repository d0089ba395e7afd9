import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFinance, savePromotions } from '../../src/console/site/sections';
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

/** The site editor's banners and offers, and finance with the current rate (issue 31): to the draft, audited, live on publish. */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let websiteId: number;
let owner: StaffActor;
let sales: StaffActor;
const stranger: StaffActor = { staffId: 999, email: 'x@example.com', name: 'X', isOperator: false, dealerships: [{ id: 424242, name: 'Other', role: 'owner' }] };
const noExpiry = async () => undefined;

const liveConfig = async () => siteConfigSchema.parse((await exportSiteFile(handle.db, 'harbour-toyota')).website.config);
const draftAudits = () =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'website'), eq(auditLog.entityId, String(websiteId)), eq(auditLog.action, 'site.draft')));

const PROMOTIONS = {
  'banner.0.imageUrl': '/media/locations/1.svg',
  'banner.0.heading': 'Spring sale',
  'banner.0.text': 'Drive-away prices all month',
  'banner.0.url': '/special-offers',
  'offer.0.heading': 'Free first service',
  'offer.0.text': 'On every car sold this month.',
  'offer.1.heading': 'Finance from 5.99%',
  'offer.1.text': 'Ask our finance manager.',
  'offer.1.imageUrl': 'https://cdn.harbour.example/finance.jpg',
};

describe('site banners, offers and finance', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await applySiteFile(handle.db, readSiteFileFrom('data/sites/01-harbour-toyota.yaml'), { dryRun: false, expire: () => {} });
    const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    websiteId = site!.id;
    const [person] = await handle.db.insert(staff).values({ email: 'owner@offers.example', name: 'Olive Offers' }).returning();
    owner = { staffId: person!.id, email: person!.email, name: person!.name, isOperator: false, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'owner' }] };
    sales = { ...owner, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'sales' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('saves a banner and two offers in order to the draft, audited, live only on publish', async () => {
    const before = await liveConfig();
    expect(before.content.homeBanners).toBeUndefined();
    await savePromotions(owner, handle.db, websiteId, PROMOTIONS);
    expect(await liveConfig()).toEqual(before);
    const state = await editorState(owner, handle.db, websiteId);
    expect(state.changes.map(changeLine)).toEqual(
      expect.arrayContaining(['Home banners, added Spring sale: (none) → Spring sale', 'Special offers, added Free first service: (none) → Free first service']),
    );
    expect(await draftAudits()).toEqual([expect.objectContaining({ staffId: owner.staffId, dealershipId: owner.dealerships[0]!.id })]);
    await publishDraft(owner, handle.db, websiteId, 'Spring offers', noExpiry);
    const live = await liveConfig();
    expect(live.content.homeBanners).toEqual([{ imageUrl: '/media/locations/1.svg', heading: 'Spring sale', text: 'Drive-away prices all month', url: '/special-offers' }]);
    expect(live.content.offers?.map((o) => o.heading)).toEqual(['Free first service', 'Finance from 5.99%']);
  });

  it('reorders and removes: the rows posted are the list, and an empty form takes both keys out of the file', async () => {
    await savePromotions(owner, handle.db, websiteId, { 'offer.0.heading': 'Finance from 5.99%', 'offer.0.text': 'Ask our finance manager.' });
    const draft = (await editorState(owner, handle.db, websiteId)).draft.website.config;
    expect(draft.content?.homeBanners).toBeUndefined();
    expect(draft.content?.offers).toEqual([{ heading: 'Finance from 5.99%', text: 'Ask our finance manager.' }]);
    await savePromotions(owner, handle.db, websiteId, {});
    const emptied = (await editorState(owner, handle.db, websiteId)).draft.website.config;
    expect(Object.keys(emptied.content ?? {})).not.toContain('offers');
  });

  it('saves the provider and current rate; a setting at its default stays out of the file; live on publish', async () => {
    await saveFinance(owner, handle.db, websiteId, 'en-AU', { provider: 'C', 'rate.interestRate': '5.99', 'rate.comparisonRate': '6.87', excludedMakes: '' });
    const state = await editorState(owner, handle.db, websiteId);
    expect(state.draft.website.config.finance).toEqual({ rate: { interestRate: 5.99, comparisonRate: 6.87 } });
    expect(state.changes.map(changeLine)).toEqual(expect.arrayContaining(['Providers, finance: “A” → “C”']));
    await publishDraft(owner, handle.db, websiteId, 'New rate', noExpiry);
    const live = await liveConfig();
    expect(live.providers.finance).toBe('C');
    expect(live.finance.rate).toEqual({ interestRate: 5.99, comparisonRate: 6.87 });
  });

  it('refuses a comparison rate below the interest rate and a bad picture, fields named, changing nothing', async () => {
    const rate = await saveFinance(owner, handle.db, websiteId, 'en-AU', { provider: 'C', 'rate.interestRate': '8', 'rate.comparisonRate': '7' }).catch((e: unknown) => e);
    expect(rate).toBeInstanceOf(ValidationError);
    expect(Object.keys((rate as ValidationError).fieldErrors)).toEqual(['rate.comparisonRate']);
    const picture = await savePromotions(owner, handle.db, websiteId, { 'banner.0.imageUrl': 'http://x.example/a.jpg', 'banner.0.heading': 'Sale' }).catch((e: unknown) => e);
    expect(Object.keys((picture as ValidationError).fieldErrors)).toEqual(['banner.0.imageUrl']);
    expect((await editorState(owner, handle.db, websiteId)).hasDraft).toBe(false);
  });

  it('walls: another dealership is not found, sales may not save', async () => {
    await expect(savePromotions(stranger, handle.db, websiteId, PROMOTIONS)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(savePromotions(sales, handle.db, websiteId, PROMOTIONS)).rejects.toBeInstanceOf(ConsoleForbiddenError);
    await expect(saveFinance(stranger, handle.db, websiteId, 'en-AU', { provider: 'B' })).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(saveFinance(sales, handle.db, websiteId, 'en-AU', { provider: 'B' })).rejects.toBeInstanceOf(ConsoleForbiddenError);
  });

  it("saves an offer's price (SPEC 3 offer_price) as a number, and refuses one of 10 or less by name", async () => {
    await savePromotions(owner, handle.db, websiteId, {
      'offer.0.heading': 'HiLux runout',
      'offer.0.text': 'Drive away today.',
      'offer.0.offerPrice': '$52,990',
      'offer.0.url': '/cars/2024-toyota-hilux-abc123',
    });
    const draft = (await editorState(owner, handle.db, websiteId)).draft.website.config;
    expect(draft.content?.offers).toEqual([{ heading: 'HiLux runout', text: 'Drive away today.', url: '/cars/2024-toyota-hilux-abc123', offerPrice: 52_990 }]);
    const low = await savePromotions(owner, handle.db, websiteId, { 'offer.0.heading': 'A', 'offer.0.text': 'B', 'offer.0.offerPrice': '9' }).catch((e: unknown) => e);
    expect((low as ValidationError).fieldErrors).toEqual({ 'offer.0.offerPrice': ['A price is shown only when it is over $10: leave it empty for an offer without a price.'] });
    await publishDraft(owner, handle.db, websiteId, 'Offer price', noExpiry);
    expect((await liveConfig()).content.offers?.[0]?.offerPrice).toBe(52_990);
  });

  it("saves the site's excluded dealerships into the draft from their boxes; an id the site does not show is not found", async () => {
    const own = owner.dealerships[0]!.id;
    await saveFinance(owner, handle.db, websiteId, 'en-AU', { provider: 'C', [`excludedDealership.${own}`]: 'on' });
    expect((await editorState(owner, handle.db, websiteId)).draft.website.config.finance).toMatchObject({ excludedDealershipIds: [own] });
    await publishDraft(owner, handle.db, websiteId, 'No estimates at Harbour', noExpiry);
    expect((await liveConfig()).finance.excludedDealershipIds).toEqual([own]);

    await expect(saveFinance(owner, handle.db, websiteId, 'en-AU', { provider: 'C', [`excludedDealership.${own}`]: 'on', 'excludedDealership.424242': 'on' })).rejects.toBeInstanceOf(
      ConsoleNotFoundError,
    );
    expect((await editorState(owner, handle.db, websiteId)).hasDraft).toBe(false);

    // Unticked: the key leaves the file.
    await saveFinance(owner, handle.db, websiteId, 'en-AU', { provider: 'C' });
    expect((await editorState(owner, handle.db, websiteId)).draft.website.config.finance).toBeUndefined();
  });
});

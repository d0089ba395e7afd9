import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTracking } from '../../src/console/site/sections';
import { editorState, publishDraft } from '../../src/console/site/versions';
import { migrate } from '../../src/db/migrate';
import { loadSite } from '../../src/db/queries/websites';
import { auditLog, staff, websites } from '../../src/db/schema';
import type { StaffActor } from '../../src/domain/console/access';
import { siteCspAdditions } from '../../src/domain/csp-additions';
import { DEALER_BANNER_MESSAGE, GA_MESSAGE, GTM_MESSAGE } from '../../src/domain/tracking';
import { ValidationError } from '../../src/lib/errors';
import { applySiteFile } from '../../src/site/site-file-service';
import { readSiteFileFrom } from '../../src/site/site-file-text';
import { openTestDatabase } from '../support/test-db';

/** The site editor's Tracking section (issue 31): ids checked by the site schema, saved to the draft, live and in the CSP once published. */
type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: Handle;
let websiteId: number;
let owner: StaffActor;
const noExpiry = { dryRun: false, expire: () => {} };
const draftTracking = async () => (await editorState(owner, handle.db, websiteId)).draft.website.config.tracking;

describe('the Tracking section', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await applySiteFile(handle.db, readSiteFileFrom('data/sites/01-harbour-toyota.yaml'), noExpiry);
    const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    websiteId = site!.id;
    const [person] = await handle.db.insert(staff).values({ email: 'owner@harbour.example', name: 'Olive Owner' }).returning();
    owner = { staffId: person!.id, email: person!.email, name: person!.name, isOperator: false, dealerships: [{ id: site!.dealershipId!, name: 'Harbour', role: 'owner' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('refuses malformed ids with a message per field and leaves no draft', async () => {
    const refused = await saveTracking(owner, handle.db, websiteId, { gtmContainerId: 'GTM 1234', gaMeasurementId: 'UA-1234-5' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fieldErrors).toEqual({ gtmContainerId: [GTM_MESSAGE], gaMeasurementId: [GA_MESSAGE] });
    expect((await editorState(owner, handle.db, websiteId)).hasDraft).toBe(false);
  });

  it('saves good ids to the draft only, audited; published, the site loads them and its CSP allows them', async () => {
    await saveTracking(owner, handle.db, websiteId, { gtmContainerId: 'GTM-AB12CD3', gaMeasurementId: ' G-AB12CD34EF ' });
    expect(await draftTracking()).toEqual({ gtmContainerId: 'GTM-AB12CD3', gaMeasurementId: 'G-AB12CD34EF' });
    expect((await loadSite(handle.db, websiteId))!.config.tracking).toEqual({});
    const audit = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'site.draft'), eq(auditLog.entityId, String(websiteId))));
    expect(audit.length).toBeGreaterThan(0);

    await publishDraft(owner, handle.db, websiteId, 'Tags', async () => undefined);
    const live = (await loadSite(handle.db, websiteId))!;
    expect(live.config.tracking).toEqual({ gtmContainerId: 'GTM-AB12CD3', gaMeasurementId: 'G-AB12CD34EF' });
    expect(siteCspAdditions(live.config)['script-src']).toEqual(['https://www.googletagmanager.com']);
  });

  it('saves a dealer-banner script (SPEC 2 footer); published, its origin joins this site\'s script-src only; an http address is refused', async () => {
    const refused = await saveTracking(owner, handle.db, websiteId, { gtmContainerId: '', gaMeasurementId: '', dealerBannerScriptUrl: 'http://banners.example.com/dealer.js' }).catch((e: unknown) => e);
    expect((refused as ValidationError).fieldErrors).toEqual({ dealerBannerScriptUrl: [DEALER_BANNER_MESSAGE] });
    await saveTracking(owner, handle.db, websiteId, { gtmContainerId: '', gaMeasurementId: '', dealerBannerScriptUrl: 'https://banners.example.com/dealer.js?dealer=HT1' });
    await publishDraft(owner, handle.db, websiteId, 'Banner', async () => undefined);
    const live = (await loadSite(handle.db, websiteId))!;
    expect(live.config.tracking).toEqual({ dealerBannerScriptUrl: 'https://banners.example.com/dealer.js?dealer=HT1' });
    expect(siteCspAdditions(live.config)['script-src']).toEqual(['https://banners.example.com']);
    expect(siteCspAdditions(live.config)['connect-src']).toEqual([]);
  });

  it('blank fields take the tags off: the draft has no tracking key', async () => {
    await saveTracking(owner, handle.db, websiteId, { gtmContainerId: '', gaMeasurementId: '' });
    expect(await draftTracking()).toBeUndefined();
  });
});

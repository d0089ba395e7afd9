import { sql } from 'drizzle-orm';
import { insightsView } from '../../../src/console/insights/service';
import { photoHostsView } from '../../../src/console/site/photo-hosts';
import { saveFinance, saveMenu, saveNotices, savePhotoHosts, savePromotions, saveTracking } from '../../../src/console/site/sections';
import { discardDraft, editDraft, editorState, publishDraft, restoreVersion, siteHistory } from '../../../src/console/site/versions';
import { queryRows } from '../../../src/db/rows';
import type { ForeignRecordCase, TenancyCase, TenancyWorld } from './world';

/** The site editor's and the insights page's rows (issue 31): each acts on the dealership's own site. */

/** The site only this dealership sends leads from (a group's shared site would be another's too). */
async function siteOf(world: TenancyWorld, dealershipId: number): Promise<number> {
  const [row] = await queryRows<{ website_id: number }>(
    world.db,
    sql`select website_id from dealership_websites dw where dealership_id = ${dealershipId}
        and (select count(*) from dealership_websites o where o.website_id = dw.website_id) = 1 limit 1`,
  );
  if (!row) throw new Error(`dealership ${dealershipId} has no site of its own`);
  return row.website_id;
}

const noExpiry = async () => undefined;
const NOW = new Date('2026-11-23T03:00:00Z');

export const cases: TenancyCase[] = [
  { name: 'site editor: open', minimum: 'sales', run: async (w, actor, d) => editorState(actor, w.db, await siteOf(w, d)) },
  { name: 'site editor: history', minimum: 'sales', run: async (w, actor, d) => siteHistory(actor, w.db, await siteOf(w, d)) },
  { name: 'site editor: save to the draft', minimum: 'manager', run: async (w, actor, d) => editDraft(actor, w.db, await siteOf(w, d), (file) => file) },
  {
    name: 'site editor: save the notices',
    minimum: 'manager',
    run: async (w, actor, d, n) => saveNotices(actor, w.db, await siteOf(w, d), { 'bar.0.text': `Closed Monday ${n}`, 'bar.0.url': '/special-offers' }),
  },
  {
    name: 'site editor: tracking tags',
    minimum: 'manager',
    run: async (w, actor, d) => saveTracking(actor, w.db, await siteOf(w, d), { gtmContainerId: 'GTM-TENANT1', gaMeasurementId: '' }),
  },
  {
    name: 'site editor: banners and offers',
    minimum: 'manager',
    run: async (w, actor, d, n) =>
      savePromotions(actor, w.db, await siteOf(w, d), { 'offer.0.heading': `Free service ${n}`, 'offer.0.text': 'On every car.', 'banner.0.imageUrl': '/media/locations/1.svg', 'banner.0.heading': 'Sale' }),
  },
  {
    name: 'site editor: finance and the current rate',
    minimum: 'manager',
    run: async (w, actor, d) =>
      saveFinance(actor, w.db, await siteOf(w, d), 'en-AU', { provider: 'B', 'rate.interestRate': '6.49', 'rate.comparisonRate': '7.99', [`excludedDealership.${d}`]: 'on' }),
  },
  {
    name: 'site editor: save the header menu',
    minimum: 'manager',
    run: async (w, actor, d, n) => saveMenu(actor, w.db, await siteOf(w, d), 'header', { 'header.0.name': `New ${n}`, 'header.0.url': '/search/new-cars' }),
  },
  {
    name: 'site editor: save the footer menu',
    minimum: 'manager',
    run: async (w, actor, d, n) => saveMenu(actor, w.db, await siteOf(w, d), 'footer', { 'footer.0.name': `Contact ${n}`, 'footer.0.url': '/contact' }),
  },
  { name: 'site editor: photo hosts', minimum: 'sales', run: async (w, actor, d) => photoHostsView(actor, w.db, await siteOf(w, d)) },
  {
    name: 'site editor: save the photo hosts',
    minimum: 'manager',
    // The rows act on Summit Mazda, whose own site lists the one dealership of that slug.
    run: async (w, actor, d, n) => savePhotoHosts(actor, w.db, await siteOf(w, d), { 'hosts.summit-mazda': `cdn${n}.example.com` }),
  },
  { name: 'site editor: discard the draft', minimum: 'manager', run: async (w, actor, d) => discardDraft(actor, w.db, await siteOf(w, d)) },
  {
    name: 'site editor: publish',
    minimum: 'manager',
    run: async (w, actor, d, n) => {
      const site = await siteOf(w, d);
      await editDraft(actor, w.db, site, (file) => file);
      return publishDraft(actor, w.db, site, `tenancy ${n}`, noExpiry);
    },
  },
  { name: 'site editor: restore version 1', minimum: 'manager', run: async (w, actor, d) => restoreVersion(actor, w.db, await siteOf(w, d), 1, noExpiry) },
  { name: 'insights: one site', minimum: 'sales', run: async (w, actor, d) => insightsView(w.db, actor, { kind: 'site', siteId: await siteOf(w, d) }, {}, NOW) },
];

/** A dealership id the site does not show, named in a tampered finance form (the boxes offer only the site's own). */
export const foreignRecords: ForeignRecordCase[] = [
  {
    name: 'site editor: finance excludes another dealership',
    make: async (w) => w.other,
    run: async (w, actor, d, id) => saveFinance(actor, w.db, await siteOf(w, d), 'en-AU', { provider: 'B', [`excludedDealership.${id}`]: 'on' }),
  },
];

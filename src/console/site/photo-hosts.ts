import 'server-only';
import type { Db } from '../../db/client';
import { otherSitesShowing, readSiteFile } from '../../db/queries/site-file';
import { readSiteDraft } from '../../db/queries/site-versions';
import type { StaffActor } from '../../domain/console/access';
import type { DealershipHosts } from '../../domain/site-editor/photo-hosts-form';
import { siteForActor } from './site-access';

/**
 * The photo-hosts section's view (issue 31; decision 034): each dealership of the draft with its
 * hosts and the other sites that show it. Photo hosts are the dealership's own record, as its
 * hours are: publishing here changes them on those sites too, and the page says so.
 */
export async function photoHostsView(actor: StaffActor, db: Db, websiteId: number): Promise<DealershipHosts[]> {
  const site = await siteForActor(actor, db, 'site.read', websiteId);
  const file = (await readSiteDraft(db, websiteId))?.file ?? (await readSiteFile(db, site.slug));
  const dealerships = file?.dealerships ?? [];
  const others = await otherSitesShowing(
    db,
    websiteId,
    dealerships.map((d) => d.slug),
  );
  return dealerships.map((d) => ({
    slug: d.slug,
    name: d.name,
    hosts: d.photoHosts ?? [],
    alsoOn: others.filter((o) => o.dealershipSlug === d.slug).map((o) => o.siteName),
  }));
}

import 'server-only';
import type { Db } from '../../db/client';
import { editableSite, editableSites, type EditableSite } from '../../db/queries/site-versions';
import { siteDealershipNames } from '../../db/queries/website-rows';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import type { ConsoleAction } from '../../domain/console/roles';

/**
 * A site belongs to the dealership that owns it (websites.dealership_id): its staff edit it. A site
 * of another dealership, or one owned by none, is not found.
 */
export async function siteForActor(actor: StaffActor, db: Db, action: ConsoleAction, websiteId: number): Promise<EditableSite> {
  const site = await editableSite(db, websiteId);
  if (!site || site.dealershipId === null) throw new ConsoleNotFoundError();
  authorize(actor, action, site.dealershipId);
  return site;
}

/** The sites the actor may open in the editor. */
export async function sitesForActor(actor: StaffActor, db: Db): Promise<EditableSite[]> {
  return editableSites(db, dealershipsAllowing(actor, 'site.read'));
}

/** The dealerships the site shows, by id and name: the finance section's boxes. */
export async function siteDealerships(actor: StaffActor, db: Db, websiteId: number): Promise<{ id: number; name: string }[]> {
  await siteForActor(actor, db, 'site.read', websiteId);
  return siteDealershipNames(db, websiteId);
}

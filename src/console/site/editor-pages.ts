import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '../../db';
import { roleCan } from '../../domain/console/roles';
import { roleAt } from '../../domain/console/access';
import { consolePage } from '../respond';
import { requireStaff, requireStaffAt } from '../session';
import { deliveryAlertsFor, deliveryOverview } from '../delivery/destinations';
import { siteDealerships, sitesForActor } from './site-access';
import { photoHostsView } from './photo-hosts';
import { editorState, siteHistory } from './versions';

/** What the site editor's pages read, for the signed-in staff member (issue 31). */

function siteId(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

/** Read once per request: the editor's layout and its page both show the draft. */
export const editorPage = cache(async (param: string) => {
  const actor = await requireStaff();
  const id = siteId(param);
  return consolePage(async () => {
    const db = await getDb();
    const state = await editorState(actor, db, id);
    const dealershipId = (await sitesForActor(actor, db)).find((s) => s.id === id)?.dealershipId ?? null;
    const role = dealershipId === null ? undefined : roleAt(actor, dealershipId);
    return { ...state, canWrite: role !== undefined && roleCan(role, 'site.write'), canPublish: role !== undefined && roleCan(role, 'site.publish') };
  });
});

export async function historyPage(param: string) {
  const actor = await requireStaff();
  return consolePage(async () => siteHistory(actor, await getDb(), siteId(param)));
}

export async function siteListPage() {
  const actor = await requireStaff();
  return sitesForActor(actor, await getDb());
}

/** The chosen dealership's destinations and health; null when the actor's role there does not manage delivery. */
export async function deliveryPage() {
  const { actor, dealership } = await requireStaffAt();
  if (!dealership || !roleCan(dealership.role, 'delivery.manage')) return null;
  return { dealership, ...(await consolePage(async () => deliveryOverview(actor, await getDb(), dealership.id))) };
}

/** The console's banner: destinations whose owners were alerted and that have not recovered. */
export async function deliveryBanner() {
  const actor = await requireStaff();
  return deliveryAlertsFor(actor, await getDb());
}

/** Each dealership of the site with its photo hosts and the other sites that show it. */
export async function photoHostsPage(param: string) {
  const actor = await requireStaff();
  return consolePage(async () => photoHostsView(actor, await getDb(), siteId(param)));
}

/** The site's dealerships for the finance section's excluded-dealership boxes. */
export async function financeDealerships(param: string) {
  const actor = await requireStaff();
  return consolePage(async () => siteDealerships(actor, await getDb(), siteId(param)));
}

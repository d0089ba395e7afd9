import 'server-only';
import type { InboxScope } from '../../db/queries/console-leads';
import { dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { seesEveryLead, type ConsoleAction } from '../../domain/console/roles';

/** The leads an actor may see for an action: their dealerships allowing it; where they are sales, only their own or unassigned leads. */
export function inboxScopeFor(actor: StaffActor, action: ConsoleAction = 'leads.read'): InboxScope {
  const dealershipIds = dealershipsAllowing(actor, action);
  const ownOnly = actor.dealerships.filter((d) => dealershipIds.includes(d.id) && !seesEveryLead(d.role)).map((d) => d.id);
  return { dealershipIds, ownOnly, staffId: actor.staffId };
}

import 'server-only';
import type { Db } from '../../db/client';
import { queueConsoleEmail } from '../../db/queries/console-emails';
import { leadSettingsOf, staffEmail } from '../../db/queries/console-lead-work';
import { loadLeadMessage } from '../../db/queries/lead-messages';
import { assignNewLead, lockRotation, managersOf, markTurnTaken } from '../../db/queries/lead-notices';
import { nextInTurn } from '../../domain/console/round-robin';
import { env } from '../../env';
import { assignmentEmail, autoReplyEmail, newLeadNotice, type NoticeLead } from './messages';

/**
 * What a new lead sets going at its dealership (issue 28), in the transaction that completes it:
 * the next person in the kind's turn gets it, the managers hear of it, and the shopper gets the
 * kind's automatic reply when the dealership switched one on. Only outbox rows are written here;
 * the emails go out after the shopper's answer. The number of emails queued.
 */
export async function routeNewLead(db: Db, lead: { id: number; dealershipId: number; category: string }): Promise<number> {
  const settings = (await leadSettingsOf(db, [lead.dealershipId])).get(lead.dealershipId);
  const notifyManagers = settings?.notifyManagers ?? true;
  const reply = settings?.autoReplies[lead.category];
  const turn = await lockRotation(db, lead.dealershipId, lead.category);
  if (!notifyManagers && !reply?.enabled && turn.length === 0) return 0;

  const message = await loadLeadMessage(db, lead.id);
  if (!message) return 0;
  const subject: NoticeLead = { ...message, id: lead.id, dealershipId: lead.dealershipId };
  const origin = consoleOrigin();
  const managers = await managersOf(db, lead.dealershipId);
  let queued = 0;
  const queue = async (email: Parameters<typeof queueConsoleEmail>[1] | null) => {
    if (email && (await queueConsoleEmail(db, email))) queued += 1;
  };

  const next = nextInTurn(turn.map((member) => ({ staffId: member.staff_id, lastAssignedAt: member.last_assigned_at === null ? null : new Date(member.last_assigned_at) })));
  if (next !== null) {
    await assignNewLead(db, lead.id, next);
    await markTurnTaken(db, lead.dealershipId, lead.category, next);
    const person = await staffEmail(db, next);
    if (person) await queue(assignmentEmail(subject, { id: next, ...person }, origin, 'turn'));
  }
  if (notifyManagers) for (const manager of managers) await queue(newLeadNotice(subject, manager, origin));
  if (reply?.enabled) await queue(autoReplyEmail(subject, reply));
  return queued;
}

/** Where the console's links point: console.{PLATFORM_DOMAIN} when set; otherwise emails name the lead without a link. */
function consoleOrigin(): string | null {
  const domain = env().PLATFORM_DOMAIN;
  return domain ? `https://console.${domain}` : null;
}

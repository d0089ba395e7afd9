import type { QueuedEmail } from '../../db/queries/console-emails';
import { customerName, type LeadMessage } from '../../domain/lead-message';
import { fillReply } from '../../domain/console/reply-template';
import { messagesFor } from '../../i18n/messages';

/**
 * The console's emails about a lead: to the staff member it was given, to the managers when it
 * arrives, and the automatic reply to the shopper. Each has a unique key (the outbox sends a key
 * once): the reply and the new-lead notice once per lead, an assignment once per assignment.
 */
export type NoticeLead = LeadMessage & { id: number; dealershipId: number };

function kindOf(lead: LeadMessage): string {
  const kinds = messagesFor(lead.website.locale).leadEmail.kinds;
  return kinds[lead.category] ?? lead.category;
}

function consoleLink(origin: string | null, leadId: string): string {
  return origin ? `${origin}/console/leads/${leadId}` : `lead ${leadId} in the console`;
}

export function assignmentEmail(lead: NoticeLead, to: { id: number; email: string; name: string }, origin: string | null, once: string): QueuedEmail {
  const kind = kindOf(lead);
  const shopper = customerName(lead);
  return {
    dealershipId: lead.dealershipId,
    leadId: lead.id,
    onceKey: `assigned:${lead.id}:${to.id}:${once}`,
    toAddress: to.email,
    subject: `A lead for you: ${kind} from ${shopper}`,
    body: `Hi ${to.name},\n\n${kind} from ${shopper} (${lead.website.name}) is now yours.\n\nOpen it: ${consoleLink(origin, lead.leadId)}\n`,
  };
}

export function newLeadNotice(lead: NoticeLead, to: { id: number; email: string }, origin: string | null): QueuedEmail {
  const kind = kindOf(lead);
  const shopper = customerName(lead);
  return {
    dealershipId: lead.dealershipId,
    leadId: lead.id,
    onceKey: `new-lead:${lead.id}:${to.id}`,
    toAddress: to.email,
    subject: `New lead: ${kind} from ${shopper}`,
    body: `${kind} from ${shopper} arrived on ${lead.website.name}.\n\nOpen it: ${consoleLink(origin, lead.leadId)}\n`,
  };
}

/** The automatic reply, its tokens filled from the lead: first name, the car, the dealership and its phone. */
export function autoReplyEmail(lead: NoticeLead, template: { subject: string; body: string }): QueuedEmail | null {
  if (!lead.email) return null;
  const car = lead.vehicle.carId === null && !lead.vehicle.make ? null : [lead.vehicle.year, lead.vehicle.make, lead.vehicle.model, lead.vehicle.trim].filter(Boolean).join(' ');
  const firstName = lead.firstName ?? (lead.name?.trim().split(/\s+/)[0] || null);
  const values = { first_name: firstName, car: car ?? 'your enquiry', dealership: lead.dealership.name ?? lead.website.name, phone: lead.location.phone ?? lead.website.phone };
  return {
    dealershipId: lead.dealershipId,
    leadId: lead.id,
    onceKey: `auto-reply:${lead.id}`,
    toAddress: lead.email,
    subject: fillReply(template.subject, values).slice(0, 200),
    body: fillReply(template.body, values),
  };
}

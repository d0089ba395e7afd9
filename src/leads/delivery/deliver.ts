import { buildAdf } from './adf';
import { sendBookingConfirmation, sendLeadEmail, sendReceiptEmail } from './email';
import type { LeadMessage } from '../../domain/lead-message';
import { postLeadWebhook } from './webhook';

export type Destination = { id: number; kind: string; target: string; format: string };

/** Sends one lead to one destination; throws when the destination did not take it, else answers what it said. */
export async function deliverLead(lead: LeadMessage, destination: Destination): Promise<string> {
  const adf = buildAdf(lead);
  if (destination.kind === 'email') return sendLeadEmail(lead, destination.target, destination.id, destination.format, adf);
  if (destination.kind === 'receipt') return sendReceiptEmail(lead, destination.id);
  if (destination.kind === 'confirmation') return sendBookingConfirmation(lead, destination.id);
  if (destination.kind === 'webhook') return postLeadWebhook(lead, destination.target, destination.format, adf);
  throw new Error(`unknown destination kind '${destination.kind}'`);
}

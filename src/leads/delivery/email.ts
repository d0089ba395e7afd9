import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { env } from '../../env';
import type { LeadMessage } from '../../domain/lead-message';
import { leadEmail } from './lead-email';
import { receiptText } from '../../domain/payments/receipt';
import { bookingConfirmation } from '../../domain/bookings/confirmation';
import { calendarFile } from '../../domain/bookings/ics';

/**
 * Lead emails. With SMTP_URL they go to that server; without, nodemailer's stream transport
 * renders the RFC 822 bytes and each email becomes an .eml file in OUTBOX_DIR, so the demo
 * delivers offline. The Message-ID comes from the lead and destination: a resend after a crash
 * carries the same id and the receiving side can drop the copy.
 */
const SEND_TIMEOUT_MS = 15_000;

/** Sends one email; answers what the server said (its SMTP reply) or where the email was written. */
type Mailer = { send: (message: SendMailOptions) => Promise<string> };

let mailer: Mailer | undefined;

function smtpMailer(url: string): Mailer {
  // Pooled: a burst of leads shares a few connections instead of a handshake per email.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return { send: async (message) => `mail server answered: ${String((await transport.sendMail(message)).response)}` };
}

function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const id = String(message.messageId ?? info.messageId).replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@-]/g, '_');
      // Written under a temporary name and renamed, so a crash never leaves half an email in the outbox.
      const file = path.join(dir, `${id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return `written to the outbox as ${path.basename(file)}`;
    },
  };
}

function currentMailer(): Mailer {
  const { SMTP_URL, OUTBOX_DIR } = env();
  mailer ??= SMTP_URL ? smtpMailer(SMTP_URL) : outboxMailer(path.resolve(OUTBOX_DIR));
  return mailer;
}

/** An email to a shopper (a sign-in code): the same transport as lead emails, so offline it lands in the outbox too. */
export async function sendShopperEmail(message: Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'messageId'>): Promise<void> {
  await currentMailer().send({ from: env().LEAD_MAIL_FROM, ...message });
}

export function leadMessageId(leadId: string, destinationId: number): string {
  return `<lead-${leadId}.${destinationId}@forecourt.localhost>`;
}

/**
 * An email destination's format (docs/adf-leads.md): `adf` sends the ADF document as the whole
 * plain-text body, which is how CRM vendors' mailbox integrations read a lead; `adf-attachment`
 * sends the readable email with the document attached; anything else the readable email alone.
 */
function leadEmailContent(lead: LeadMessage, format: string, adf: string): Pick<SendMailOptions, 'subject' | 'text' | 'html' | 'attachments'> {
  const email = leadEmail(lead);
  if (format === 'adf') return { subject: email.subject, text: adf };
  const attachments = format === 'adf-attachment' ? [{ filename: `lead-${lead.leadId}.adf.xml`, content: adf, contentType: 'application/xml' }] : [];
  return { subject: email.subject, text: email.text, html: email.html, attachments };
}

export async function sendLeadEmail(lead: LeadMessage, to: string, destinationId: number, format: string, adf: string): Promise<string> {
  return currentMailer().send({
    from: env().LEAD_MAIL_FROM,
    to,
    replyTo: lead.email ?? undefined,
    messageId: leadMessageId(lead.leadId, destinationId),
    date: lead.createdAt,
    headers: { 'X-Lead-Id': lead.leadId },
    ...leadEmailContent(lead, format, adf),
  });
}

/** The receipt of a payment lead, to the shopper who paid; a lead without payment details cannot have one. */
export async function sendReceiptEmail(lead: LeadMessage, destinationId: number): Promise<string> {
  const receipt = receiptText(lead);
  if (!receipt || !lead.email) throw new Error('this lead has no payment or no email address for a receipt');
  return currentMailer().send({
    from: env().LEAD_MAIL_FROM,
    to: lead.email,
    subject: receipt.subject,
    messageId: leadMessageId(lead.leadId, destinationId),
    date: lead.createdAt,
    headers: { 'X-Lead-Id': lead.leadId },
    text: receipt.text,
  });
}

/** The confirmation of a booked slot, to the shopper, with the booking as an iCalendar attachment. */
export async function sendBookingConfirmation(lead: LeadMessage, destinationId: number): Promise<string> {
  const confirmation = bookingConfirmation(lead);
  if (!confirmation || !lead.email) throw new Error('this lead holds no booked slot or has no email address for a confirmation');
  return currentMailer().send({
    from: env().LEAD_MAIL_FROM,
    to: lead.email,
    subject: confirmation.subject,
    messageId: leadMessageId(lead.leadId, destinationId),
    date: lead.createdAt,
    headers: { 'X-Lead-Id': lead.leadId },
    text: confirmation.text,
    attachments: [{ filename: 'booking.ics', content: calendarFile(confirmation.event), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  });
}

import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { env } from '../../env';
import { leadJson } from './lead-json';
import { customerName, type LeadMessage } from '../../domain/lead-message';
import { receiptText } from '../../domain/payments/receipt';
import { safeFileName } from '../../domain/file-name';

/**
 * Lead emails. With SMTP_URL they go to that server; without, nodemailer's stream transport
 * renders the RFC 822 bytes and each email becomes an .eml file in OUTBOX_DIR, so the demo
 * delivers offline. The Message-ID comes from the lead and destination: a resend after a crash
 * carries the same id and the receiving side can drop the copy.
 */
const SEND_TIMEOUT_MS = 15_000;

type Mailer = { send: (message: SendMailOptions) => Promise<void> };

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
  return { send: async (message) => void (await transport.sendMail(message)) };
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

function textBody(lead: LeadMessage): string {
  // A file's name is the shopper's text, and leads stored before names were cleaned keep theirs.
  const fields = leadJson({ ...lead, files: lead.files.map((file) => ({ ...file, name: safeFileName(file.name) })) });
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return `New ${lead.category} from ${customerName(lead)} on ${lead.website.name}.\n\n${lines.join('\n')}\n`;
}

export async function sendLeadEmail(lead: LeadMessage, to: string, destinationId: number, adf: string): Promise<void> {
  await currentMailer().send({
    from: env().LEAD_MAIL_FROM,
    to,
    replyTo: lead.email ?? undefined,
    subject: `${lead.website.name}: ${lead.category} from ${customerName(lead)}`,
    messageId: leadMessageId(lead.leadId, destinationId),
    date: lead.createdAt,
    headers: { 'X-Lead-Id': lead.leadId },
    text: textBody(lead),
    // Many dealer CRMs read leads from a mailbox: the ADF document travels with every email.
    attachments: [{ filename: `lead-${lead.leadId}.adf.xml`, content: adf, contentType: 'application/xml' }],
  });
}

/** The receipt of a payment lead, to the shopper who paid; a lead without payment details cannot have one. */
export async function sendReceiptEmail(lead: LeadMessage, destinationId: number): Promise<void> {
  const receipt = receiptText(lead);
  if (!receipt || !lead.email) throw new Error('this lead has no payment or no email address for a receipt');
  await currentMailer().send({
    from: env().LEAD_MAIL_FROM,
    to: lead.email,
    subject: receipt.subject,
    messageId: leadMessageId(lead.leadId, destinationId),
    date: lead.createdAt,
    headers: { 'X-Lead-Id': lead.leadId },
    text: receipt.text,
  });
}

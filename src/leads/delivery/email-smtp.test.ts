import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_OF_EACH_KIND } from '../../test-support/lead-messages';
import { buildAdf } from './adf';

/**
 * An email destination with format adf, sent by our SMTP transport to a real SMTP server and read
 * back by a mail parser, as a CRM's lead mailbox reads it: the plain-text body is the ADF document.
 */
const PORT = 3871;
// The transport is chosen from the environment once, on first use.
process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
const { sendLeadEmail } = await import('./email');

const received = new Map<string, ParsedMail>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 1_000,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.set(String(mail.headers.get('x-lead-id')), mail);
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

beforeAll(() => new Promise<void>((resolve, reject) => {
  server.server.once('error', reject);
  server.listen(PORT, '127.0.0.1', () => resolve());
}));

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ADF as the email body over SMTP', () => {
  it.each(Object.entries(LEAD_OF_EACH_KIND))('%s: the parsed plain-text body is the ADF document', async (kind, lead) => {
    const leadId = `${lead.leadId}-${kind.replace(/[^a-z0-9]+/gi, '-')}`;
    const sent = { ...lead, leadId };
    const adf = buildAdf(sent);
    await sendLeadEmail(sent, 'crm@harbour-toyota.example', 21, 'adf', adf);
    const mail = received.get(leadId);
    expect(mail?.text).toBe(adf);
    expect(mail?.html).toBe(false);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.messageId).toBe(`<lead-${leadId}.21@forecourt.localhost>`);
  });
});

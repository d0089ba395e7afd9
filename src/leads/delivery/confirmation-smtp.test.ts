import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_OF_EACH_KIND } from '../../test-support/lead-messages';

/**
 * A booking's confirmation sent by our SMTP transport to a real SMTP server, read back by a mail
 * parser as the shopper's mail program reads it, and its calendar file by an RFC 5545 parser.
 */
const PORT = 3872;
process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
const { sendBookingConfirmation } = await import('./email');

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

describe("the shopper's booking confirmation", () => {
  const lead = {
    ...LEAD_OF_EACH_KIND['test drive booked into a slot']!,
    location: { id: 3, name: 'Harbour Toyota; Dealership', email: null, phone: '03 9000 1001', address: '1 Bay St, Port Melbourne VIC 3207' },
  };

  it('goes to the shopper with the slot in the location clock and a calendar file an RFC 5545 parser reads', async () => {
    await sendBookingConfirmation(lead, 31);
    const mail = received.get(lead.leadId);
    expect(mail?.to).toMatchObject({ text: 'jane@example.com' });
    expect(mail?.subject).toBe('Your test drive at Harbour Toyota; Dealership: Monday 30 November, 10:00am to 10:30am (Sydney time)');
    expect(mail?.text).toContain('Please bring your driver licence.');
    const [ics] = mail?.attachments ?? [];
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.filename).toBe('booking.ics');
    const text = ics!.content.toString('utf8');
    expect(text).toMatch(/\r\n/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`booking-41-${lead.leadId}@forecourt.localhost`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-29T23:30:00.000Z');
    expect(event.summary).toBe('Test drive: 2021 Toyota Corolla at Harbour Toyota; Dealership');
    expect(event.location).toBe('Harbour Toyota; Dealership, 1 Bay St, Port Melbourne VIC 3207');
  });

  it('is refused for a lead that holds no slot', async () => {
    await expect(sendBookingConfirmation(LEAD_OF_EACH_KIND['test drive']!, 31)).rejects.toThrow(/no booked slot/);
  });
});

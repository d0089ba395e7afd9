import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadMessage } from '../../domain/lead-message';
import { leadMessage } from '../../test-support/lead-messages';
import { buildAdf } from './adf';

// The outbox directory is read from the environment once, on first use.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-outbox-'));
process.env.OUTBOX_DIR = outbox;
delete process.env.SMTP_URL;
const { leadMessageId, sendLeadEmail } = await import('./email');

const lead: LeadMessage = {
  leadId: '0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  createdAt: new Date('2026-11-23T04:00:00Z'),
  category: 'new-vehicle-enquiry',
  subcategory: null,
  name: 'Zoë O\'Brien',
  firstName: null,
  middleName: null,
  lastName: null,
  email: 'zoe@example.com',
  phone: null,
  postcode: null,
  message: 'Line one\nLine two <b>bold</b>',
  optIn: true,
  vehicle: { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null, slug: null, trim: null, price: null, odometerKm: null },
  website: { slug: 'harbour-toyota', name: 'Harbour Toyota', locale: 'en-AU', phone: null },
  dealership: { slug: 'harbour-toyota', name: 'Harbour Toyota' },
  location: { id: null, name: null, email: null, phone: null },
  url: null,
  source: 'Website',
  userAgent: null,
  visitedPages: [],
  linkedQueryParams: {},
  anonId: null,
  sessionId: null,
  extra: {},
  files: [],
};

afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

describe('lead email without SMTP', () => {
  it('has a Message-ID stable per lead and destination', () => {
    expect(leadMessageId(lead.leadId, 4)).toBe('<lead-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.4@forecourt.localhost>');
    expect(leadMessageId(lead.leadId, 4)).toBe(leadMessageId(lead.leadId, 4));
    expect(leadMessageId(lead.leadId, 5)).not.toBe(leadMessageId(lead.leadId, 4));
  });

  it('is written to the outbox as one RFC 822 file per lead and destination; a resend replaces it', async () => {
    await sendLeadEmail(lead, 'leads@harbour-toyota.example', 4, 'adf-attachment', '<adf/>');
    await sendLeadEmail(lead, 'leads@harbour-toyota.example', 4, 'adf-attachment', '<adf/>');
    const files = fs.readdirSync(outbox);
    expect(files).toEqual(['lead-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.4@forecourt.localhost.eml']);
    const raw = fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^Message-ID:\s+<lead-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b\.4@forecourt\.localhost>$/m);
    expect(raw).toMatch(/^X-Lead-ID: 0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b$/im);
    expect(raw).toMatch(/^To: leads@harbour-toyota\.example$/m);
    expect(raw).toMatch(/^Reply-To: zoe@example\.com$/m);
    expect(raw).toContain('lead-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.adf.xml');
  });

  it.each([
    ['adf', 'the ADF document as the whole plain-text body, nothing else', 11],
    ['text', 'the readable email in text and HTML, no attachment', 12],
    ['adf-attachment', 'the readable email with the ADF document attached', 13],
  ])('format %s sends %s', async (format, _what, destinationId) => {
    const car = leadMessage();
    const adf = buildAdf(car);
    await sendLeadEmail(car, 'crm@harbour-toyota.example', destinationId, format, adf);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, `lead-${car.leadId}.${destinationId}@forecourt.localhost.eml`)));
    expect(parsed.subject).toBe('Harbour Toyota: Used vehicle enquiry from Jane Citizen');
    if (format === 'adf') {
      expect(parsed.text).toBe(adf);
      expect(parsed.html).toBe(false);
      expect(parsed.attachments).toEqual([]);
    } else {
      expect(parsed.text).toMatch(/^Used vehicle enquiry from Jane Citizen\n/);
      expect(parsed.html).toContain('<h1');
      const attached = parsed.attachments.map((a) => ({ name: a.filename, type: a.contentType, body: a.content.toString('utf8') }));
      expect(attached).toEqual(format === 'adf-attachment' ? [{ name: `lead-${car.leadId}.adf.xml`, type: 'application/xml', body: adf }] : []);
    }
  });

  it('names an uploaded file cleaned, even one stored before names were cleaned', async () => {
    const withFile: LeadMessage = { ...leadMessage(), leadId: 'file-name-lead', files: [{ name: '..\\x\u202egpj.exe\r\nBcc: a@b.c', contentType: 'image/jpeg', size: 10 }] };
    await sendLeadEmail(withFile, 'leads@harbour-toyota.example', 9, 'text', '<adf/>');
    const raw = fs.readFileSync(path.join(outbox, 'lead-file-name-lead.9@forecourt.localhost.eml'), 'utf8');
    const body = raw.replace(/=\r?\n/g, '');
    expect(body).toContain('xgpj.exe Bcc: a@b.c');
    expect(body).not.toMatch(/\u202e|=E2=80=AE|\\u202e/i);
  });
});

import { describe, expect, it } from 'vitest';
import { LEAD_OF_EACH_KIND, leadMessage } from '../../test-support/lead-messages';
import { leadEmail } from './lead-email';

/**
 * The dealer's email for every lead kind, kept as reviewable files (text and HTML) under
 * __snapshots__/lead-email: a change to what a dealer reads shows in the diff.
 */
const fileName = (kind: string) => kind.replace(/[^a-z0-9]+/gi, '-');

describe('lead email of each kind (snapshots)', () => {
  it.each(Object.entries(LEAD_OF_EACH_KIND))('%s', async (kind, lead) => {
    const email = leadEmail(lead);
    await expect(`Subject: ${email.subject}\n\n${email.text}`).toMatchFileSnapshot(`__snapshots__/lead-email/${fileName(kind)}.txt`);
    await expect(email.html).toMatchFileSnapshot(`__snapshots__/lead-email/${fileName(kind)}.html`);
  });
});

describe('leadEmail', () => {
  it.each(Object.entries(LEAD_OF_EACH_KIND))('%s: says what the lead is in words, never its category slug', (_kind, lead) => {
    const email = leadEmail(lead);
    expect(email.subject).not.toContain(lead.category);
    expect(email.text.split('\n')[0]).not.toContain(lead.category);
    expect(email.text.split('\n')[0]).toMatch(/^[A-Z]/);
  });

  it('opens with the kind and the shopper, then the car: year make model trim, stock number, price, odometer and link', () => {
    const { subject, text } = leadEmail(leadMessage());
    expect(subject).toBe('Harbour Toyota: Used vehicle enquiry from Jane Citizen');
    expect(text.split('\n').slice(0, 9)).toEqual([
      'Used vehicle enquiry from Jane Citizen',
      'Harbour Toyota Dealership',
      '',
      '2021 Toyota Corolla Ascent Sport',
      'Stock number: HT1234U',
      'Price: $24,990',
      'Odometer: 41,250 km',
      'View this vehicle on the website: https://harbour-toyota.example/cars/2021-toyota-corolla-ascent-sport-ht1234u',
      '',
    ]);
  });

  it('lists the answers with their labels in the order the forms ask them', () => {
    const { text } = leadEmail(LEAD_OF_EACH_KIND['trade-in with the car wanted'] ?? leadMessage());
    const details = text.slice(text.indexOf('Details\n')).split('\n').slice(1, 18);
    expect(details).toEqual([
      'First name: Jane',
      'Last name: Citizen',
      'Email: jane@example.com',
      'Phone: 0412345678',
      'Postcode: 3000',
      'Location: Harbour Toyota Dealership',
      'Rego: ABC123',
      'Registration state: VIC',
      'Make: Mazda',
      'Model: CX-5',
      'Year: 2017',
      'Odometer: 98,500',
      'Condition: Good',
      'Finance owing: Yes',
      'Payout amount: 4,200',
      'Message: Is it still available?',
      'Agreed to marketing: No',
    ]);
  });

  it('writes a US lead in US words and money, and a car without a price as price on application', () => {
    const { subject, text } = leadEmail(LEAD_OF_EACH_KIND['enquiry on a US site about a car without a price'] ?? leadMessage());
    expect(subject).toBe('Lone Star Autos: New vehicle inquiry from Sam Rivera');
    expect(text).toContain('Price: Price on application');
    expect(text).toContain('ZIP code: 78701');
    expect(text).toContain('License plate: TX 4KD-921');
    expect(text).not.toContain('Odometer');
  });

  it("names the shopper's car to service from the make and model the form asked", () => {
    const { text } = leadEmail(LEAD_OF_EACH_KIND['service booking'] ?? leadMessage());
    expect(text).toContain('Rego: XYZ789\nMake: Toyota\nModel: RAV4\nYear: 2019\nOdometer: 60,000 km\n');
  });

  it('names an answer no catalogue labels from its key, after the labelled ones', () => {
    const { text } = leadEmail(leadMessage({ extra: { trade_in_notes: 'Scratched', rego: 'ABC123' } }));
    expect(text.indexOf('Rego: ABC123')).toBeLessThan(text.indexOf('Trade in notes: Scratched'));
  });

  it('escapes every value the shopper typed in the HTML part and keeps their line breaks', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\'';
    const { html } = leadEmail(
      leadMessage({
        name: hostile,
        message: `line one\n${hostile}`,
        extra: { [`note${hostile}`]: hostile },
        url: 'https://harbour-toyota.example/cars/1?a="><img src=x>',
        vehicle: { ...leadMessage().vehicle, trim: hostile, slug: '"><b>x' },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
    expect(html).toContain('line one<br>&lt;script&gt;');
    expect(html).toContain('href="https://harbour-toyota.example/cars/%22%3E%3Cb%3Ex"');
  });

  it('links the car only from a web page address', () => {
    expect(leadEmail(leadMessage({ url: 'javascript:alert(1)' })).html).not.toContain('href=');
    expect(leadEmail(leadMessage({ url: null })).text).not.toContain('View this vehicle');
  });
});

describe('a booked slot', () => {
  it("reads as the location's clock in the dealer's email", () => {
    const email = leadEmail(LEAD_OF_EACH_KIND['test drive booked into a slot']!);
    expect(email.text).toContain('Booking time: Monday 30 November, 10:00am to 10:30am (Sydney time)');
    expect(email.text).not.toContain('2026-11-30T10:00');
  });
});

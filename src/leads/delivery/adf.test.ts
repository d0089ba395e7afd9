import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadMessage } from '../../domain/lead-message';
import { LEAD_OF_EACH_KIND, leadMessage } from '../../test-support/lead-messages';
import { buildAdf } from './adf';

/**
 * Every lead kind the sites send becomes an ADF/XML 1.0 document that libxml2's validating parser
 * (xmllint, Debian's libxml2-utils) accepts against the ADF 1.0 DTD.
 */
const DTD = path.join(import.meta.dirname, 'adf-1.0.dtd');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-adf-'));

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function validate(xml: string, name: string): { ok: boolean; errors: string } {
  const file = path.join(workDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.xml`);
  fs.writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', DTD, file], { encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  return { ok: run.status === 0, errors: run.stderr };
}

describe('ADF 1.0 DTD validation (xmllint)', () => {
  it.each(Object.entries(LEAD_OF_EACH_KIND))('%s', (name, lead) => {
    const result = validate(buildAdf(lead), name);
    expect(result.errors).toBe('');
    expect(result.ok).toBe(true);
  });

  it('the DTD rejects what the issue found: a prospect without a vehicle, an interest of service', () => {
    const xml = buildAdf(leadMessage());
    const noVehicle = xml.replace(/<vehicle[\s\S]*?<\/vehicle>\s*/g, '');
    expect(validate(noVehicle, 'no-vehicle').ok).toBe(false);
    expect(validate(xml.replace('interest="buy"', 'interest="service"'), 'service-interest').ok).toBe(false);
    expect(validate(xml.replace(/<year>2021<\/year>\s*/, ''), 'no-year').ok).toBe(false);
  });

  it.each([
    ['a name alone', '', false],
    ['an email', '<email>a@b.example</email>', true],
    ['an email and phones', '<email>a@b.example</email><phone>1</phone><phone>2</phone>', true],
    ['phones', '<phone>1</phone><phone>2</phone>', true],
    ['a phone before the email', '<phone>1</phone><email>a@b.example</email>', false],
    ['two emails', '<email>a@b.example</email><email>c@d.example</email>', false],
  ])('the DTD takes a contact as ADF 1.0 prints it (a name, then an email or phones or both): %s', (_name, reach, valid) => {
    const xml = buildAdf(leadMessage()).replace(/<vendor>[\s\S]*<\/vendor>/, `<vendor><vendorname>V</vendorname><contact><name>V</name>${reach}</contact></vendor>`);
    expect(validate(xml, `contact-${_name}`).ok).toBe(valid);
  });

  it('the DTD is one libxml2 reads without complaint (deterministic content models)', () => {
    expect(validate(buildAdf(leadMessage()), 'clean').errors).toBe('');
    expect(fs.readFileSync(DTD, 'utf8')).not.toMatch(/[“”]/);
  });

  it('a lead with markup, quotes and control characters in every field stays valid', () => {
    const hostile = 'A<b>&"\'\u0000\u000B]]>';
    const lead = leadMessage({
      firstName: hostile,
      lastName: hostile,
      message: hostile,
      dealership: { slug: 'x', name: hostile },
      url: `https://x.example/?a=1&b=${hostile}`,
      extra: { [`key${hostile}`]: hostile },
      vehicle: { ...leadMessage().vehicle, make: hostile, model: hostile, stockNumber: hostile },
    });
    expect(validate(buildAdf(lead), 'hostile').errors).toBe('');
  });
});

describe('buildAdf', () => {
  const xml = buildAdf(leadMessage());

  it('is an ADF 1.0 document with the lead id as prospect id', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(xml).toContain('<id sequence="1" source="Forecourt">7f9c2e56-1d7a-4c43-9a55-2f5b0c1e8d21</id>');
    expect(xml).toContain('<requestdate>2026-11-23T04:00:00.000Z</requestdate>');
    expect(xml.trimEnd().endsWith('</adf>')).toBe(true);
  });

  it.each([
    ['vehicle', '<vehicle interest="buy" status="used">'],
    ['year', '<year>2021</year>'],
    ['stock number', '<stock>HT1234U</stock>'],
    ['first name', '<name part="first">Jane</name>'],
    ['last name', '<name part="last">Citizen</name>'],
    ['email', '<email>jane@example.com</email>'],
    ['phone', '<phone>0412345678</phone>'],
    ['postcode', '<postalcode>3000</postalcode>'],
    ['vendor', '<vendorname>Harbour Toyota</vendorname>'],
    ['lead category for the CRM', '<service>Website: used-vehicle-enquiry (harbour-toyota)</service>'],
  ])('carries the %s', (_name, fragment) => {
    expect(xml).toContain(fragment);
  });

  it('writes an empty vehicle for a lead without a car and leaves out what the lead does not have', () => {
    const bare = buildAdf(LEAD_OF_EACH_KIND['general enquiry without a car'] ?? leadMessage());
    expect(bare).toMatch(/<vehicle interest="buy" status="new">\s*<year\/>\s*<make\/>\s*<model\/>\s*<\/vehicle>/);
    const customer = /<customer>[\s\S]*<\/customer>/.exec(bare)?.[0] ?? '';
    expect(customer).toContain('<email>jane@example.com</email>');
    expect(customer).not.toContain('<phone>');
    expect(customer).not.toContain('<address>');
    expect(bare).toContain('<name part="full">Jane Citizen</name>');
  });

  it("names the shopper's own car with its interest for a trade-in", () => {
    const doc = buildAdf(LEAD_OF_EACH_KIND['trade-in with the car wanted'] ?? leadMessage());
    expect(doc).toMatch(/<vehicle interest="trade-in" status="used">\s*<year>2017<\/year>\s*<make>Mazda<\/make>\s*<model>CX-5<\/model>/);
    expect(doc).toContain('<odometer units="km">98500</odometer>');
    // ADF 1.0 leaves <condition> out of the vehicle's content model.
    expect(doc).not.toContain('<condition>');
    expect(doc).toMatch(/<comments>Shopper’s vehicle to trade in; Rego: ABC123 \(VIC\); Finance owing: Yes, payout 4200; Condition: good<\/comments>/);
  });

  it("carries the dealer's car's trim, odometer, price and stock number", () => {
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used">\s*<year>2021<\/year>\s*<make>Toyota<\/make>\s*<model>Corolla<\/model>\s*<vin>JTDBR32E720012345<\/vin>\s*<stock>HT1234U<\/stock>\s*<trim>Ascent Sport<\/trim>\s*<odometer units="km">41250<\/odometer>\s*<price type="quote" currency="AUD">24990<\/price>/,
    );
    const poa = buildAdf(LEAD_OF_EACH_KIND['enquiry on a US site about a car without a price'] ?? leadMessage());
    expect(poa).toContain('<trim>XLT</trim>');
    expect(poa).not.toContain('<price');
  });

  it.each([
    ['first and last asked', { firstName: 'Jane', lastName: 'Citizen' }, ['<name part="first">Jane</name>', '<name part="last">Citizen</name>'], 'part="full">Jane'],
    ['a full name asked', { name: 'Jane Citizen', firstName: null, lastName: null }, ['<name part="full">Jane Citizen</name>'], 'part="first"'],
    ['a first name only', { name: null, firstName: 'Jane', lastName: null }, ['<name part="full">Jane</name>'], 'part="first"'],
  ])("names the shopper by parts only where the form asked for both: %s", (_name, overrides, present, absent) => {
    const customer = /<customer>[\s\S]*<\/customer>/.exec(buildAdf(leadMessage(overrides)))?.[0] ?? '';
    for (const fragment of present) expect(customer).toContain(fragment);
    expect(customer).not.toContain(absent);
  });

  it("gives the vendor contact the dealership's email and phone, or the site's phone", () => {
    const vendor = (lead: LeadMessage) => /<vendor>[\s\S]*<\/vendor>/.exec(buildAdf(lead))?.[0] ?? '';
    expect(vendor(leadMessage())).toMatch(/<contact>\s*<name part="full">Harbour Toyota Dealership<\/name>\s*<email>sales@harbour-toyota\.example<\/email>\s*<phone>03 9000 1001<\/phone>\s*<\/contact>/);
    const noLocation = leadMessage({ location: { id: null, name: null, email: null, phone: null } });
    expect(vendor(noLocation)).toMatch(/<contact>\s*<name part="full">Harbour Toyota<\/name>\s*<phone>03 9000 1000<\/phone>\s*<\/contact>/);
  });

  it.each([
    ['message', { message: '</comments><injected>&' }, '&lt;/comments&gt;&lt;injected&gt;&amp;'],
    ['name', { firstName: 'A<b>', lastName: 'O\'Brien & "Co"' }, '<name part="last">O\'Brien &amp; "Co"</name>'],
    ['dealership', { dealership: { slug: 'x', name: 'Smith & Sons <Motors>' } }, '<vendorname>Smith &amp; Sons &lt;Motors&gt;</vendorname>'],
    ['url in an element', { url: 'https://x.example/?a=1&b=2' }, '<url>https://x.example/?a=1&amp;b=2</url>'],
    ['control characters', { message: 'hi\u0000there\u000B' }, 'hithere'],
    ['a lone surrogate', { message: 'a\uD800b' }, 'ab'],
    ['an emoji kept', { message: 'car 🚗' }, 'car 🚗'],
  ])('escapes what the shopper typed: %s', (_name, overrides, fragment) => {
    const doc = buildAdf(leadMessage(overrides));
    expect(doc).toContain(fragment);
    expect(doc).not.toContain('<injected>');
    expect(doc).not.toMatch(/[\u0000-\u0008\u000B\u000C]/);
  });

  it('puts extra answers and the category in the comments', () => {
    const doc = buildAdf(leadMessage({ extra: { trade_in_rego: 'ABC123', services: ['Oil', 'Tyres'] }, subcategory: 'finance' }));
    expect(doc).toContain('trade_in_rego: ABC123');
    expect(doc).toContain('services: Oil, Tyres');
    expect(doc).toContain('Category: used-vehicle-enquiry / finance');
  });
});

describe('a booked slot', () => {
  const booked = LEAD_OF_EACH_KIND['test drive booked into a slot']!;

  it("is the customer's timeframe in the location's time and a comments line with the instants", () => {
    const xml = buildAdf(booked);
    expect(xml).toContain('<timeframe>Monday 30 November, 10:00am to 10:30am (Sydney time)</timeframe>');
    expect(xml).toContain('Booked: Monday 30 November, 10:00am to 10:30am (Sydney time) [2026-11-29T23:00:00.000Z to 2026-11-29T23:30:00.000Z]');
  });
});

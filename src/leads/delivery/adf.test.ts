import { describe, expect, it } from 'vitest';
import { buildAdf } from './adf';
import type { LeadMessage } from '../../domain/lead-message';
import { escapeXml } from './xml';

function sampleLead(overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    leadId: '7f9c2e56-1d7a-4c43-9a55-2f5b0c1e8d21',
    createdAt: new Date('2026-11-23T04:00:00Z'),
    category: 'used-vehicle-enquiry',
    subcategory: null,
    name: 'Jane Citizen',
    firstName: 'Jane',
    middleName: null,
    lastName: 'Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    postcode: '3000',
    message: 'Is it still available?',
    optIn: false,
    vehicle: { carId: 12, carType: 'used', stockNumber: 'AB123', make: 'Toyota', model: 'Corolla', year: 2021, vin: null },
    website: { slug: 'harbour-toyota', name: 'Harbour Toyota' },
    dealership: { slug: 'harbour-toyota', name: 'Harbour Toyota' },
    location: { id: 3, name: 'Harbour Toyota Dealership' },
    url: 'https://harbour-toyota.example/cars/1',
    source: 'Website',
    userAgent: null,
    visitedPages: [],
    linkedQueryParams: {},
    extra: {},
    files: [],
    ...overrides,
  };
}

describe('escapeXml', () => {
  it.each([
    ['plain text', 'Jane', 'Jane'],
    ['ampersand', 'Smith & Sons', 'Smith &amp; Sons'],
    ['markup', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['quotes', `"quoted" 'single'`, '&quot;quoted&quot; &apos;single&apos;'],
    ['an entity already written', '&amp;', '&amp;amp;'],
    ['a CDATA terminator', ']]>', ']]&gt;'],
    ['forbidden control characters', 'a\u0000b\u0007c\u001Fd', 'abcd'],
    ['tab, newline and carriage return kept', 'a\tb\nc\rd', 'a\tb\nc\rd'],
    ['a lone surrogate dropped', 'a\uD800b', 'ab'],
    ['an emoji (surrogate pair) kept', 'car 🚗', 'car 🚗'],
    ['U+FFFE dropped', 'a\uFFFEb', 'ab'],
    ['non-ASCII letters kept', 'Zoë Ōtākou', 'Zoë Ōtākou'],
  ])('%s', (_name, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('buildAdf', () => {
  const xml = buildAdf(sampleLead());

  it('is an ADF 1.0 document with the lead id as prospect id', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(xml).toContain('<id sequence="1" source="Forecourt">7f9c2e56-1d7a-4c43-9a55-2f5b0c1e8d21</id>');
    expect(xml).toContain('<requestdate>2026-11-23T04:00:00.000Z</requestdate>');
    expect(xml.trimEnd().endsWith('</adf>')).toBe(true);
  });

  it.each([
    ['vehicle', '<vehicle interest="buy" status="used">'],
    ['year', '<year>2021</year>'],
    ['stock number', '<stock>AB123</stock>'],
    ['first name', '<name part="first">Jane</name>'],
    ['last name', '<name part="last">Citizen</name>'],
    ['email', '<email>jane@example.com</email>'],
    ['phone', '<phone>0412345678</phone>'],
    ['postcode', '<postalcode>3000</postalcode>'],
    ['vendor', '<vendorname>Harbour Toyota</vendorname>'],
  ])('carries the %s', (_name, fragment) => {
    expect(xml).toContain(fragment);
  });

  it('leaves out what the lead does not have', () => {
    const bare = buildAdf(sampleLead({ vehicle: { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null }, firstName: null, lastName: null, phone: null }));
    expect(bare).not.toContain('<vehicle');
    expect(bare).not.toContain('<phone>');
    expect(bare).toContain('<name part="full">Jane Citizen</name>');
  });

  it.each([
    ['message', { message: '</comments><injected>&' }, '&lt;/comments&gt;&lt;injected&gt;&amp;'],
    ['name', { firstName: 'A<b>', lastName: 'O\'Brien & "Co"' }, '<name part="last">O&apos;Brien &amp; &quot;Co&quot;</name>'],
    ['dealership', { dealership: { slug: 'x', name: 'Smith & Sons <Motors>' } }, '<vendorname>Smith &amp; Sons &lt;Motors&gt;</vendorname>'],
    ['url in an element', { url: 'https://x.example/?a=1&b=2' }, '<url>https://x.example/?a=1&amp;b=2</url>'],
    ['control characters', { message: 'hi\u0000there\u000B' }, 'hithere'],
  ])('escapes what the shopper typed: %s', (_name, overrides, fragment) => {
    const doc = buildAdf(sampleLead(overrides));
    expect(doc).toContain(fragment);
    expect(doc).not.toContain('<injected>');
    expect(doc).not.toMatch(/[\u0000-\u0008\u000B\u000C]/);
  });

  it('puts extra answers and the category in the comments', () => {
    const doc = buildAdf(sampleLead({ extra: { trade_in_rego: 'ABC123', services: ['Oil', 'Tyres'] }, subcategory: 'finance' }));
    expect(doc).toContain('trade_in_rego: ABC123');
    expect(doc).toContain('services: Oil, Tyres');
    expect(doc).toContain('Category: used-vehicle-enquiry / finance');
  });
});

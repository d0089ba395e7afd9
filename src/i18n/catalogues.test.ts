import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/site-config';
import { fill, plural } from './fill';
import { enAU } from './en-AU';
import { messagesFor } from './messages';
import type { Messages } from './types';
import { spell } from './spell';

type Leaf = { path: string; text: string };

/** Every string of a catalogue with its path, the spelling swaps left out (they are data about words, not words shown). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value) || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (path === '' && key === 'spelling' ? [] : leaves(inner, path ? `${path}.${key}` : key)));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const source = new Map(leaves(messagesFor('en-AU')).map((l) => [l.path, l.text]));

describe('catalogues', () => {
  it.each(LOCALES)('%s has the placeholders of en-AU in every message', (locale) => {
    const different = leaves(messagesFor(locale)).filter((l) => JSON.stringify(placeholders(l.text)) !== JSON.stringify(placeholders(source.get(l.path) ?? '')));
    expect(different.map((l) => l.path)).toEqual([]);
  });

  it.each(LOCALES)('%s already reads in its own spelling (SPEC 1 swaps leave it unchanged)', (locale) => {
    const unspelt = leaves(messagesFor(locale)).filter((l) => spell(l.text, locale) !== l.text);
    expect(unspelt.map((l) => `${l.path}: ${l.text}`)).toEqual([]);
  });

  // Sections ride in the payload of stored pages, and one character past Latin-1 doubles the cost
  // of sending every such page (decision 011, addendum; tests/e2e/page-cache.spec.ts).
  it.each(LOCALES)('%s holds Latin-1 text only', (locale) => {
    const wide = leaves(messagesFor(locale)).filter((l) => /[^\u0000-\u00ff]/u.test(l.text));
    expect(wide.map((l) => `${l.path}: ${l.text}`)).toEqual([]);
  });

  it.each([
    ['en-AU', 'shortlist.favourites', 'Favourites'],
    ['en-US', 'shortlist.favourites', 'Favorites'],
    ['en-NZ', 'search.panel.rangeNames.km', 'Kilometres'],
    ['en-US', 'search.panel.rangeNames.km', 'Mileage'],
    ['en-US', 'accounts.enquiries', 'Inquiries'],
    ['en-US', 'locations.pageTypes.service', 'Service Center'],
    ['en-AU', 'car.specs.odometer', 'Odometer'],
    ['en-US', 'car.specs.odometer', 'Mileage'],
    ['en-US', 'car.actions.financeEnquiry', 'Finance Inquiry'],
    ['en-US', 'car.certified.intro', 'This vehicle is part of the {programme} program. Before sale it has been:'],
    ['en-US', 'finance.calculator.frequencies.fortnightly', 'Biweekly'],
    ['en-NZ', 'head.siteDescription', '{site}: new, demo and used stock, finance and service.'],
    // One word for a used car on a US site, in the menus, filters, suggestions, cards and specs alike.
    ['en-US', 'car.conditions.used', 'Pre-owned'],
    ['en-AU', 'car.share.networks.email', 'Email'],
    ['en-AU', 'finance.calculator.errors.depositTooHigh', 'The deposit must be less than the price.'],
    ['en-US', 'finance.calculator.errors.depositTooHigh', 'The down payment must be less than the price.'],
    ['en-AU', 'finance.form.deposit', 'Deposit'],
    ['en-US', 'finance.form.deposit', 'Down payment'],
    ['en-US', 'finance.form.depositOrTradeIn', 'Down payment or trade-in value'],
    ['en-US', 'finance.form.repayments', 'Payment frequency'],
    ['en-US', 'finance.calculator.checkFields', 'Check the highlighted fields to see your payment.'],
    ['en-US', 'finance.chart.summary', 'Over {years} years you pay {principal} of principal and {interest} of interest{balloon}.'],
    ['en-US', 'leadEmail.fields.deposit', 'Down payment'],
    ['en-US', 'leadEmail.fields.repayment_frequency', 'Payment frequency'],
    ['en-AU', 'leadEmail.fields.repayment_frequency', 'Repayments'],
    ['en-AU', 'formPages.financeEnquiry.heading', 'Finance enquiry'],
    ['en-US', 'formPages.financeEnquiry.heading', 'Finance inquiry'],
    ['en-AU', 'catalogue.bodies.ute', 'Ute'],
    ['en-US', 'catalogue.bodies.ute', 'Pickup'],
    ['en-US', 'search.bodies.people-mover', 'Minivan'],
  ] as const)('%s %s reads %s', (locale, path, text) => {
    expect(leaves(messagesFor(locale)).find((l) => l.path === path)?.text).toBe(text);
  });
});

describe('the catalogue type', () => {
  it('is en-AU\'s own shape: a catalogue without one of its sections does not type-check', () => {
    const withoutHome: Partial<Messages> = { ...enAU };
    delete withoutHome.home;
    // @ts-expect-error: every locale has every section and message of en-AU
    const incomplete: Messages = withoutHome;
    expect(incomplete).not.toHaveProperty('home');
  });

  it('takes any words in en-AU\'s places', () => {
    const other: Messages = { ...enAU, layout: { ...enAU.layout, skipToContent: 'Skip' } };
    expect(other.layout.skipToContent).toBe('Skip');
  });
});

describe('fill and plural', () => {
  it.each([
    ['{count} saved car', 1, '1 saved car'],
    ['{count} saved cars', 3, '3 saved cars'],
  ])('fills %s with %i', (template, count, expected) => {
    expect(fill(template, { count })).toBe(expected);
  });

  it('keeps an unknown placeholder visible', () => {
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });

  it.each([
    [0, '0 cars'],
    [1, '1 car'],
    [2, '2 cars'],
  ])('picks the form for %i', (count, expected) => {
    expect(plural({ one: '{count} car', other: '{count} cars' }, count)).toBe(expected);
  });
});

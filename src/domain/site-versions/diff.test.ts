import { describe, expect, it } from 'vitest';
import { changeLine, siteFileDiff } from './diff';

const location = (saturday: unknown, holidays: unknown[] = []) => ({
  dealerships: [
    {
      slug: 'harbour',
      name: 'Harbour Toyota',
      locations: [{ slug: 'sales', name: 'Harbour Sales', hours: { saturday }, holidayHours: holidays }],
    },
  ],
});

const open = (from: string, to: string) => ({ status: 'Open', open: from, close: to });

describe('siteFileDiff', () => {
  it.each([
    {
      name: 'changed hours name the location and day',
      before: location(open('08:00', '17:00')),
      after: location(open('08:30', '12:00')),
      lines: ['Harbour Toyota, Harbour Sales, hours, Saturday: 08:00–17:00 → 08:30–12:00'],
    },
    {
      name: 'a day closed',
      before: location(open('08:00', '17:00')),
      after: location({ status: 'Closed', open: null, close: null }),
      lines: ['Harbour Toyota, Harbour Sales, hours, Saturday: 08:00–17:00 → Closed'],
    },
    {
      name: 'a holiday added is named by its name and date',
      before: location(open('08:00', '17:00')),
      after: location(open('08:00', '17:00'), [{ date: '2026-12-25', name: 'Christmas Day', hours: { status: 'Closed', open: null, close: null } }]),
      lines: ['Harbour Toyota, Harbour Sales, holiday hours, added Christmas Day (2026-12-25): (none) → Closed'],
    },
    {
      name: 'a home text in plain words',
      before: { website: { config: { content: { home: { heroHeading: 'Welcome' } } } } },
      after: { website: { config: { content: { home: { heroHeading: 'Hello Bayside' } } } } },
      lines: ['Home page, hero heading: “Welcome” → “Hello Bayside”'],
    },
    {
      name: 'a block switched off',
      before: { website: { config: { content: { home: { certifiedBlock: 'standard' } } } } },
      after: { website: { config: { content: { home: {} } } } },
      lines: ['Home page, certified block: “standard” → (none)'],
    },
    {
      name: 'a colour',
      before: { website: { config: { theme: { primary: '#112233' } } } },
      after: { website: { config: { theme: { primary: '#445566' } } } },
      lines: ['Theme, primary colour: “#112233” → “#445566”'],
    },
    {
      name: 'a feature switch',
      before: { website: { config: { features: { garage: false } } } },
      after: { website: { config: { features: { garage: true } } } },
      lines: ['Features, garage: off → on'],
    },
    {
      name: 'a page removed and one edited, matched by slug not position',
      before: { website: { config: { content: { pages: [{ slug: 'a', title: 'About' }, { slug: 'b', title: 'Jobs' }] } } } },
      after: { website: { config: { content: { pages: [{ slug: 'b', title: 'Careers' }] } } } },
      lines: ['Page, Careers, title: “Jobs” → “Careers”', 'Page, removed About: About → (none)'],
    },
    {
      name: 'notices named by their words, and the closing line',
      before: { website: { config: { content: { bars: [{ text: 'Closed Monday' }], bottomNote: 'Prices include GST.' } } } },
      after: { website: { config: { content: { bars: [{ text: 'Closed Monday', url: '/hours' }, { text: 'Spring sale' }] } } } },
      lines: [
        'Notices, Closed Monday, url: (none) → “/hours”',
        'Notices, added Spring sale: (none) → Spring sale',
        'Closing line under the footer: “Prices include GST.” → (none)',
      ],
    },
    {
      name: 'the first notice on a site without the list',
      before: { website: { config: { content: {} } } },
      after: { website: { config: { content: { bars: [{ text: 'Spring sale', url: '/special-offers' }] } } } },
      lines: ['Notices, added Spring sale: (none) → Spring sale'],
    },
    {
      name: 'banners and offers named by their headings, and the current rate',
      before: { website: { config: { content: { offers: [{ heading: 'Free service', text: 'On every car.' }] }, finance: { rate: { interestRate: 6.29, comparisonRate: 8.19 } } } } },
      after: {
        website: {
          config: {
            content: { homeBanners: [{ imageUrl: '/media/a.jpg', heading: 'Spring sale' }], offers: [{ heading: 'Free service', text: 'On every car sold.' }] },
            finance: { rate: { interestRate: 5.99, comparisonRate: 8.19 } },
          },
        },
      },
      lines: [
        'Special offers, Free service, text: “On every car.” → “On every car sold.”',
        'Home banners, added Spring sale: (none) → Spring sale',
        'Finance, current rate, interest rate: 6.29 → 5.99',
      ],
    },
    {
      name: "an offer's price and the dealerships without estimates, in the dealer's words",
      before: { website: { config: { content: { offers: [{ heading: 'Runout', text: 'Save.' }] } } } },
      after: { website: { config: { content: { offers: [{ heading: 'Runout', text: 'Save.', offerPrice: 39990 }] }, finance: { excludedDealershipIds: [3] } } } },
      lines: ['Special offers, Runout, offer price: (none) → 39990', 'Finance, dealerships without estimates: (none) → 1 item'],
    },
    {
      name: "a site's first current rate, named field by field",
      before: { website: { config: { providers: { finance: 'A' } } } },
      after: { website: { config: { providers: { finance: 'A' }, finance: { rate: { interestRate: 5.49, comparisonRate: 6.37 } } } } },
      lines: ['Finance, current rate, interest rate: (none) → 5.49', 'Finance, current rate, comparison rate: (none) → 6.37'],
    },
    { name: 'nothing changed', before: location(open('08:00', '17:00')), after: location(open('08:00', '17:00')), lines: [] },
  ])('$name', ({ before, after, lines }) => {
    expect(siteFileDiff(before, after).map(changeLine)).toEqual(lines);
  });

  it('cuts long texts', () => {
    const [change] = siteFileDiff({ body: 'x'.repeat(200) }, { body: 'y' });
    expect(change!.before.length).toBeLessThan(70);
  });
});

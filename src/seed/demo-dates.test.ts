import { describe, expect, it } from 'vitest';
import type { SiteFile } from '../domain/site-file/schema';
import { moveDemoDates } from './demo-dates';

const FILES_DATE = '2026-11-23';

function file(publishedAt: string, holiday: string): SiteFile {
  return {
    website: {
      slug: 'demo',
      name: 'Demo',
      template: 'franchise',
      locale: 'en-AU',
      hostnames: [],
      config: {
        theme: { primary: '#000000', accent: '#ffffff' },
        navigation: { header: [], footer: [] },
        content: { pages: [{ kind: 'news', slug: 'a', title: 'A', publishedAt }, { kind: 'page', slug: 'b', title: 'B' }] },
      },
    },
    dealerships: [
      {
        slug: 'd',
        name: 'D',
        brand: { showPhones: false },
        leadDestinations: [],
        locations: [
          {
            slug: 'l',
            name: 'L',
            type: 'sales',
            visible: true,
            manufacturers: [],
            street: '1 St',
            city: 'C',
            state: 'S',
            postcode: '1',
            hours: {},
            holidayHours: [{ date: holiday, hours: 'Closed' }],
          },
        ],
      },
    ],
  };
}

describe('moveDemoDates', () => {
  it.each([
    // reference date, news in the file, holiday in the file, news moved, holiday moved
    ['the files date itself: nothing moves', FILES_DATE, '2026-11-11', '2026-12-25', '2026-11-11', '2026-12-25'],
    ['a day later: news a day later, Christmas stays', '2026-11-24', '2026-11-11', '2026-12-25', '2026-11-12', '2026-12-25'],
    ['after Christmas: next year\'s Christmas', '2026-12-26', '2026-11-11', '2026-12-25', '2026-12-14', '2027-12-25'],
    ['on the holiday itself: that day', '2026-12-25', '2026-11-11', '2026-12-25', '2026-12-13', '2026-12-25'],
    ['New Year in the file, a date before it: stays in its year', '2026-06-01', '2026-11-11', '2027-01-01', '2026-05-20', '2027-01-01'],
    ['months earlier: news across a year boundary', '2026-01-05', '2026-11-11', '2026-12-05', '2025-12-24', '2026-12-05'],
  ])('%s', (_name, referenceDate, news, holiday, movedNews, movedHoliday) => {
    const moved = moveDemoDates(file(news, holiday), FILES_DATE, referenceDate);
    expect(moved.website.config.content?.pages?.[0]?.publishedAt).toBe(movedNews);
    expect(moved.website.config.content?.pages?.[1]?.publishedAt).toBeUndefined();
    expect(moved.dealerships[0]?.locations[0]?.holidayHours[0]?.date).toBe(movedHoliday);
  });

  it('leaves the file it was given as it was', () => {
    const given = file('2026-11-11', '2026-12-25');
    moveDemoDates(given, FILES_DATE, '2027-03-01');
    expect(given).toEqual(file('2026-11-11', '2026-12-25'));
  });
});

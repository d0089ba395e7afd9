import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Location, Site } from '../../domain/types';
import { siteConfig } from '../../test-support/site-config';
import { HoursTable } from './HoursTable';
import { LocationLicences, LocationStars } from './LocationFacts';

const location: Location = {
  id: 1,
  dealershipId: 1,
  name: 'Parramatta',
  slug: 'parramatta',
  primary: true,
  position: 1,
  type: 'sales',
  subtypes: [],
  manufacturers: [],
  dealerLicenseNumber: 'MD 12345',
  motorVehicleRepairer: 'MVRL 678',
  averageRating: 4.5,
  reviewCount: 20,
  imageUrl: null,
  address: { street: '1 Main St', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: null, long: null, placeId: null, placeUrl: null },
  phone: '(02) 9000 0001',
  landlinePhone: null,
  email: null,
  visitNote: null,
  badge: null,
  openingHours: [],
  specialHours: [],
};

function site(over: { reviews?: boolean; ratingMinimum?: number } = {}): Site {
  const config = siteConfig({ ratingMinimum: over.ratingMinimum ?? 4 });
  return {
    id: 1,
    slug: 'demo',
    name: 'Demo',
    template: 'franchise',
    locale: 'en-AU',
    hostnames: [],
    phone: null,
    dealershipGroup: null,
    address: null,
    manufacturer: null,
    config: { ...config, features: { ...config.features, reviews: over.reviews ?? true } },
    dealerships: [],
    locations: [location],
  };
}

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('location facts shared by the card, the page and the car page', () => {
  it.each([
    ['reviews on, rating above the minimum', { reviews: true, ratingMinimum: 4 }, 4.5, true],
    ['rating at the minimum', { reviews: true, ratingMinimum: 4.5 }, 4.5, false],
    ['reviews off', { reviews: false, ratingMinimum: 4 }, 4.5, false],
    ['no rating', { reviews: true, ratingMinimum: 4 }, null, false],
  ] as const)('stars: %s', (_, over, averageRating, shown) => {
    const markup = html(createElement(LocationStars, { location: { ...location, averageRating }, site: site(over) }));
    expect(markup.includes('class="stars"')).toBe(shown);
  });

  it('licences show both numbers, each labelled once (issue 26), and nothing when there are none', () => {
    const markup = html(createElement(LocationLicences, { location, site: site() }));
    expect(markup).toContain('>MD 12345<');
    expect(markup).toContain('>MVRL 678<');
    const bare = html(createElement(LocationLicences, { location: { ...location, dealerLicenseNumber: '12345', motorVehicleRepairer: '678' }, site: site() }));
    expect(bare).toContain(`>${site().config.licenceLabel} 12345<`);
    expect(bare).toContain('>MVR 678<');
    expect(html(createElement(LocationLicences, { location: { ...location, dealerLicenseNumber: null, motorVehicleRepairer: null }, site: site() }))).toBe('');
  });

  it('an hours table has one row a group, and a caption only when given one', () => {
    const rows = [
      { label: 'Mon - Fri', hours: '8:00am - 5:00pm' },
      { label: 'Sat', hours: 'Closed' },
    ];
    const markup = html(createElement(HoursTable, { rows }));
    expect(markup.match(/<tr>/g)).toHaveLength(2);
    expect(markup).not.toContain('<caption');
    expect(html(createElement(HoursTable, { rows, caption: 'Opening hours' }))).toContain('<caption class="visually-hidden">Opening hours</caption>');
  });
});

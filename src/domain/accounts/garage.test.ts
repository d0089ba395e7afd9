import { describe, expect, it } from 'vitest';
import { categoryLabel, garageOwner, isBooking, watchedStatusLabel } from './garage';

describe('garage', () => {
  it.each([
    ['test-drive', true],
    ['service-booking', true],
    ['used-vehicle-enquiry', false],
    ['general-enquiry', false],
  ])('%s is a booking: %s', (category, expected) => {
    expect(isBooking(category)).toBe(expected);
  });
  it.each([
    ['used-vehicle-enquiry', 'Used vehicle enquiry'],
    ['test-drive', 'Test drive'],
    ['', 'Enquiry'],
  ])('%s reads %s', (category, expected) => {
    expect(categoryLabel(category)).toBe(expected);
  });
});

describe('watchedStatusLabel', () => {
  it.each([
    [{ status: 'sold', reserved: true }, 'Sold'],
    [{ status: 'in_stock', reserved: true }, 'Reserved'],
    [{ status: 'coming_soon', reserved: false }, 'Coming Soon'],
    [{ status: 'in_stock', reserved: false }, 'Available'],
  ])('%j reads %s', (car, expected) => {
    expect(watchedStatusLabel(car)).toBe(expected);
  });
});

describe('garageOwner', () => {
  const sam = { id: 7, email: 'sam@example.com' };
  it.each([
    ['signed in, own address', 'sam@example.com', sam, 7],
    ['signed in, own address in another case', ' Sam@Example.com ', sam, 7],
    ['signed in, another address', 'victim@example.com', sam, null],
    ['signed out, any address', 'sam@example.com', null, null],
    ['signed in, no address on the lead', undefined, sam, null],
    ['signed in, an empty address', '', sam, null],
  ] as const)('%s', (_name, email, shopper, expected) => {
    expect(garageOwner(email, shopper)).toBe(expected);
  });
});

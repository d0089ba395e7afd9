import { describe, expect, it } from 'vitest';
import { mapHeader, missingColumns } from './columns';
import { parseFeedCar } from './feed-car';
import { jsonCarRecord } from './json-car';

const base = { stocknum: 'A1', make: 'Toyota', model: 'Corolla', year: '2020', car_type: 'used' };

describe('parseFeedCar', () => {
  it('leaves absent what the record has no column for, and reads a blank cell as empty (null)', () => {
    const result = parseFeedCar({ ...base, badge: 'Ascent', vin: '', colour: '  ', images: '' });
    expect(result).toEqual({
      ok: true,
      car: { stocknum: 'A1', make: 'Toyota', model: 'Corolla', year: 2020, car_type: 'used', badge: 'Ascent', vin: null, colour: null, images: null },
    });
  });

  it.each([
    [{ price: '$23,990' }, { price: 23_990 }],
    [{ price: '' }, { price: null }],
    [{ location: '' }, { location: null }],
    [{ images: [] }, { images: [] }],
    [{ car_type: ' New ' }, { car_type: 'new' }],
    [{ status: 'SOLD' }, { status: 'sold' }],
    [{ reserved: 'yes', show_on_dealer_website: '0' }, { reserved: true, show_on_dealer_website: false }],
    [{ images: 'https://a.example/1.jpg | https://a.example/2.jpg' }, { images: ['https://a.example/1.jpg', 'https://a.example/2.jpg'] }],
    [{ features: 'Bluetooth||Cruise control' }, { features: ['Bluetooth', 'Cruise control'] }],
    [{ stocknum: 12345, year: 2020, price: 19990 }, { stocknum: '12345', year: 2020, price: 19_990 }],
    [{ before_price: null }, { before_price: null }],
    [{ id: 7, slug: 'x', finance: {} }, { stocknum: 'A1' }],
  ])('reads %j', (fields, expected) => {
    const result = parseFeedCar({ ...base, ...fields });
    expect(result.ok && result.car).toMatchObject(expected);
  });

  it.each([
    [{ stocknum: '' }, 'stocknum: Stock number is required.'],
    [{ year: '' }, 'year: Year is required.'],
    [{ make: null }, 'make: Make is required.'],
    [{ year: '20x0' }, 'year: Year must be a number.'],
    [{ year: '1850' }, 'year: Year is before 1900.'],
    [{ price: 'POA' }, 'price: Price must be a number.'],
    [{ price: '12.5' }, 'price: Price must be a whole number.'],
    [{ km: '-4' }, 'km: Odometer cannot be negative.'],
    [{ stocknum: 'has space' }, 'stocknum: A stock number is letters and digits, with dots, hyphens or underscores inside.'],
    [{ car_type: 'nearly new' }, 'car_type: Car type must be new, demo or used.'],
    [{ status: 'gone' }, 'status: Status must be in_stock, coming_soon or sold.'],
    [{ reserved: 'maybe' }, 'reserved: Reserved must be true or false.'],
    [{ images: 'ftp://x.example/a.jpg' }, 'images.0: An image is an http(s) URL or a path starting with /.'],
    [{ price: 'x', km: 'y' }, 'km: Odometer must be a number.; price: Price must be a number.'],
  ])('refuses %j: %s', (fields, reason) => {
    const result = parseFeedCar({ ...base, ...fields });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.split('; ').sort().join('; ')).toBe(reason.split('; ').sort().join('; '));
  });
});

describe('feed columns', () => {
  it('maps headers case-insensitively, through a mapping file, and ignores unknown columns', () => {
    const columns = mapHeader(['Stock No', 'MAKE', 'model', 'Year', 'Condition', 'Dealer Notes'], { columns: { 'stock no': 'stocknum', Condition: 'car_type' } });
    expect(columns).toEqual(['stocknum', 'make', 'model', 'year', 'car_type', null]);
    expect(missingColumns(columns)).toEqual([]);
  });

  it('names the required columns a header lacks', () => {
    expect(missingColumns(mapHeader(['stocknum;make;model;year;car_type']))).toEqual(['stocknum', 'make', 'model', 'year', 'car_type']);
  });
});

describe('jsonCarRecord', () => {
  it('reads photos as the car API writes them, or as plain URLs', () => {
    expect(jsonCarRecord({ ...base, images: [{ image: { url: 'https://a.example/1.jpg' }, thumb: { url: 't' } }, 'https://a.example/2.jpg'] }).images).toEqual([
      'https://a.example/1.jpg',
      'https://a.example/2.jpg',
    ]);
  });

  it('gives an empty record for anything but an object', () => {
    expect(jsonCarRecord([1])).toEqual({});
    expect(jsonCarRecord('car')).toEqual({});
  });
});

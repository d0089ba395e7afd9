import { describe, expect, it } from 'vitest';
import { changedFields, type CarFields } from '../car-merge';
import { checkFeedCar } from '../stock-feed/feed-car';
import { carFormRecord, carFormValues, EMPTY_CAR_FORM } from './car-form';

const car: CarFields = {
  location_id: 3,
  name: '2021 Toyota HiLux SR5',
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  year: 2021,
  km: 42_000,
  vin: null,
  price: 0,
  before_price: null,
  subscription_price: null,
  car_type: 'used',
  item_type: 'car',
  status: 'in_stock',
  reserved: false,
  reservable: null,
  preorder: false,
  certified: false,
  show_on_dealer_website: true,
  tag: null,
  simple_body: 'Ute',
  simple_fuel: 'Diesel',
  simple_drive: '4WD',
  transmission: 'Automatic',
  colour: 'White',
  seats: 5,
  categories: [],
  features: ['Tow bar', 'Bluetooth'],
  description: null,
  images: [{ url: 'https://img.example/1.jpg', thumbUrl: 'https://img.example/1.jpg' }],
};

describe('the car editor as a feed record', () => {
  it('round-trips a stored car through the feed schema', () => {
    const values = carFormValues('HT1', car, 'camperdown');
    expect(values.price).toBe('');
    expect(values.features).toBe('Tow bar\nBluetooth');
    const checked = checkFeedCar(carFormRecord((name) => values[name as keyof typeof values]));
    expect(checked.ok && checked.car).toMatchObject({ stocknum: 'HT1', price: null, km: 42_000, features: ['Tow bar', 'Bluetooth'], images: ['https://img.example/1.jpg'], location: 'camperdown', reserved: false });
  });

  it.each([
    [{ year: '' }, 'year', 'Year is required.'],
    [{ price: 'cheap' }, 'price', 'Price must be a number.'],
    [{ km: '-1' }, 'km', 'Odometer cannot be negative.'],
    [{ stocknum: 'two words' }, 'stocknum', 'A stock number is letters and digits, with dots, hyphens or underscores inside.'],
    [{ images: 'ftp://x.example/a.jpg' }, 'images.0', 'An image is an http(s) URL or a path starting with /.'],
  ])('files %j under its field in plain words', (change, field, message) => {
    const values = { ...EMPTY_CAR_FORM, stocknum: 'A1', make: 'Kia', model: 'Rio', year: '2020', car_type: 'used', ...change };
    const checked = checkFeedCar(carFormRecord((name) => values[name as keyof typeof values]));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toEqual([message]);
  });

  it('leaves out a column the form did not send', () => {
    expect(carFormRecord((name) => (name === 'price' ? '100' : undefined))).toEqual({ price: '100' });
  });
});

describe('changedFields', () => {
  it('keeps only what changed', () => {
    expect(changedFields(car, { ...car, price: 30_000, features: ['Tow bar'] })).toEqual({
      before: { price: 0, features: ['Tow bar', 'Bluetooth'] },
      after: { price: 30_000, features: ['Tow bar'] },
    });
  });
  it('records every field of a new car', () => {
    expect(Object.keys(changedFields(null, car).after)).toHaveLength(Object.keys(car).length);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeCar } from '../car-merge';
import { carPatchSchema, dealerCarSchema, newCarSlug, stockNumberSchema, toCarPatch, toCarWrite } from './car-input';
import { carReservedSchema } from './dealer-car';
import { fieldErrors } from './field-errors';

const minimal = { make: 'Toyota', model: 'Corolla', year: 2022, car_type: 'used', price: 25990 };

/** A new car from a PUT body, as the dealer API makes it. */
const newCar = (stocknum: string, body: unknown, locationId: number) =>
  toCarWrite(stocknum, mergeCar(null, toCarPatch(dealerCarSchema.parse(body)), { defaultLocationId: locationId, itemType: 'car' }));

const errorsOf = (input: unknown) => {
  const parsed = dealerCarSchema.safeParse(input);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe('dealerCarSchema', () => {
  it('fills in the defaults of a minimal car', () => {
    const car = newCar('HT1', minimal, 7);
    expect(car).toMatchObject({
      stocknum: 'HT1',
      slug: '2022-toyota-corolla-ht1',
      name: '2022 Toyota Corolla',
      km: 0,
      status: 'in_stock',
      item_type: 'car',
      reserved: false,
      reservable: null,
      show_on_dealer_website: true,
      badge: null,
      images: [],
      features: [],
      location_id: 7,
    });
  });

  it('names the car from year, make, model and badge unless a name is given', () => {
    expect(newCar('A1', { ...minimal, badge: 'Ascent Sport' }, 1).name).toBe('2022 Toyota Corolla Ascent Sport');
    expect(newCar('A1', { ...minimal, name: 'Corolla Hatch' }, 1).name).toBe('Corolla Hatch');
  });

  it('keeps image URLs in order as image and thumbnail', () => {
    const car = newCar('A1', { ...minimal, images: ['https://cdn.example/1.jpg', '/media/cars/suv/white/1.svg'] }, 1);
    expect(car.images).toEqual([
      { url: 'https://cdn.example/1.jpg', thumbUrl: 'https://cdn.example/1.jpg' },
      { url: '/media/cars/suv/white/1.svg', thumbUrl: '/media/cars/suv/white/1.svg' },
    ]);
  });

  it.each([
    [{}, { make: ['Make is required.'], model: ['Model is required.'], year: ['Year is required.'], car_type: ['Car type is required.'], price: ['Price is required.'] }],
    [{ ...minimal, price: -1 }, { price: ['Price cannot be negative.'] }],
    [{ ...minimal, price: 10.5 }, { price: ['Price must be a whole number.'] }],
    [{ ...minimal, price: '25990' }, { price: ['Price must be a number.'] }],
    [{ ...minimal, year: 1850 }, { year: ['Year is before 1900.'] }],
    [{ ...minimal, car_type: 'nearly-new' }, { car_type: ['Car type must be new, demo or used.'] }],
    [{ ...minimal, make: '   ' }, { make: ['Make cannot be empty.'] }],
    [{ ...minimal, make: null }, { make: ['Make is required.'] }],
    [{ ...minimal, status: 'gone' }, { status: ['Status must be in_stock, coming_soon or sold.'] }],
    [{ ...minimal, reserved: 'yes' }, { reserved: ['Reserved must be true or false.'] }],
    [{ ...minimal, images: ['javascript:alert(1)'] }, { 'images.0': ['An image is an http(s) URL or a path starting with /.'] }],
    [{ ...minimal, images: ['//evil.example/x.jpg'] }, { 'images.0': ['An image is an http(s) URL or a path starting with /.'] }],
    [{ ...minimal, images: ['/\\evil.example/x.jpg'] }, { 'images.0': ['An image is an http(s) URL or a path starting with /.'] }],
    [{ ...minimal, images: ['/%5Cevil.example/x.jpg'] }, { 'images.0': ['An image is an http(s) URL or a path starting with /.'] }],
    [{ ...minimal, features: ['x'.repeat(201)] }, { 'features.0': ['Features has at most 200 characters.'] }],
    [{ ...minimal, location_id: 0 }, { location_id: ['Location must be a location id.'] }],
    [{ ...minimal, colour_code: 'X' }, { colour_code: ['This field is not part of a car.'] }],
    [[minimal], { _form: ['Send the car as a JSON object.'] }],
  ])('%j is refused with %j', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

describe('carPatchSchema', () => {
  it('keeps what a merge patch leaves out absent and what it sends as null null', () => {
    expect(carPatchSchema.parse({ price: 23_990, vin: null, images: [] })).toEqual({ price: 23_990, vin: null, images: [] });
    expect(toCarPatch(carPatchSchema.parse({ images: null, colour: 'Red' }))).toEqual({ images: null, colour: 'Red' });
  });

  it.each([
    [{ make: null }, { make: ['Make is required.'] }],
    [{ year: null }, { year: ['Year is required.'] }],
    [{ car_type: null }, { car_type: ['Car type is required.'] }],
    [{ km: -1 }, { km: ['Odometer cannot be negative.'] }],
    [{ stocknum: 'X' }, { stocknum: ['This field is not part of a car.'] }],
  ])('%j is refused with %j', (input, errors) => {
    const parsed = carPatchSchema.safeParse(input);
    expect(parsed.success ? null : fieldErrors(parsed.error)).toEqual(errors);
  });
});

describe('stockNumberSchema', () => {
  it.each([
    ['HT1234U', true],
    ['ab-12_3.4', true],
    ['-12', false],
    ['has space', false],
    ['x'.repeat(41), false],
    ['', false],
    ['ü1', false],
  ])('%s -> %s', (value, ok) => {
    expect(stockNumberSchema.safeParse(value).success).toBe(ok);
  });
});

describe('carReservedSchema', () => {
  it.each([
    [{ reserved: true }, true],
    [{ reserved: false }, true],
    [{ reserved: 'true' }, false],
    [{}, false],
    [{ reserved: true, price: 1 }, false],
  ])('%j -> %s', (value, ok) => {
    expect(carReservedSchema.safeParse(value).success).toBe(ok);
  });
});

describe('newCarSlug', () => {
  it.each([
    [{ year: 2022, make: 'Toyota', model: 'Land Cruiser', badge: 'GXL', stocknum: 'HT1234U' }, '2022-toyota-land-cruiser-gxl-ht1234u'],
    [{ year: 2019, make: 'Mazda', model: 'CX-5', badge: null, stocknum: 'A.1_b' }, '2019-mazda-cx-5-a-1-b'],
  ])('%j -> %s', (car, slug) => {
    expect(newCarSlug(car)).toBe(slug);
  });
});

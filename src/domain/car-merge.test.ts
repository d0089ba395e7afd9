import { describe, expect, it } from 'vitest';
import { CAR_FIELDS, mergeCar, type CarField, type CarFields, type MergeContext } from './car-merge';

const context: MergeContext = { defaultLocationId: 1, itemType: 'car' };

/** A stored car with a value in every field that differs from what clearing gives. */
const stored: CarFields = {
  location_id: 7,
  name: '2021 Mazda CX-5 Maxx Sport',
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  series: 'KF',
  year: 2021,
  km: 41_000,
  vin: 'JM0KF4W7A00000001',
  price: 31_990,
  before_price: 33_990,
  subscription_price: 199,
  car_type: 'used',
  item_type: 'truck',
  status: 'coming_soon',
  reserved: true,
  reservable: true,
  preorder: true,
  certified: true,
  show_on_dealer_website: false,
  tag: 'Hot deal',
  simple_body: 'SUV',
  simple_fuel: 'Petrol',
  simple_drive: 'AWD',
  transmission: 'Automatic',
  colour: 'Soul Red',
  seats: 5,
  categories: ['family'],
  features: ['Bluetooth'],
  description: 'One owner.',
  images: [{ url: 'https://cdn.example/1.jpg', thumbUrl: 'https://cdn.example/1.jpg' }],
};

/**
 * Per field: a new value, and what the field is after a write that gives it empty ('refused':
 * the schemas refuse it before the merge). Every field of a car is in the table.
 */
const TABLE: { [K in CarField]: [value: CarFields[K], empty: CarFields[K] | 'refused'] } = {
  location_id: [9, 1],
  name: ['Family SUV', '2021 Mazda CX-5 Maxx Sport'],
  make: ['Toyota', 'refused'],
  model: ['CX-8', 'refused'],
  badge: ['Akera', null],
  series: ['KG', null],
  year: [2022, 'refused'],
  km: [50_000, 0],
  vin: ['JM0KF4W7A00000002', null],
  price: [29_990, 0],
  before_price: [30_990, null],
  subscription_price: [249, null],
  car_type: ['demo', 'refused'],
  item_type: ['car', 'car'],
  status: ['sold', 'in_stock'],
  reserved: [false, true],
  reservable: [false, null],
  preorder: [false, false],
  certified: [false, false],
  show_on_dealer_website: [true, false],
  tag: ['New arrival', null],
  simple_body: ['Wagon', null],
  simple_fuel: ['Diesel', null],
  simple_drive: ['FWD', null],
  transmission: ['Manual', null],
  colour: ['White', null],
  seats: [7, null],
  categories: [['tow'], []],
  features: [['Sunroof'], []],
  description: ['Two owners.', null],
  images: [[{ url: '/media/2.jpg', thumbUrl: '/media/2.jpg' }], []],
};

describe('mergeCar: one rule for every car writer', () => {
  it('has a row for every field', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CAR_FIELDS].sort());
  });

  it.each(CAR_FIELDS)('%s: absent is unchanged, a value is set, empty clears where allowed', (field) => {
    const [value, empty] = TABLE[field];
    expect(mergeCar(stored, {}, context)[field]).toEqual(stored[field]);
    expect(mergeCar(stored, { [field]: value }, context)[field]).toEqual(value);
    if (empty === 'refused') expect(() => mergeCar(stored, { [field]: null }, context)).toThrow(field);
    else expect(mergeCar(stored, { [field]: null }, context)[field]).toEqual(empty);
  });

  it('a price-only write keeps photos, VIN, colour, badge, body and odometer', () => {
    expect(mergeCar(stored, { price: 30_990 }, context)).toEqual({ ...stored, price: 30_990 });
  });

  it('a new car starts with the defaults, its name made and its location and item type from the context', () => {
    const car = mergeCar(null, { make: 'Kia', model: 'Rio', year: 2020, car_type: 'used', badge: null }, { defaultLocationId: 3, itemType: 'rv' });
    expect(car).toMatchObject({ name: '2020 Kia Rio', location_id: 3, item_type: 'rv', price: 0, km: 0, status: 'in_stock', reserved: false, show_on_dealer_website: true, images: [] });
    expect(() => mergeCar(null, { make: 'Kia' }, context)).toThrow('model');
  });

  it('a made name follows a corrected badge; a written name stays', () => {
    expect(mergeCar(stored, { badge: 'GT' }, context).name).toBe('2021 Mazda CX-5 GT');
    expect(mergeCar({ ...stored, name: 'Family SUV' }, { badge: 'GT' }, context).name).toBe('Family SUV');
    expect(mergeCar({ ...stored, name: 'Family SUV' }, { badge: 'GT', name: null }, context).name).toBe('2021 Mazda CX-5 GT');
  });
});

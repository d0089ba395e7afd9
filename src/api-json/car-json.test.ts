import { describe, expect, it } from 'vitest';
import { carDetail } from '../test-support/car-detail';
import { carCardJson } from './car-fields-json';
import { carJson } from './car-json';
import { siteCarsJson } from './site-car-json';

describe('carJson', () => {
  it('keys the car in SPEC 3 snake_case', () => {
    const json = carJson(carDetail({ beforePrice: 29_990, status: 'sold', soldAt: new Date('2026-11-20T00:00:00Z') }));
    expect(json).toMatchObject({
      slug: '2022-toyota-corolla-ascent-sport-ht1001',
      before_price: 29_990,
      sold: true,
      sold_date_timestamp: 1_795_132_800,
      photos_count: 2,
      images: [{ image: { url: '/media/cars/hatch/white/1.svg' }, thumb: { url: '/media/cars/hatch/white/1.svg' } }, expect.anything()],
    });
  });

  it.each([
    ['pk_live_abc', true],
    ['  ', false],
    [null, false],
  ])('a processor key %j is reported only as present: %s', (key, present) => {
    const json = carJson(carDetail({ paymentProcessors: [{ authorization_type: 'stripe', authorization_key: key, deposit_amount: 500 }] }));
    expect(json.payment_processors).toEqual([{ authorization_type: 'stripe', has_authorization_key: present, deposit_amount: 500 }]);
    expect(JSON.stringify(json)).not.toContain('pk_live');
  });
});

describe('the card fields', () => {
  it('are keyed alike by the SPEC 3 car answer and the site car answer', () => {
    const car = carDetail({ beforePrice: 29_990, status: 'sold', reserved: true });
    const card = carCardJson(car);
    const [siteCar] = siteCarsJson({ cars: [{ car, estimate: null }], missing: [] }).cars;
    expect(Object.keys(card)).toEqual(expect.arrayContaining(['id', 'slug', 'before_price', 'car_type', 'sold', 'primary_image_url', 'location_name']));
    expect(carJson(car)).toMatchObject(card);
    expect(siteCar).toMatchObject(card);
  });
});

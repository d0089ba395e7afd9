import { describe, expect, it } from 'vitest';
import { carDetail } from '../test-support/car-detail';
import { carJsonLd, PAYMENT_ACCEPTED, serializeJsonLd, type CarLdInput } from './car-json-ld';

const location: CarLdInput['location'] = {
  name: 'Harbour Toyota Camperdown',
  phone: '02 9000 0000',
  address: { street: '1 Parramatta Rd', city: 'Camperdown', state: 'NSW', postcode: '2050', lat: null, long: null, placeId: null, placeUrl: null },
  openingHours: [
    { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
    { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
  ],
};

const input = (overrides: Partial<CarLdInput> = {}): CarLdInput => ({
  car: carDetail(),
  origin: 'https://harbourtoyota.example',
  siteName: 'Harbour Toyota',
  locale: 'en-AU',
  location,
  ...overrides,
});

describe('carJsonLd', () => {
  it.each([
    ['in stock', 'in_stock', 'https://schema.org/InStock'],
    ['coming soon', 'coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'sold', 'https://schema.org/SoldOut'],
  ] as const)('availability of a %s car', (_label, status, availability) => {
    expect(carJsonLd(input({ car: carDetail({ status }) })).offers.availability).toBe(availability);
  });

  it.each([
    ['en-AU', 'AUD', 'KMT', 32_000],
    ['en-NZ', 'NZD', 'KMT', 32_000],
    ['en-US', 'USD', 'SMI', 19_884],
  ] as const)('%s: currency %s, odometer in %s', (locale, currency, unitCode, value) => {
    const ld = carJsonLd(input({ locale }));
    expect(ld.offers.priceCurrency).toBe(currency);
    expect(ld.offers.seller.currenciesAccepted).toBe(currency);
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value, unitCode });
  });

  it.each([
    [27_990, 27_990],
    [11, 11],
    [10, undefined],
    [0, undefined],
  ])('price %d is offered as %s (shown only above 10)', (price, offered) => {
    expect(carJsonLd(input({ car: carDetail({ price }) })).offers.price).toBe(offered);
  });

  it('names the selling AutoDealer with address, hours and SPEC 9 payment', () => {
    const { seller } = carJsonLd(input()).offers;
    expect(seller).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour Toyota Camperdown',
      telephone: '02 9000 0000',
      url: 'https://harbourtoyota.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Camperdown', postalCode: '2050' },
      openingHours: ['Mo-Fr 08:30-17:30', 'Sa 09:00-13:00'],
      paymentAccepted: PAYMENT_ACCEPTED,
    });
  });

  it('makes image and page URLs absolute and leaves out missing values', () => {
    const ld = carJsonLd(input({ car: carDetail({ vin: null, colour: null, description: null }), location: null }));
    expect(ld.url).toBe('https://harbourtoyota.example/cars/2022-toyota-corolla-ascent-sport-ht1001');
    expect(ld.image[0]).toBe('https://harbourtoyota.example/media/cars/hatch/white/1.svg');
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld).not.toHaveProperty('color');
    expect(ld).not.toHaveProperty('description');
    expect(ld.offers.seller.name).toBe('Harbour Toyota');
    expect(ld.offers.seller).not.toHaveProperty('address');
  });

  it.each([
    ['used', 'https://schema.org/UsedCondition'],
    ['demo', 'https://schema.org/NewCondition'],
    ['new', 'https://schema.org/NewCondition'],
  ] as const)('a %s car is in %s', (carType, condition) => {
    expect(carJsonLd(input({ car: carDetail({ carType }) })).offers.itemCondition).toBe(condition);
  });
});

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>', '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"'],
    ['a & b', '"a \\u0026 b"'],
    ['line\u2028sep\u2029', '"line\\u2028sep\\u2029"'],
    ['plain', '"plain"'],
  ])('%j is written as %s', (text, json) => {
    expect(serializeJsonLd(text)).toBe(json);
  });

  it('still parses back to the same value', () => {
    const value = { description: '<b>Great</b> & cheap\u2028' };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});

import { describe, expect, it } from 'vitest';
import { LEAD_OF_EACH_KIND, leadMessage } from '../../test-support/lead-messages';
import { ADF_INTERESTS, adfVehicles, leadKind, wholeNumber } from './adf-vehicles';

describe('leadKind', () => {
  it.each([
    ['new-vehicle-enquiry', 'enquiry'],
    ['used-vehicle-enquiry', 'enquiry'],
    ['demo-vehicle-enquiry', 'enquiry'],
    ['general-enquiry', 'enquiry'],
    ['special-offers', 'enquiry'],
    ['careers', 'enquiry'],
    ['test-drive', 'test-drive'],
    ['service-booking', 'service'],
    ['trade-in', 'trade-in'],
    ['sell-my-car', 'sell'],
    ['valuation', 'valuation'],
    ['finance-enquiry', 'finance'],
    ['finance-pre-approval', 'finance'],
    ['personalised-finance', 'finance'],
    ['reservation', 'reservation'],
    ['subscription-enquiry', 'lease'],
    ['Test-Drive', 'test-drive'],
  ])('%s is a %s lead', (category, kind) => {
    expect(leadKind(category)).toBe(kind);
  });
});

describe('wholeNumber', () => {
  it.each([
    ['45,000 km', 45000],
    ['$18,500', 18500],
    [32000, 32000],
    ['12.6', 13],
    ['', null],
    ['unknown', null],
    [null, null],
    [true, null],
    ['1.2.3', null],
  ])('%j -> %j', (input, expected) => {
    expect(wholeNumber(input)).toBe(expected);
  });
});

/** [kind, interests in order, statuses in order, year/make/model of each]. */
const EXPECTED: [string, string[], string[], string[]][] = [
  ['enquiry about a car', ['buy'], ['used'], ['2021 Toyota Corolla']],
  ['general enquiry without a car', ['buy'], ['new'], ['  ']],
  ['test drive', ['test-drive'], ['used'], ['2021 Toyota Corolla']],
  ['test drive booked into a slot', ['test-drive'], ['used'], ['2021 Toyota Corolla']],
  ['service booking', ['buy'], ['used'], ['2019 Toyota RAV4']],
  ['trade-in with the car wanted', ['buy', 'trade-in'], ['used', 'used'], ['2021 Toyota Corolla', '2017 Mazda CX-5']],
  ['trade-in without a car', ['trade-in'], ['used'], ['2017 Mazda CX-5']],
  ['sell my car', ['sell'], ['used'], ['2017 Mazda CX-5']],
  ['finance', ['buy'], ['used'], ['2021 Toyota Corolla']],
  ['finance pre-approval without a car', ['buy'], ['new'], ['  ']],
  ['valuation', ['sell'], ['used'], ['2017 Mazda CX-5']],
  ['reservation', ['buy'], ['new'], ['2021 Toyota Corolla']],
  ['enquiry on a US site about a car without a price', ['buy'], ['new'], ['2025 Ford F-150']],
  ['job application with a file', ['buy'], ['new'], ['  ']],
];

describe('adfVehicles', () => {
  it('covers every sample kind', () => {
    expect(EXPECTED.map(([kind]) => kind).sort()).toEqual(Object.keys(LEAD_OF_EACH_KIND).sort());
  });

  it.each(EXPECTED)('%s: interests %j, statuses %j, vehicles %j', (kind, interests, statuses, names) => {
    const lead = LEAD_OF_EACH_KIND[kind];
    if (!lead) throw new Error(kind);
    const vehicles = adfVehicles(lead);
    expect(vehicles.map((v) => v.interest)).toEqual(interests);
    expect(vehicles.map((v) => v.status)).toEqual(statuses);
    expect(vehicles.map((v) => `${v.year} ${v.make} ${v.model}`)).toEqual(names);
    for (const vehicle of vehicles) expect(ADF_INTERESTS).toContain(vehicle.interest);
  });

  it("carries the shopper's car details: odometer, condition, rego and payout", () => {
    const [, trade] = adfVehicles(LEAD_OF_EACH_KIND['trade-in with the car wanted'] ?? leadMessage());
    expect(trade).toMatchObject({ odometer: { value: 98500, units: 'km' }, condition: 'good', price: null, trim: null });
    expect(trade?.comments).toContain('Rego: ABC123 (VIC)');
    expect(trade?.comments).toContain('Finance owing: Yes, payout 4200');
  });

  it('carries an asking price for a car for sale and finance amounts for a finance lead', () => {
    expect(adfVehicles(LEAD_OF_EACH_KIND['sell my car'] ?? leadMessage())[0]?.price).toEqual({ type: 'asking', amount: 18500, currency: 'AUD' });
    expect(adfVehicles(LEAD_OF_EACH_KIND.finance ?? leadMessage())[0]?.finance).toEqual({ downpayment: 5000, total: 32000 });
    expect(adfVehicles(leadMessage({ category: 'finance-enquiry' }))[0]?.finance).toBeNull();
  });

  it('reads a demo car and a used-car enquiry without a car as used', () => {
    expect(adfVehicles(leadMessage({ vehicle: { ...leadMessage().vehicle, carType: 'demo' } }))[0]?.status).toBe('used');
    const noCar = { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null, slug: null, trim: null, price: null, odometerKm: null };
    expect(adfVehicles(leadMessage({ category: 'used-vehicle-enquiry', vehicle: noCar }))[0]?.status).toBe('used');
    expect(adfVehicles(leadMessage({ category: 'new-vehicle-enquiry', vehicle: noCar }))[0]?.status).toBe('new');
  });

  it.each([
    ['a used car', leadMessage(), { trim: 'Ascent Sport', odometer: { value: 41250, units: 'km' }, price: { type: 'quote', amount: 24990, currency: 'AUD' }, stock: 'HT1234U' }],
    [
      'a new car on application price (10 or less) with 0 km and a blank trim',
      leadMessage({ vehicle: { ...leadMessage().vehicle, carType: 'new', price: 10, odometerKm: 0, trim: ' ' } }),
      { trim: null, odometer: null, price: null },
    ],
    ['a car on a US site', LEAD_OF_EACH_KIND['enquiry on a US site about a car without a price'] ?? leadMessage(), { trim: 'XLT', odometer: { value: 16, units: 'km' }, price: null, stock: 'LS5001N' }],
    ['a price in US dollars', leadMessage({ website: { ...leadMessage().website, locale: 'en-US' } }), { price: { type: 'quote', amount: 24990, currency: 'USD' } }],
  ])("the dealer's car carries what it has of trim, odometer, price and stock number: %s", (_name, lead, expected) => {
    expect(adfVehicles(lead)[0]).toMatchObject(expected);
  });

  it("reads the shopper's odometer in the site's unit: miles on a US site", () => {
    const lead = leadMessage({ category: 'sell-my-car', website: { ...leadMessage().website, locale: 'en-US' }, extra: { odometer: '42,000' } });
    expect(adfVehicles(lead)[0]?.odometer).toEqual({ value: 42000, units: 'mi' });
  });

  it('drops a condition ADF does not know', () => {
    expect(adfVehicles(leadMessage({ category: 'valuation', extra: { condition: 'Like new' } }))[0]?.condition).toBeNull();
  });
});

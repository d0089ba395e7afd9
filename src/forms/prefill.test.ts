import { describe, expect, it } from 'vitest';
import { prefillFromQuery, queryId } from './prefill';

describe('prefillFromQuery (SPEC 2 finance query)', () => {
  it('takes preferredDealership, vehiclePriceBudget, car_id, car_type and vin', () => {
    expect(
      prefillFromQuery({ preferredDealership: 'Harbour Toyota', vehiclePriceBudget: '$35,000', car_id: '42', car_type: 'used', vin: 'jtdbr32e520012345' }),
    ).toEqual({ preferred_dealership: 'Harbour Toyota', vehicle_price_budget: '35,000', car_id: 42, car_type: 'used', vin: 'JTDBR32E520012345' });
  });

  it.each([
    ['a budget that is not an amount', { vehiclePriceBudget: 'lots' }],
    ['an unknown car type', { car_type: 'vintage' }],
    ['a car id that is not a positive integer', { car_id: '-3' }],
    ['a car id with junk', { car_id: '4; drop' }],
    ['a VIN with the letter O', { vin: 'JTDBR32E52001234O' }],
    ['a VIN of the wrong length', { vin: 'ABC123' }],
    ['an over-long dealership', { preferredDealership: 'x'.repeat(101) }],
    ['blank values', { preferredDealership: '  ', vehiclePriceBudget: '' }],
  ])('drops %s', (_name, query) => {
    expect(prefillFromQuery(query)).toEqual({});
  });

  it('reads the first of repeated values', () => {
    expect(prefillFromQuery({ car_type: ['demo', 'used'] })).toEqual({ car_type: 'demo' });
  });
});

describe('queryId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['1e3', null],
    ['99999999999999999', null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => {
    expect(queryId({ id: value }, 'id')).toBe(expected);
  });
});

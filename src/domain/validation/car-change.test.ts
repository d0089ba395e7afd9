import { describe, expect, it } from 'vitest';
import { carChangeSchema, toCarChange } from './car-change';
import { fieldErrors } from './field-errors';

const errorsOf = (input: unknown) => {
  const parsed = carChangeSchema.safeParse(input);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe('carChangeSchema', () => {
  it.each([
    [{ price: 25_990 }, { price: 25_990 }],
    [{ before_price: null }, { beforePrice: null }],
    [{ status: 'sold', reserved: false }, { status: 'sold', reserved: false }],
    [{ show_on_dealer_website: false, km: 0 }, { showOnDealerWebsite: false, km: 0 }],
  ])('accepts %j as %j', (input, change) => {
    const parsed = carChangeSchema.parse(input);
    expect(toCarChange(parsed)).toEqual(change);
  });

  it.each([
    [{}, { _form: ['Name at least one field to change.'] }],
    [{ price: -1 }, { price: ['Price cannot be negative.'] }],
    [{ price: 10.5 }, { price: ['Price must be a whole number.'] }],
    [{ price: '25990' }, { price: ['Price must be a number.'] }],
    [{ km: 5_000_001 }, { km: ['Odometer is above 5000000.'] }],
    [{ status: 'gone' }, { status: ['Status must be in_stock, coming_soon or sold.'] }],
    [{ reserved: 'yes' }, { reserved: ['Reserved must be true or false.'] }],
    [{ make: 'Ford' }, { make: ['This field cannot be changed here.'], _form: ['Name at least one field to change.'] }],
    [[1], { _form: ['Send the change as a JSON object.'] }],
    [null, { _form: ['Send the change as a JSON object.'] }],
  ])('refuses %j with %j', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

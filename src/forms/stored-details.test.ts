import { describe, expect, it } from 'vitest';
import { detailsFromValues, parseStoredDetails, prefillFromDetails } from './stored-details';
import type { FieldDefinition } from './types';

describe('parseStoredDetails', () => {
  it.each([
    ['a full entry', '{"name":"Jane","last_name":"Citizen","email":"jane@example.com","phone":"0412345678","postcode":"2000"}', { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '2000' }],
    ['a partial entry', '{"email":"jane@example.com"}', { email: 'jane@example.com' }],
    ['wrong types are dropped field by field', '{"name":"Jane","phone":412345678}', { name: 'Jane' }],
    ['unknown keys are ignored', '{"name":"Jane","card":"4111"}', { name: 'Jane' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseStoredDetails(raw)).toEqual(expected);
  });

  it.each([[null], ['not json'], ['[]'], ['"text"'], ['{}'], ['{"name":""}'], ['null']])('nothing usable in %s', (raw) => {
    expect(parseStoredDetails(raw)).toBeNull();
  });
});

describe('detailsFromValues', () => {
  it.each([
    ['first and last name', { first_name: 'Jane', last_name: 'Citizen', email: 'j@e.com' }, { name: 'Jane', last_name: 'Citizen', email: 'j@e.com' }],
    ['a full name split at its last space', { name: 'Mary Jane Citizen', phone: '0412345678' }, { name: 'Mary Jane', last_name: 'Citizen', phone: '0412345678' }],
    ['a single-word name', { name: 'Cher' }, { name: 'Cher' }],
    ['a postcode', { name: 'Jo Bloggs', postcode: '2000', message: 'hi' }, { name: 'Jo', last_name: 'Bloggs', postcode: '2000' }],
  ])('%s', (_name, values, expected) => {
    expect(JSON.parse(JSON.stringify(detailsFromValues(values)))).toEqual(expected);
  });

  it('nothing to store from a form without personal details', () => {
    expect(detailsFromValues({ message: 'hello' })).toBeNull();
  });
});

describe('prefillFromDetails', () => {
  const details = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '2000' };
  const field = (kind: FieldDefinition['kind'], name: string): FieldDefinition => ({ kind, name, label: name });

  it('fills a full-name form with the joined name', () => {
    expect(prefillFromDetails(details, [field('full-name', 'name'), field('email', 'email'), field('phone', 'phone')])).toEqual({
      name: 'Jane Citizen',
      email: 'jane@example.com',
      phone: '0412345678',
    });
  });

  it('fills split names and postcode, and only the fields the form has', () => {
    expect(prefillFromDetails(details, [field('first-name', 'first_name'), field('last-name', 'last_name'), field('postcode', 'postcode')])).toEqual({
      first_name: 'Jane',
      last_name: 'Citizen',
      postcode: '2000',
    });
  });
});

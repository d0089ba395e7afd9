import { describe, expect, it } from 'vitest';
import { contactFormSchema, requestPhotosFormSchema, testDriveFormSchema, type ContactFormKind } from './contact-form';
import { fieldErrors } from './field-errors';
import type { FormRules } from './form-rules';
import {
  CHOICE_MESSAGE,
  DATE_TIME_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';

const base: FormRules = {
  phoneRule: 'au',
  contactPhoneRule: 'au-mobile',
  allowUkPhoneNumbers: false,
  testPhoneNumber: undefined,
  messageRequired: true,
  showPostcode: false,
  showLocationSelect: false,
  showPreferredDealership: false,
  dealershipCount: 1,
  locationCount: 1,
};

const filled = { name: 'Jane Citizen', phone: '0412 345 678', email: 'jane@example.com', message: 'Is it available?' };

function errorsOf(values: Record<string, unknown>, rules: Partial<FormRules> = {}, kind: ContactFormKind = 'contact') {
  const result = contactFormSchema({ ...base, ...rules }, kind).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe('SPEC 5 contact form', () => {
  it.each<[string, Record<string, unknown>, Partial<FormRules>, ContactFormKind, Record<string, string[]>]>([
    ['filled in', filled, {}, 'contact', {}],
    [
      'empty form: each required field says so',
      {},
      {},
      'contact',
      { name: [REQUIRED_MESSAGE], phone: [REQUIRED_MESSAGE], email: [REQUIRED_MESSAGE], message: [REQUIRED_MESSAGE] },
    ],
    [
      'bad values get their own messages',
      { name: 'J4ne', phone: '(02) 9876 5432', email: 'jane@', message: 'x' },
      {},
      'contact',
      { name: [NAME_MESSAGE], phone: [PHONE_AU_MOBILE_MESSAGE], email: [EMAIL_MESSAGE] },
    ],
    ['phone is a mobile on Australian sites', { ...filled, phone: '(02) 9876 5432' }, {}, 'contact', { phone: [PHONE_AU_MOBILE_MESSAGE] }],
    ['a landline where the site relaxes the contact rule', { ...filled, phone: '(02) 9876 5432' }, { contactPhoneRule: 'au' }, 'contact', {}],
    ['New Zealand site', { ...filled, phone: '021 123 4567 8901 2' }, { phoneRule: 'nz', contactPhoneRule: 'nz' }, 'contact', { phone: [PHONE_TOO_LONG_MESSAGE] }],
    ['New Zealand site, words', { ...filled, phone: 'ring me' }, { phoneRule: 'nz', contactPhoneRule: 'nz' }, 'contact', { phone: [PHONE_NZ_MESSAGE] }],
    ['message optional where the site says so', { ...filled, message: '' }, { messageRequired: false }, 'contact', {}],
    ['Request Photos: message optional', { ...filled, message: '' }, {}, 'request-photos', {}],
    ['category and rego are optional', { ...filled, category: '', rego: '' }, {}, 'contact', {}],
    ['rego checked when given', { ...filled, rego: 'AB_12' }, {}, 'contact', { rego: [REGO_MESSAGE] }],
    ['location select required when shown', filled, { showLocationSelect: true, locationCount: 3 }, 'contact', { location_id: [REQUIRED_MESSAGE] }],
    ['location select chosen', { ...filled, location_id: '3' }, { showLocationSelect: true, locationCount: 3 }, 'contact', {}],
    ['location select junk', { ...filled, location_id: 'x' }, { showLocationSelect: true, locationCount: 3 }, 'contact', { location_id: [CHOICE_MESSAGE] }],
    ['location select not shown: its value is ignored', { ...filled, location_id: 'x' }, {}, 'contact', {}],
    [
      'preferred dealership required when shown and several',
      filled,
      { showPreferredDealership: true, dealershipCount: 3 },
      'contact',
      { preferred_dealership: [REQUIRED_MESSAGE] },
    ],
    ['preferred dealership chosen', { ...filled, preferred_dealership: 'city-toyota' }, { showPreferredDealership: true, dealershipCount: 3 }, 'contact', {}],
    ['preferred dealership shown with one dealership: optional', filled, { showPreferredDealership: true, dealershipCount: 1 }, 'contact', {}],
    ['preferred dealership not shown with several: not asked', filled, { showPreferredDealership: false, dealershipCount: 3 }, 'contact', {}],
    ['postcode where the site shows it', filled, { showPostcode: true }, 'contact', { postcode: [REQUIRED_MESSAGE] }],
    ['postcode checked', { ...filled, postcode: '200' }, { showPostcode: true }, 'contact', { postcode: [POSTCODE_MESSAGE] }],
    ['postcode not shown: ignored', { ...filled, postcode: '200' }, {}, 'contact', {}],
    ['test drive: date-time optional', filled, {}, 'test-drive', {}],
    ['test drive: date-time checked when given', { ...filled, date_time: 'soon' }, {}, 'test-drive', { date_time: [DATE_TIME_MESSAGE] }],
  ])('%s', (_label, values, rules, kind, expected) => {
    expect(errorsOf(values, rules, kind)).toEqual(expected);
  });

  it('gives clean values: normalised phone, opt_in as a flag, unknown keys and hidden fields dropped', () => {
    const values = contactFormSchema({ ...base, showLocationSelect: true }).parse({
      ...filled,
      phone: '+61 412 345 678',
      opt_in: 'on',
      location_id: '4',
      rego: 'abc 123',
      postcode: '2000',
      junk: 'x',
    });
    expect(values).toEqual({
      name: 'Jane Citizen',
      phone: '0412345678',
      email: 'jane@example.com',
      message: 'Is it available?',
      rego: 'ABC123',
      location_id: 4,
      opt_in: true,
    });
  });

  it('named variants match their kinds', () => {
    expect(requestPhotosFormSchema(base).safeParse({ ...filled, message: '' }).success).toBe(true);
    expect(testDriveFormSchema(base).parse({ ...filled, date_time: '2026-03-14T10:30' }).date_time).toBe('2026-03-14T10:30');
    expect(contactFormSchema(base).parse({ ...filled, date_time: '2026-03-14T10:30' }).date_time).toBeUndefined();
  });
});

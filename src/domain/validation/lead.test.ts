import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { categoryForCarType } from './lead-category';
import {
  COMPLETE_LEAD_REQUIRED,
  DEFAULT_LEAD_SOURCE,
  LEAD_ANSWER_FIELDS,
  LEAD_FIELD_NAMES,
  leadFieldsSchema,
  leadSchema,
  partialLeadSchema,
  prepareLead,
  schemaForLeadBody,
  type LeadRules,
  type LeadSchemaOptions,
} from './lead';
import { EXTRA_FIELDS_MAX, STEP_MAX } from './limits';
import {
  CHOICE_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NAME_MESSAGE,
  PHONE_AU_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  tooManyMessage,
} from './messages';
import { FOUR_DIGIT_POSTCODE } from './test-helpers';

const rules: LeadRules = { phoneRule: 'au', allowUkPhoneNumbers: false, testPhoneNumber: '0400 000 000', postcode: FOUR_DIGIT_POSTCODE };

const complete = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  category: 'used-vehicle-enquiry',
};

function errorsFor(body: unknown, options: LeadSchemaOptions = {}, partial = false) {
  const schema = partial ? partialLeadSchema(rules, options) : leadSchema(rules, options);
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error, { under: 'lead' });
}

describe('SPEC 4 category from car type', () => {
  it.each<[string | null | undefined, string]>([
    ['demo', 'demo-vehicle-enquiry'],
    ['used', 'used-vehicle-enquiry'],
    ['new', 'new-vehicle-enquiry'],
    [undefined, 'new-vehicle-enquiry'],
    [null, 'new-vehicle-enquiry'],
    ['tractor', 'new-vehicle-enquiry'],
  ])('%j -> %s', (carType, expected) => {
    expect(categoryForCarType(carType)).toBe(expected);
  });
});

describe('leadSchema: a complete lead body', () => {
  it('parses every SPEC 3 Lead field', () => {
    const body = {
      lead: {
        name: '',
        first_name: 'Jane',
        middle_name: 'Louise',
        last_name: 'Citizen',
        email: 'jane@example.com',
        phone: '+61 412 345 678',
        postcode: '2000',
        subcategory: 'Finance',
        lead_id: 981,
        lead_status: 'Complete',
        form_completed: true,
        skipped_steps: [2],
        step_number: 3,
        has_files: 'false',
        opt_in: 'on',
        message: 'Is it still available?',
        additional_services: ['Tinting'],
        extra: { trade_in_rego: 'ABC123', trade_in_km: 120000, finance_needed: true, features: ['Towbar'] },
        car_id: '1234',
        car_type: 'demo',
        stock_number: 'U-1234',
        make: 'Toyota',
        model: 'Corolla',
        manufacturer_slug: 'toyota',
        dealership_slug: 'city-toyota',
        location_id: 7,
        website_slug: 'city-toyota',
        url: 'https://city-toyota.example.com/cars/2024-toyota-corolla',
        user_agent: 'Mozilla/5.0',
        visited_pages: ['/', '/cars/2024-toyota-corolla'],
        linked_query_params: '?utm_source=google',
      },
    };
    expect(leadSchema(rules).parse(body)).toEqual({
      lead: {
        ...body.lead,
        name: 'Jane Citizen',
        phone: '0412345678',
        category: 'demo-vehicle-enquiry',
        lead_id: '981',
        has_files: false,
        opt_in: true,
        car_id: 1234,
        source: DEFAULT_LEAD_SOURCE,
        linked_query_params: { utm_source: 'google' },
      },
    });
  });

  it('fills defaults for what the browser leaves out', () => {
    expect(leadFieldsSchema(rules).parse(complete)).toMatchObject({
      lead_status: 'Complete',
      form_completed: true,
      has_files: false,
      opt_in: false,
      source: 'Website',
    });
  });

  it.each<[string, Record<string, unknown>, LeadSchemaOptions, Record<string, string[]>]>([
    ['a complete lead passes', complete, {}, {}],
    ['name repaired from first and last name', { ...complete, name: 'undefined undefined', first_name: 'Jane', last_name: 'Citizen' }, {}, {}],
    ['no name at all', { ...complete, name: '' }, {}, { name: [REQUIRED_MESSAGE] }],
    ['category from car type', { ...complete, category: undefined, car_type: 'used' }, {}, {}],
    ['no category and no car type', { ...complete, category: '' }, {}, { category: [REQUIRED_MESSAGE] }],
    ['email alone is enough to answer', { ...complete, phone: '' }, {}, {}],
    ['phone alone is enough to answer', { ...complete, email: undefined }, {}, {}],
    ['neither email nor phone', { ...complete, email: '', phone: '' }, {}, { email: [REQUIRED_MESSAGE], phone: [REQUIRED_MESSAGE] }],
    ['a bad email is its own message, not a missing one', { ...complete, email: 'jane@', phone: '' }, {}, { email: [EMAIL_MESSAGE] }],
    ['form requires the phone too', { ...complete, phone: '' }, { required: ['phone'] }, { phone: [REQUIRED_MESSAGE] }],
    [
      'every SPEC 5 message at once',
      { ...complete, name: 'J4ne', email: 'x', phone: '1234', postcode: '20' },
      {},
      { name: [NAME_MESSAGE], email: [EMAIL_MESSAGE], phone: [PHONE_AU_MESSAGE], postcode: [POSTCODE_MESSAGE] },
    ],
    ["the site's test number", { ...complete, phone: '0400000000' }, {}, {}],
    ['lead_status Incomplete is not a complete lead', { ...complete, lead_status: 'Incomplete' }, {}, { lead_status: [CHOICE_MESSAGE] }],
    ['car type outside the list', { ...complete, car_type: 'rental' }, {}, { car_type: [CHOICE_MESSAGE] }],
    ['car id that is not an id', { ...complete, car_id: 'abc' }, {}, { car_id: [INVALID_VALUE_MESSAGE] }],
    ['category must be a slug', { ...complete, category: 'Used Vehicle Enquiry' }, {}, { category: [INVALID_VALUE_MESSAGE] }],
    ['step number over the limit', { ...complete, step_number: STEP_MAX + 1 }, {}, { step_number: [INVALID_VALUE_MESSAGE] }],
    ['skipped steps as multipart text', { ...complete, skipped_steps: '2,3' }, {}, {}],
    ['unknown key rejected by name', { ...complete, emial: 'jane@example.com' }, {}, { emial: [UNKNOWN_FIELD_MESSAGE] }],
    ['extra answers with a bad key', { ...complete, extra: { 'bad key': 'x' } }, {}, { 'extra.bad key': [INVALID_VALUE_MESSAGE] }],
    ['extra answers of a bad type', { ...complete, extra: { nested: { a: 1 } } }, {}, { 'extra.nested': [INVALID_VALUE_MESSAGE] }],
    [
      'too many extra answers',
      { ...complete, extra: Object.fromEntries(Array.from({ length: EXTRA_FIELDS_MAX + 1 }, (_, i) => [`q${i}`, 'a'])) },
      {},
      { extra: [tooManyMessage(EXTRA_FIELDS_MAX)] },
    ],
    ['bad tracking data costs nothing', { ...complete, url: 'javascript:x', user_agent: 5, visited_pages: 'x', linked_query_params: 7 }, {}, {}],
  ])('%s', (_label, lead, options, expected) => {
    expect(errorsFor({ lead }, options)).toEqual(expected);
  });

  it('check options become additional_services and a radio-option category gives way to the car type', () => {
    const lead = leadFieldsSchema(rules).parse({
      ...complete,
      category: 'radio-option-yes',
      car_type: 'used',
      'check-option-tinting': true,
    });
    expect(lead).toMatchObject({ category: 'used-vehicle-enquiry', additional_services: ['tinting'] });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['body without lead', {}, { lead: [REQUIRED_MESSAGE] }],
    ['lead that is not an object', { lead: 'x' }, { lead: [INVALID_VALUE_MESSAGE] }],
    ['body that is not an object', 'x', { _form: [INVALID_VALUE_MESSAGE] }],
    ['unknown key beside lead', { lead: complete, extra: 1 }, { extra: [UNKNOWN_FIELD_MESSAGE] }],
  ])('envelope: %s', (_label, body, expected) => {
    const result = leadSchema(rules).safeParse(body);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(expected);
  });
});

describe('partialLeadSchema: Incomplete multi-step sends', () => {
  it.each<[string, Record<string, unknown>, LeadSchemaOptions, Record<string, string[]>]>([
    ['first step with only a name', { name: 'Jane', lead_status: 'Incomplete', step_number: 1 }, { required: ['name'] }, {}],
    ['first step missing its own field', { lead_status: 'Incomplete', step_number: 1 }, { required: ['name'] }, { name: [REQUIRED_MESSAGE] }],
    ['later fields are not required yet', { name: 'Jane', lead_status: 'Incomplete' }, { required: ['name'] }, {}],
    ['fields sent early are still checked', { name: 'Jane', email: 'jane@', lead_status: 'Incomplete' }, { required: ['name'] }, { email: [EMAIL_MESSAGE] }],
    ['second step adds email and phone', { name: 'Jane', lead_status: 'Incomplete' }, { required: ['name', 'email', 'phone'] }, { email: [REQUIRED_MESSAGE], phone: [REQUIRED_MESSAGE] }],
    ['a complete status is not a partial send', { name: 'Jane', lead_status: 'Complete' }, {}, { lead_status: [CHOICE_MESSAGE] }],
  ])('%s', (_label, lead, options, expected) => {
    expect(errorsFor({ lead }, options, true)).toEqual(expected);
  });

  it('defaults to Incomplete and not completed', () => {
    expect(partialLeadSchema(rules).parse({ lead: {} }).lead).toMatchObject({ lead_status: 'Incomplete', form_completed: false });
  });

  it.each<[unknown, 'Incomplete' | 'Complete']>([
    [{ lead: { lead_status: 'Incomplete' } }, 'Incomplete'],
    [{ lead: { lead_status: 'Complete' } }, 'Complete'],
    [{ lead: {} }, 'Complete'],
    ['junk', 'Complete'],
  ])('schemaForLeadBody(%j) checks as %s', (body, status) => {
    const schema = schemaForLeadBody(body, rules);
    const result = schema.safeParse({ lead: { ...complete, lead_status: status } });
    expect(result.success).toBe(true);
  });
});

describe('lead field list', () => {
  it.each(LEAD_FIELD_NAMES)('%s is a field of the lead', (name) => {
    const result = leadFieldsSchema(rules).safeParse({ ...complete, [name]: complete[name as keyof typeof complete] ?? undefined });
    expect(result.error?.issues.filter((issue) => issue.code === 'unrecognized_keys') ?? []).toEqual([]);
  });

  it.each([...LEAD_ANSWER_FIELDS])('the form answer %s is a field of the lead', (name) => {
    const result = leadFieldsSchema(rules).safeParse({ ...complete, [name]: complete[name as keyof typeof complete] ?? undefined });
    expect(result.error?.issues.filter((issue) => issue.code === 'unrecognized_keys') ?? []).toEqual([]);
  });

  it('the complete defaults are lead fields', () => {
    for (const name of COMPLETE_LEAD_REQUIRED) expect(LEAD_FIELD_NAMES).toContain(name);
  });

  it('prepareLead leaves non-objects alone', () => {
    expect(prepareLead('x')).toBe('x');
    expect(prepareLead(null)).toBe(null);
  });
});

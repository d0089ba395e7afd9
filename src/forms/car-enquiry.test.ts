import { describe, expect, it } from 'vitest';
import { leadRulesOf } from '../site/lead-rules';
import { formRulesFrom, type FormRules } from '../domain/validation/form-rules';
import { leadSchema } from '../domain/validation/lead';
import { PHONE_AU_MOBILE_MESSAGE, POSTCODE_MESSAGE, REQUIRED_MESSAGE } from '../domain/validation/messages';
import type { CarType } from '../domain/site-config';
import { siteConfig } from '../test-support/site-config';
import { AU_STATES } from './definitions/context';
import { emailUsForm, requestPhotosForm, type CarFormContext } from './definitions/car-enquiry';
import { financeFormWords } from './finance-words';
import { depositQuickPicksFor, STANDARD_QUICK_PICKS } from './quick-picks';
import { leadFiling, sentText } from './success';
import { leadBody } from './to-lead';
import type { FormDefinition, FormValues } from './types';
import { validateStep } from './validate-step';

/** The car page's Email Us and Request Photos modals (SPEC 2 car actions, SPEC 5 contact form). */

function context(rules: Partial<FormRules> = {}, carType: CarType = 'used'): CarFormContext {
  return {
    rules: { ...formRulesFrom(leadRulesOf({ config: siteConfig(), locale: 'en-AU' }), { dealershipCount: 1, locationCount: 3 }), ...rules },
    locations: [],
    licenceLabel: 'DL',
    quickPicks: STANDARD_QUICK_PICKS,
    depositQuickPicks: depositQuickPicksFor(false),
    finance: financeFormWords('en-AU'),
    car: { id: 42, name: '2021 Toyota Corolla Ascent', carType, stockNumber: 'HT1001', make: 'Toyota', model: 'Corolla', slug: 'toyota-corolla-ht1001' },
    distanceUnit: 'km',
    workshops: [],
    showrooms: [],
    regoStates: AU_STATES,
  };
}

/** What the car page starts these forms with: the car and where it is sold. */
const carValues: FormValues = {
  car_id: 42,
  car_type: 'used',
  stock_number: 'HT1001',
  make: 'Toyota',
  model: 'Corolla',
  dealership_slug: 'harbour-toyota',
  location_id: 7,
};
const person = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678' };

const fieldsOf = (form: FormDefinition) => form.steps[0]?.fields ?? [];
const check = (ctx: CarFormContext, form: FormDefinition, values: FormValues) => validateStep(fieldsOf(form), values, { rules: ctx.rules, today: '2026-11-23' });
const errorsOf = (result: ReturnType<typeof validateStep>) => (result.ok ? {} : result.errors);

describe('Email Us and Request Photos validate as the SPEC 5 contact form', () => {
  const ctx = context();

  it('an empty Email Us asks for name, email, mobile and message', () => {
    expect(errorsOf(check(ctx, emailUsForm(ctx), carValues))).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
      message: REQUIRED_MESSAGE,
    });
  });

  it.each<[string, (c: CarFormContext) => FormDefinition, Partial<FormRules>, FormValues, Record<string, string>]>([
    ['Email Us filled in', emailUsForm, {}, { ...person, message: 'Is it still available?' }, {}],
    ['Request Photos: message optional', requestPhotosForm, {}, person, {}],
    ['Email Us: message optional where the site says so', emailUsForm, { messageRequired: false }, person, {}],
    ['the phone is a mobile on Australian sites', requestPhotosForm, {}, { ...person, phone: '(02) 9876 5432' }, { phone: PHONE_AU_MOBILE_MESSAGE }],
    ['postcode required where the site shows it', requestPhotosForm, { showPostcode: true }, person, { postcode: REQUIRED_MESSAGE }],
    ['postcode checked', requestPhotosForm, { showPostcode: true }, { ...person, postcode: '200' }, { postcode: POSTCODE_MESSAGE }],
  ])('%s', (_label, build, rules, values, expected) => {
    const ctx = context(rules);
    expect(errorsOf(check(ctx, build(ctx), { ...carValues, ...values }))).toEqual(expected);
  });

  it('never asks for a location, even on a site with several: the car fixes it', () => {
    for (const form of [emailUsForm(ctx), requestPhotosForm(ctx)]) {
      expect(fieldsOf(form).filter((f) => f.kind !== 'hidden').map((f) => f.name)).toEqual(['name', 'email', 'phone', 'message', 'opt_in']);
    }
  });
});

describe('the lead they send', () => {
  const tracking = { url: 'https://harbourtoyota.example/cars/toyota-corolla-ht1001', user_agent: 'test', visited_pages: [], linked_query_params: {} };
  const status = { lead_status: 'Complete' as const, form_completed: true, step_number: 1, skipped_steps: [] };

  function bodyOf(form: FormDefinition, values: FormValues) {
    const ctx = context();
    const result = check(ctx, form, { ...carValues, ...values });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { category, subcategory } = leadFiling(form, String(result.values.car_type));
    return leadBody(fieldsOf(form), { ...result.values, subcategory }, { category, websiteSlug: 'harbour-toyota', dealershipSlug: null, status, tracking });
  }

  it.each([
    ['Email Us', emailUsForm, { message: 'Is it still available?' }, { subcategory: 'Email Us', message: 'Is it still available?' }],
    ['Request Photos', requestPhotosForm, {}, { subcategory: 'Request Photos' }],
  ] as const)('%s is a valid complete lead about the car, its dealership and location', (_label, build, values, expected) => {
    const body = bodyOf(build(context()), { ...person, ...values });
    const parsed = leadSchema(context().rules).safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.lead).toMatchObject({
      category: 'used-vehicle-enquiry',
      car_id: 42,
      car_type: 'used',
      stock_number: 'HT1001',
      make: 'Toyota',
      model: 'Corolla',
      dealership_slug: 'harbour-toyota',
      location_id: 7,
      website_slug: 'harbour-toyota',
      phone: '0412345678',
      ...expected,
    });
    expect(body.lead).not.toHaveProperty('extra');
  });

  it.each([
    ['new', 'new-vehicle-enquiry'],
    ['demo', 'demo-vehicle-enquiry'],
    ['used', 'used-vehicle-enquiry'],
  ] as const)('a %s car files the lead as %s (SPEC 4)', (carType, category) => {
    expect(leadFiling(emailUsForm(context({}, carType)), carType)).toEqual({ category, subcategory: 'Email Us' });
  });

  it('says in the dialog what happens next', () => {
    expect(sentText(emailUsForm(context())).next).toMatch(/used vehicle team will contact you/);
    expect(sentText(requestPhotosForm(context()))).toMatchObject({ heading: 'Photo request received', next: expect.stringMatching(/email you more photos/) });
  });
});

import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test-support/site-config';
import { carLeadBody, type CarLeadContext, type CarLeadForm } from './car-lead';
import { contactFormSchema } from './validation/contact-form';
import { formRulesFrom } from './validation/form-rules';
import { leadSchema } from './validation/lead';

const rules = formRulesFrom(siteConfig(), { dealershipCount: 1, locationCount: 1 });
const car: CarLeadContext = {
  carId: 42,
  carType: 'used',
  stockNumber: 'HT1001',
  make: 'Toyota',
  model: 'Corolla',
  dealershipSlug: 'harbour-toyota',
  locationId: 7,
  websiteSlug: 'harbour-toyota',
};
const page = { url: 'https://harbourtoyota.example/cars/x', userAgent: 'test' };

const answers = (form: CarLeadForm, extra: Record<string, unknown> = {}) =>
  contactFormSchema(rules, form === 'request-photos' ? 'request-photos' : 'contact').parse({
    name: 'Jane Citizen',
    phone: '0412 345 678',
    email: 'jane@example.com',
    opt_in: false,
    ...extra,
  });

describe('carLeadBody', () => {
  it.each<[CarLeadForm, Record<string, unknown>, Record<string, unknown>]>([
    ['email-us', { message: 'Is it still available?' }, { subcategory: 'Email Us', message: 'Is it still available?' }],
    ['request-photos', {}, { subcategory: 'Request Photos' }],
    ['request-photos', { rego: 'abc-123' }, { extra: { rego: 'ABC123' } }],
  ])('%s with %j is a valid complete lead carrying %j', (form, extra, expected) => {
    const body = carLeadBody(form, answers(form, extra), car, page);
    const parsed = leadSchema(rules).safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.lead).toMatchObject({
      category: 'used-vehicle-enquiry',
      car_id: 42,
      stock_number: 'HT1001',
      location_id: 7,
      website_slug: 'harbour-toyota',
      ...expected,
    });
  });

  it.each([
    ['new', 'new-vehicle-enquiry'],
    ['demo', 'demo-vehicle-enquiry'],
    ['used', 'used-vehicle-enquiry'],
  ] as const)('a %s car files the lead as %s (SPEC 4)', (carType, category) => {
    expect(carLeadBody('email-us', answers('email-us', { message: 'Hi' }), { ...car, carType }, page).lead.category).toBe(category);
  });
});

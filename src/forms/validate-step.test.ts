import { describe, expect, it } from 'vitest';
import { formRulesFrom } from '../domain/validation/form-rules';
import {
  CHOICE_MESSAGE,
  DATE_TIME_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  PHONE_US_MESSAGE,
  POSTCODE_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
} from '../domain/validation/messages';
import type { PhoneRule } from '../domain/validation/phone';
import type { Locale } from '../domain/site-config';
import { messagesFor } from '../i18n/messages';
import { leadRulesOf } from '../site/lead-rules';
import { siteConfig } from '../test-support/site-config';
import { AU_STATES, type DefinitionContext } from './definitions/context';
import { contactForm } from './definitions/contact';
import { financeForm, personalisedFinanceForm } from './definitions/finance';
import { serviceForm } from './definitions/service';
import { testDriveForm } from './definitions/test-drive';
import { sellMyCarForm, tradeInForm } from './definitions/trade-in';
import { financeFormWords } from './finance-words';
import { depositQuickPicksFor, STANDARD_QUICK_PICKS } from './quick-picks';
import { validateStep } from './validate-step';

function context(phoneRule: PhoneRule = 'au', locations = 1, locale: Locale = 'en-AU'): DefinitionContext {
  const rules = formRulesFrom(leadRulesOf({ config: siteConfig({ phoneRule }), locale }), { dealershipCount: 1, locationCount: locations });
  return {
    rules,
    locations: Array.from({ length: locations }, (_, i) => ({ value: String(i + 1), label: `Location ${i + 1}` })),
    licenceLabel: 'CL',
    quickPicks: STANDARD_QUICK_PICKS,
    depositQuickPicks: depositQuickPicksFor(false),
    finance: financeFormWords(locale),
    car: null,
    distanceUnit: 'km',
    workshops: [
      { id: 11, name: 'Mazda Service', dealershipId: 7 },
      { id: 12, name: 'Kia Service', dealershipId: 8 },
    ],
    showrooms: [{ id: 21, name: 'Mazda Sales', dealershipId: 7 }],
    regoStates: AU_STATES,
  };
}

const TODAY = '2026-11-23';
const check = (ctx: DefinitionContext, fields: Parameters<typeof validateStep>[0], values: Record<string, unknown>) =>
  validateStep(fields, values, { rules: ctx.rules, today: TODAY });

const errorsOf = (result: ReturnType<typeof validateStep>) => (result.ok ? {} : result.errors);

describe('contact form (SPEC 5)', () => {
  const ctx = context();
  const fields = contactForm(ctx).steps[0]?.fields ?? [];
  const good = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', message: 'Is it available?' };

  it('accepts a filled form and normalises the phone', () => {
    expect(check(ctx, fields, good)).toMatchObject({ ok: true, values: { name: 'Jane Citizen', phone: '0412345678' } });
  });

  it.each([
    ['name', '', REQUIRED_MESSAGE],
    ['name', 'Jane 2', NAME_MESSAGE],
    ['email', 'jane@', EMAIL_MESSAGE],
    ['phone', '02 9876 5432', PHONE_AU_MOBILE_MESSAGE],
    ['message', '  ', REQUIRED_MESSAGE],
    ['rego', 'AB_12', REGO_MESSAGE],
  ])('%s %j reads %s', (field, value, message) => {
    expect(errorsOf(check(ctx, fields, { ...good, [field]: value }))).toEqual({ [field]: message });
  });

  it('asks for a location only when the site has several', () => {
    const many = context('au', 3);
    const manyFields = contactForm(many).steps[0]?.fields ?? [];
    expect(errorsOf(check(many, manyFields, good))).toEqual({ location_id: '*This is a required field.' });
    expect(fields.find((f) => f.name === 'location_id')?.kind).toBe('hidden');
  });

  it('checks the chosen location and takes it as a number', () => {
    const many = context('au', 3);
    const manyFields = contactForm(many).steps[0]?.fields ?? [];
    expect(errorsOf(check(many, manyFields, { ...good, location_id: 'x' }))).toEqual({ location_id: CHOICE_MESSAGE });
    expect(check(many, manyFields, { ...good, location_id: '3' })).toMatchObject({ ok: true, values: { location_id: 3 } });
  });

  it('leaves category and rego optional, and upper-cases a rego', () => {
    expect(check(ctx, fields, { ...good, subcategory: '', rego: '' }).ok).toBe(true);
    expect(check(ctx, fields, { ...good, rego: 'abc 123' })).toMatchObject({ ok: true, values: { rego: 'ABC123' } });
  });
});

describe('test drive (SPEC 5: date-time optional)', () => {
  const ctx = context();
  const fields = testDriveForm(ctx).steps[0]?.fields ?? [];
  const good = { name: 'Jane Citizen', email: 'jane@example.com', phone: '02 9876 5432', make: 'Toyota' };

  it.each([
    ['without a time', {}, {}],
    ['with a slot', { booking_time: '2026-12-01T10:30' }, {}],
    ['with a bad time', { booking_time: 'soon' }, { booking_time: DATE_TIME_MESSAGE }],
  ])('%s', (_label, values, errors) => {
    expect(errorsOf(check(ctx, fields, { ...good, ...values }))).toEqual(errors);
  });

  it("offers the showroom's free test-drive slots", () => {
    expect(fields.find((f) => f.kind === 'booking-slot')).toMatchObject({
      name: 'booking_time',
      required: false,
      slotUrls: { '21': '/api/v1/dealerships/7/available_appointment_bookings.json' },
    });
  });

  it('asks a preferred time in free text where no location takes test drives', () => {
    const without = testDriveForm({ ...ctx, showrooms: [] }).steps[0]?.fields ?? [];
    expect(errorsOf(check(ctx, without, { ...good, preferred_time: 'soon' }))).toEqual({ preferred_time: DATE_TIME_MESSAGE });
  });
});

describe('phone per site rule', () => {
  it.each<[PhoneRule, string, string]>([
    ['au', '12345', PHONE_AU_MESSAGE],
    ['nz', 'phone', PHONE_NZ_MESSAGE],
    ['nz', '021 123 456 789 012', PHONE_TOO_LONG_MESSAGE],
    ['us', '555', PHONE_US_MESSAGE],
  ])('%s: %s reads %s', (rule, phone, message) => {
    const ctx = context(rule);
    const fields = financeForm(ctx, 'enquiry').steps[0]?.fields ?? [];
    const values = { first_name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone, postcode: '2000' };
    expect(errorsOf(check(ctx, fields, values))).toEqual({ phone: message });
  });
});

describe('finance form steps', () => {
  const ctx = context();
  const [details, vehicle, employment] = financeForm(ctx, 'enquiry').steps;

  it('has four steps, the third skippable', () => {
    expect(financeForm(ctx, 'enquiry').steps.map((s) => Boolean(s.skippable))).toEqual([false, false, true, false]);
    expect(financeForm(ctx, 'pre-approval').steps.some((s) => s.skippable)).toBe(false);
  });

  it('checks the postcode with the SPEC 5 message', () => {
    const values = { first_name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '200' };
    expect(errorsOf(check(ctx, details?.fields ?? [], values))).toEqual({ postcode: POSTCODE_MESSAGE });
  });

  it.each<[Locale, PhoneRule, string, string | null]>([
    ['en-AU', 'au', '2000', null],
    ['en-AU', 'au', '78745', POSTCODE_MESSAGE],
    ['en-NZ', 'nz', '6011', null],
    ['en-NZ', 'nz', '601', POSTCODE_MESSAGE],
    ['en-US', 'us', '78745', null],
    ['en-US', 'us', '78745-1234', null],
    ['en-US', 'us', '2000', messagesFor('en-US').postcode.message],
    ['en-US', 'us', '78745-12', messagesFor('en-US').postcode.message],
  ])('%s: the postcode %j reads %j', (locale, phoneRule, postcode, message) => {
    const local = context(phoneRule, 1, locale);
    const fields = financeForm(local, 'enquiry').steps[0]?.fields ?? [];
    const phone = { au: '0412345678', 'au-mobile': '0412345678', nz: '021 123 456', us: '(512) 555-0142' }[phoneRule];
    const values = { first_name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone, postcode };
    expect(errorsOf(check(local, fields, values))).toEqual(message === null ? {} : { postcode: message });
  });

  it.each<[Locale, string, number]>([
    ['en-AU', 'Postcode', 4],
    ['en-NZ', 'Postcode', 4],
    ['en-US', 'ZIP code', 10],
  ])('%s names the postcode field %j and lets it hold %i characters', (locale, label, maxLength) => {
    const field = financeForm(context('au', 1, locale), 'enquiry').steps[0]?.fields.find((f) => f.kind === 'postcode');
    expect(field).toMatchObject({ label, maxLength });
  });

  // Issue 26, "US sites read as American": the finance forms' words, and the frequency a lead carries, in the site's words.
  it.each<[Locale, string, string, string, string[]]>([
    ['en-AU', 'Deposit or trade-in value', 'Deposit', 'Repayments', ['Weekly', 'Fortnightly', 'Monthly']],
    ['en-NZ', 'Deposit or trade-in value', 'Deposit', 'Repayments', ['Weekly', 'Fortnightly', 'Monthly']],
    ['en-US', 'Down payment or trade-in value', 'Down payment', 'Payment frequency', ['Weekly', 'Biweekly', 'Monthly']],
  ])('%s: the enquiry asks %j; personalised finance asks %j and %j with the values %j', (locale, enquiryDeposit, deposit, repayments, frequencies) => {
    const local = context('au', 1, locale);
    const enquiryFields = financeForm(local, 'enquiry').steps.flatMap((step) => step.fields);
    expect(enquiryFields.find((f) => f.name === 'deposit')?.label).toBe(enquiryDeposit);
    const fields = personalisedFinanceForm(local).steps.flatMap((step) => step.fields);
    expect(fields.find((f) => f.name === 'deposit')?.label).toBe(deposit);
    const frequency = fields.find((f) => f.name === 'repayment_frequency');
    expect(frequency?.label).toBe(repayments);
    expect(frequency?.options?.map((o) => o.value)).toEqual(frequencies);
    expect(frequency?.options?.map((o) => o.label)).toEqual(frequencies);
    const answer = { first_name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', loan_term: '5 years', repayment_frequency: frequencies[1] };
    expect(check(local, fields, answer)).toMatchObject({ ok: true, values: { repayment_frequency: frequencies[1] } });
  });

  it('reads a currency with $ and separators', () => {
    expect(check(ctx, vehicle?.fields ?? [], { vehicle_price_budget: '35,000', purchase_timeframe: 'Within a month' })).toMatchObject({
      ok: true,
      values: { vehicle_price_budget: 35000 },
    });
  });

  it.each([
    ['employed: the employer is shown and required', { employment_status: 'Full time', annual_income: '80,000' }, { employer: REQUIRED_MESSAGE }],
    ['retired: the employer is hidden', { employment_status: 'Retired', annual_income: '40,000' }, {}],
    ['no status yet: only the status is asked', { annual_income: '40,000' }, { employment_status: REQUIRED_MESSAGE }],
  ])('conditional fields resolve (%s)', (_name, values, errors) => {
    expect(errorsOf(check(ctx, employment?.fields ?? [], values))).toEqual(errors);
  });

  it('drops the values of hidden conditional fields', () => {
    const result = check(ctx, employment?.fields ?? [], { employment_status: 'Retired', annual_income: '1', employer: 'Acme' });
    expect(result.ok && 'employer' in result.values).toBe(false);
  });
});

describe('trade-in and sell-my-car', () => {
  const ctx = context();

  it('asks the payout only when finance is owing', () => {
    const fields = tradeInForm(ctx).steps[0]?.fields ?? [];
    const base = { name: 'Jane Citizen', email: 'j@example.com', phone: '0412345678', rego: 'abc-123', rego_state: 'NSW', vehicle_make: 'Toyota', vehicle_model: 'Corolla', vehicle_year: '2019', odometer: '45,000 km', condition: 'Good' };
    const owing = check(ctx, fields, { ...base, finance_owing: 'Yes', payout_amount: 'lots' });
    expect(errorsOf(owing)).toEqual({ payout_amount: 'Please enter a valid amount.' });
    expect(check(ctx, fields, { ...base, finance_owing: 'No', payout_amount: 'lots' })).toMatchObject({ ok: true, values: { rego: 'ABC123', odometer: 45000 } });
  });

  it("labels the dealer licence with the site's DL/CL label, shown for licensed dealers", () => {
    const field = sellMyCarForm(ctx).steps[0]?.fields.find((f) => f.name === 'dealer_licence');
    expect(field).toMatchObject({ label: 'CL number', showWhen: { field: 'licensed_dealer', equals: 'Yes' } });
  });
});

describe('registration state by region', () => {
  it('is a select of Australian states on en-AU sites and free text elsewhere', () => {
    const field = (ctx: DefinitionContext) => tradeInForm(ctx).steps[0]?.fields.find((f) => f.name === 'rego_state');
    expect(field(context())).toMatchObject({ kind: 'select', options: AU_STATES });
    expect(field({ ...context('us'), regoStates: null })).toMatchObject({ kind: 'string', label: 'Registration state or region' });
  });
});

describe('service form', () => {
  it("loads each workshop's booking times from its own dealership's endpoint", () => {
    const fields = serviceForm(context()).steps[0]?.fields ?? [];
    expect(fields.find((f) => f.name === 'location_id')).toMatchObject({ kind: 'location-select', label: 'Service centre', required: true });
    expect(fields.find((f) => f.kind === 'booking-slot')).toMatchObject({
      href: '/api/v1/dealerships/7/available_service_bookings.json',
      slotUrls: { '11': '/api/v1/dealerships/7/available_service_bookings.json', '12': '/api/v1/dealerships/8/available_service_bookings.json' },
    });
  });

  it('needs no choice with one workshop', () => {
    const fields = serviceForm({ ...context(), workshops: [{ id: 11, name: 'Service', dealershipId: 7 }] }).steps[0]?.fields ?? [];
    expect(fields.find((f) => f.name === 'location_id')?.kind).toBe('hidden');
  });

  it('falls back to a typed date and time without a workshop', () => {
    const field = serviceForm({ ...context(), workshops: [] }).steps[0]?.fields.find((f) => f.name === 'booking_time');
    expect(field?.kind).toBe('date-time');
  });
});

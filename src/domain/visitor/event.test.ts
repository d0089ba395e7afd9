import { describe, expect, it } from 'vitest';
import { carEventProperties, carIdentity } from './car-event';
import { analyticsEventSchema, eventPayload, EVENT_PROPERTIES_MAX } from './event';

const ANON = '0f1e2d3c-4b5a-4968-8776-655443322110';
const SESSION = '11111111-2222-4333-a444-555555555555';
const LEAD = '5d8f3c9e-1111-4222-8333-444455556666';
const base = { event: 'lead_submitted', url: 'http://harbour-toyota.localhost/cars/x' };

function errors(body: unknown): Record<string, string[]> {
  const parsed = analyticsEventSchema.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}

describe('analyticsEventSchema', () => {
  it('takes every SPEC 7 field', () => {
    const parsed = analyticsEventSchema.parse({
      ...base,
      category: 'used-vehicle-enquiry',
      lead_id: LEAD,
      anon_id: ANON,
      session_id: SESSION,
      error_message: null,
      event_properties: { car_slug: 'x', car_name: '2020 Toyota HiLux', viewport_width: 390, touch: true },
    });
    expect(parsed).toMatchObject({ event: 'lead_submitted', lead_id: LEAD, anon_id: ANON, session_id: SESSION });
  });

  it('defaults event_properties to none', () => {
    expect(analyticsEventSchema.parse(base).event_properties).toEqual({});
  });

  it.each([
    ['no event', { url: base.url }, 'event', '*This is a required field.'],
    ['an event name with spaces', { ...base, event: 'Lead Submitted' }, 'event', 'Invalid value.'],
    ['a javascript: url', { ...base, url: 'javascript:alert(1)' }, 'url', 'Invalid value.'],
    ['a forged device id', { ...base, anon_id: 'not-an-id' }, 'anon_id', 'Invalid value.'],
    ['a forged session id', { ...base, session_id: ANON.toUpperCase() }, 'session_id', 'Invalid value.'],
    ['a lead id that is no UUID', { ...base, lead_id: '42' }, 'lead_id', 'Invalid value.'],
    ['an unknown key', { ...base, website_slug: 'someone-else' }, '_', 'Unknown field.'],
    ['a nested property', { ...base, event_properties: { car: { slug: 'x' } } }, 'event_properties.car', 'Invalid value.'],
    ['a long error message', { ...base, error_message: 'x'.repeat(501) }, 'error_message', 'Please use 500 characters or fewer.'],
    [
      'too many properties',
      { ...base, event_properties: Object.fromEntries(Array.from({ length: EVENT_PROPERTIES_MAX + 1 }, (_, i) => [`p${i}`, i])) },
      'event_properties',
      'Please choose 30 or fewer.',
    ],
  ])('refuses %s', (_name, body, field, message) => {
    expect(errors(body)[field]).toContain(message);
  });
});

describe('eventPayload', () => {
  const cookies = { anonId: ANON, sessionId: SESSION };

  it('names the answering site, never one the browser sends', () => {
    expect(eventPayload(analyticsEventSchema.parse(base), 'harbour-toyota', cookies)).toEqual({
      event: 'lead_submitted',
      website_slug: 'harbour-toyota',
      url: base.url,
      category: null,
      lead_id: null,
      anon_id: ANON,
      session_id: SESSION,
      error_message: null,
      event_properties: {},
    });
  });

  it('prefers the ids the body carries over the cookies', () => {
    const other = '22222222-3333-4444-9555-666666666666';
    const payload = eventPayload(analyticsEventSchema.parse({ ...base, anon_id: other }), 'harbour-toyota', cookies);
    expect([payload.anon_id, payload.session_id]).toEqual([other, SESSION]);
  });

  it('leaves the ids null when neither has them', () => {
    const payload = eventPayload(analyticsEventSchema.parse(base), 'harbour-toyota', { anonId: null, sessionId: null });
    expect([payload.anon_id, payload.session_id]).toEqual([null, null]);
  });
});

describe('carEventProperties', () => {
  it.each([
    ['/cars/2020-toyota-hilux-abc123', { make: 'Toyota', model: 'HiLux', stock_number: 'AB123' }, { car_slug: '2020-toyota-hilux-abc123', car_name: 'Toyota HiLux', stock_number: 'AB123' }],
    ['/cars/2020-toyota-hilux-abc123/', {}, { car_slug: '2020-toyota-hilux-abc123', car_name: null, stock_number: null }],
    ['/finance', { make: 'Mazda', model: '' }, { car_slug: null, car_name: 'Mazda', stock_number: null }],
    ['/contact', { name: 'Jane' }, {}],
  ])('%s %j', (path, lead, properties) => {
    expect(carEventProperties(path, lead)).toEqual(properties);
  });
});

describe('carIdentity', () => {
  it.each([
    [{ car_id: '12', car_type: 'used' }, { car_id: '12', car_type: 'used' }],
    [{ car_id: 12 }, { car_id: 12 }],
    [{ car_id: '', car_type: '' }, {}],
    [{ name: 'x' }, {}],
  ])('%j → %j', (lead, identity) => {
    expect(carIdentity(lead)).toEqual(identity);
  });
});

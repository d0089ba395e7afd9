import { describe, expect, it } from 'vitest';
import { SPEC_EVENT_IDS, specEventId } from './spec-event-id';

describe('specEventId', () => {
  it.each([
    ['lead_submitted', 'new-vehicle-enquiry', 'new', 14],
    ['lead_submitted', 'demo-vehicle-enquiry', 'demo', 14],
    ['lead_submitted', 'used-vehicle-enquiry', 'used', 15],
    ['lead_submitted', 'test-drive', null, 17],
    ['lead_submitted', 'test-drive', 'new', 17],
    ['lead_submitted', 'test-drive', 'used', 48],
    ['lead_submitted', 'general-enquiry', null, 22],
    ['favourite_save', null, 'used', 39],
    ['lead_submitted', 'careers', null, 51],
    ['lead_submitted', 'service-booking', null, null],
    ['lead_submitted', null, null, null],
    ['lead_failed', 'new-vehicle-enquiry', 'new', null],
    ['page_view', null, null, null],
  ] as const)('%s %s (%s) → %s', (event, category, carType, id) => {
    expect(specEventId(event, category, carType)).toBe(id);
  });

  it('gives every SPEC id to some event', () => {
    const cases: [string, string | null, string | null][] = [
      ['lead_submitted', 'new-vehicle-enquiry', null],
      ['lead_submitted', 'used-vehicle-enquiry', null],
      ['lead_submitted', 'test-drive', 'new'],
      ['lead_submitted', 'test-drive', 'used'],
      ['lead_submitted', 'general-enquiry', null],
      ['favourite_save', null, null],
      ['lead_submitted', 'careers', null],
    ];
    const given = new Set(cases.map(([event, category, carType]) => specEventId(event, category, carType)));
    expect([...given].sort()).toEqual(Object.values(SPEC_EVENT_IDS).sort());
  });
});

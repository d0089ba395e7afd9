import { describe, expect, it } from 'vitest';
import { collectOptionValues } from './check-options';
import { ADDITIONAL_SERVICES_MAX } from './limits';

describe('SPEC 5 check options and radio-option categories', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing to do', { name: 'Jane', category: 'service-booking' }, { name: 'Jane', category: 'service-booking' }],
    [
      'ticked check options become additional_services',
      { name: 'Jane', 'check-option-wheel-alignment': true, 'check-option-car-wash': 'on' },
      { name: 'Jane', additional_services: ['wheel-alignment', 'car-wash'] },
    ],
    [
      'a text value is the service',
      { 'check-option-1': 'Wheel alignment', 'check-option-2': 'Car wash' },
      { additional_services: ['Wheel alignment', 'Car wash'] },
    ],
    [
      'unticked options are dropped',
      { 'check-option-a': false, 'check-option-b': '', 'check-option-c': 'false', 'check-option-d': null },
      {},
    ],
    [
      'a check group gives a list',
      { 'check-option-extras': ['Tinting', 'Floor mats', ''] },
      { additional_services: ['Tinting', 'Floor mats'] },
    ],
    [
      'added after existing services, without repeats',
      { additional_services: ['Tinting'], 'check-option-x': 'Tinting', 'check-option-y': 'Car wash' },
      { additional_services: ['Tinting', 'Car wash'] },
    ],
    ['a radio-option category is stripped', { category: 'radio-option-yes', name: 'Jane' }, { name: 'Jane' }],
    ['a category containing a radio option is stripped', { category: 'trade-in radio-option-no' }, {}],
    [
      'radio options are stripped from a category list',
      { category: ['service-booking', 'radio-option-yes'] },
      { category: ['service-booking'] },
    ],
    ['other fields may hold radio options', { finance_type: 'radio-option-personal' }, { finance_type: 'radio-option-personal' }],
  ])('%s', (_label, values, expected) => {
    expect(collectOptionValues(values)).toEqual(expected);
  });

  it('caps additional_services', () => {
    const values = Object.fromEntries(Array.from({ length: ADDITIONAL_SERVICES_MAX + 5 }, (_, i) => [`check-option-${i}`, true]));
    expect(collectOptionValues(values).additional_services).toHaveLength(ADDITIONAL_SERVICES_MAX);
  });

  it('does not change its input', () => {
    const values = { category: 'radio-option-yes', 'check-option-x': true };
    collectOptionValues(values);
    expect(values).toEqual({ category: 'radio-option-yes', 'check-option-x': true });
  });
});

import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../test-support/site-config';
import { formRulesFrom, mobilePhoneRule } from './form-rules';
import type { PhoneRule } from './phone';

describe('mobilePhoneRule', () => {
  it.each<[PhoneRule, PhoneRule]>([
    ['au', 'au-mobile'],
    ['au-mobile', 'au-mobile'],
    ['nz', 'nz'],
    ['us', 'us'],
  ])('%s -> %s', (rule, expected) => {
    expect(mobilePhoneRule(rule)).toBe(expected);
  });
});

describe('formRulesFrom', () => {
  it('takes the phone settings from the site config', () => {
    const rules = formRulesFrom(siteConfig({ phoneRule: 'nz', allowUkPhoneNumbers: true, testPhoneNumber: '0400000000' }), {
      dealershipCount: 1,
      locationCount: 1,
    });
    expect(rules).toMatchObject({ phoneRule: 'nz', allowUkPhoneNumbers: true, testPhoneNumber: '0400000000' });
  });

  it.each([
    [{ dealershipCount: 1, locationCount: 1 }, { showLocationSelect: false, showPreferredDealership: false }],
    [{ dealershipCount: 1, locationCount: 3 }, { showLocationSelect: true, showPreferredDealership: false }],
    [{ dealershipCount: 4, locationCount: 4 }, { showLocationSelect: true, showPreferredDealership: true }],
    [{ dealershipCount: 0, locationCount: 0 }, { showLocationSelect: false, showPreferredDealership: false }],
  ])('%j shows %j', (site, expected) => {
    expect(formRulesFrom(siteConfig(), site)).toMatchObject(expected);
  });

  it('defaults to a required message and no postcode', () => {
    expect(formRulesFrom(siteConfig(), { dealershipCount: 1, locationCount: 1 })).toEqual({
      phoneRule: 'au',
      allowUkPhoneNumbers: false,
      testPhoneNumber: undefined,
      messageRequired: true,
      showPostcode: false,
      showLocationSelect: false,
      showPreferredDealership: false,
      dealershipCount: 1,
      locationCount: 1,
    });
  });
});

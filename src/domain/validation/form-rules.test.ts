import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../test-support/site-config';
import { formRulesFrom, mobilePhoneRule } from './form-rules';
import type { PhoneRule } from './phone';
import { FOUR_DIGIT_POSTCODE, ZIP_CODE } from './test-helpers';

const lead = (config: ReturnType<typeof siteConfig>, postcode = FOUR_DIGIT_POSTCODE) => ({ ...config, postcode });

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
  it('takes the phone settings and the postcode rule from the site lead rules', () => {
    const rules = formRulesFrom(lead(siteConfig({ phoneRule: 'us', allowUkPhoneNumbers: true, testPhoneNumber: '0400000000' }), ZIP_CODE), {
      dealershipCount: 1,
      locationCount: 1,
    });
    expect(rules).toMatchObject({ phoneRule: 'us', allowUkPhoneNumbers: true, testPhoneNumber: '0400000000', postcode: ZIP_CODE });
  });

  it.each([
    [{ dealershipCount: 1, locationCount: 1 }, { showLocationSelect: false, showPreferredDealership: false }],
    [{ dealershipCount: 1, locationCount: 3 }, { showLocationSelect: true, showPreferredDealership: false }],
    [{ dealershipCount: 4, locationCount: 4 }, { showLocationSelect: true, showPreferredDealership: true }],
    [{ dealershipCount: 0, locationCount: 0 }, { showLocationSelect: false, showPreferredDealership: false }],
  ])('%j shows %j', (site, expected) => {
    expect(formRulesFrom(lead(siteConfig()), site)).toMatchObject(expected);
  });

  it('defaults to a required message and no postcode', () => {
    expect(formRulesFrom(lead(siteConfig()), { dealershipCount: 1, locationCount: 1 })).toEqual({
      phoneRule: 'au',
      postcode: FOUR_DIGIT_POSTCODE,
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

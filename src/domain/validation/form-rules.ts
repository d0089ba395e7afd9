import type { LeadRules } from './lead';
import type { PhoneRule } from './phone';

/**
 * What a site's forms ask of the shopper. Filled from the site's lead rules by `formRulesFrom`; the fields
 * the config does not hold yet get the defaults below until they move into the site config schema
 * (messageRequired, showPostcode, showLocationSelect, showPreferredDealership).
 */
export type FormRules = LeadRules & {
  /** SPEC 5: the contact message is required unless the site says otherwise. */
  messageRequired: boolean;
  /** SPEC 5: postcode on some sites; where shown it is required. */
  showPostcode: boolean;
  /** SPEC 5: the location select is required when shown. */
  showLocationSelect: boolean;
  /** SPEC 5: preferred dealership is required when shown and the site has several dealerships. */
  showPreferredDealership: boolean;
  dealershipCount: number;
  locationCount: number;
};

/** The mobile rule of a region; New Zealand and US rules make no mobile distinction. */
export function mobilePhoneRule(rule: PhoneRule): PhoneRule {
  return rule === 'au' ? 'au-mobile' : rule;
}

/**
 * The form rules of one site, from its lead rules (phone region and postcode format). A choice
 * between locations or dealerships only makes sense when there is more than one, so that is the
 * default for showing the selects.
 */
export function formRulesFrom(
  config: LeadRules,
  site: { dealershipCount: number; locationCount: number },
): FormRules {
  return {
    phoneRule: config.phoneRule,
    postcode: config.postcode,
    allowUkPhoneNumbers: config.allowUkPhoneNumbers,
    testPhoneNumber: config.testPhoneNumber,
    messageRequired: true,
    showPostcode: false,
    showLocationSelect: site.locationCount > 1,
    showPreferredDealership: site.dealershipCount > 1,
    dealershipCount: site.dealershipCount,
    locationCount: site.locationCount,
  };
}

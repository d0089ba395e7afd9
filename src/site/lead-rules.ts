import type { Site } from '../domain/types';
import type { LeadRules } from '../domain/validation/lead';
import { messagesFor } from '../i18n/messages';

/**
 * The rules one site checks a shopper's details with: the phone region from its config and the
 * postcode format from its locale's catalogue. Every form and API that takes those details asks here,
 * so a US site's form and its lead API cannot disagree about a ZIP code.
 */
export function leadRulesOf(site: Pick<Site, 'config' | 'locale'>): LeadRules {
  const { phoneRule, allowUkPhoneNumbers, testPhoneNumber } = site.config;
  return { phoneRule, allowUkPhoneNumbers, testPhoneNumber, postcode: messagesFor(site.locale).postcode };
}

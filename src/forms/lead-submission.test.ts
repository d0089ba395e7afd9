import { messagesFor } from '../i18n/messages';
import { describe, expect, it } from 'vitest';
import { leadRulesOf } from '../site/lead-rules';
import { formRulesFrom } from '../domain/validation/form-rules';
import type { LeadSend } from '../domain/validation/multi-step';
import { siteConfig } from '../test-support/site-config';
import { leadSubmission } from './lead-submission';
import type { FormDefinition, FormSite } from './types';

const definition: FormDefinition = {
  id: 'finance',
  title: 'Finance enquiry',
  category: 'finance-enquiry',
  categoryFromCarType: true,
  submitLabel: 'Send',
  steps: [{ title: 'Your details', fields: [{ kind: 'full-name', name: 'name', label: 'Name' }] }],
};
const locations = [
  { id: 1, name: 'City', dealershipSlug: 'city-motors' },
  { id: 2, name: 'Airport', dealershipSlug: 'airport-motors' },
];
const site = (places: FormSite['locations']): FormSite => ({ slug: 'demo', locale: 'en-AU', rules: formRulesFrom(leadRulesOf({ config: siteConfig(), locale: 'en-AU' }), { dealershipCount: 2, locationCount: places.length }), locations: places, analytics: false, texts: messagesFor('en-AU').forms });
const send: LeadSend & { kind: 'complete' } = {
  kind: 'complete',
  method: 'POST',
  leadId: null,
  fields: { lead_status: 'Complete', form_completed: true, step_number: 1, skipped_steps: [] },
};
const tracking = { url: 'http://demo.localhost/finance', user_agent: 'test', visited_pages: [], linked_query_params: {} };

describe('leadSubmission', () => {
  it.each<[string, FormSite['locations'], Record<string, unknown>, number | undefined, string | null]>([
    ['the location the shopper chose', locations, { location_id: '2' }, 2, 'airport-motors'],
    ["the site's only location when none was chosen", [locations[0]!], {}, 1, 'city-motors'],
    ['no location when several exist and none was chosen', locations, {}, undefined, null],
    ['no location when the chosen one is not the site’s', locations, { location_id: '9' }, undefined, null],
  ])('files the lead at %s', (_name, places, answers, locationId, dealershipSlug) => {
    const { answers: sent, body } = leadSubmission(definition, site(places), { name: 'Jane Citizen', ...answers }, send, tracking);
    expect(sent.location_id).toBe(locationId);
    expect(body.lead.dealership_slug ?? null).toBe(dealershipSlug);
  });

  it.each([
    ['used', 'used-vehicle-enquiry'],
    ['demo', 'demo-vehicle-enquiry'],
    [undefined, 'finance-enquiry'],
  ])('a car of type %s files under %s', (carType, category) => {
    const submission = leadSubmission(definition, site(locations), { name: 'Jane Citizen', car_type: carType }, send, tracking);
    expect(submission.category).toBe(category);
    expect(submission.body.lead.category).toBe(category);
  });
});

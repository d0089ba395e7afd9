import { describe, expect, it } from 'vitest';
import { leadRulesOf } from '../site/lead-rules';
import { formRulesFrom } from '../domain/validation/form-rules';
import { leadSchema } from '../domain/validation/lead';
import { siteConfig } from '../test-support/site-config';
import { leadBody } from './to-lead';
import type { FieldDefinition } from './types';

const fields: FieldDefinition[] = [
  { kind: 'full-name', name: 'name', label: 'Name' },
  { kind: 'card-number', name: 'card', label: 'Card' },
  { kind: 'check-group', name: 'additional_services', label: 'Services' },
];

const context = {
  category: 'service-booking',
  websiteSlug: 'harbour-toyota',
  dealershipSlug: 'harbour-toyota',
  status: { lead_status: 'Complete' as const, form_completed: true, step_number: 1, skipped_steps: [] },
  tracking: { url: 'http://harbour-toyota.localhost/service', user_agent: 'test', visited_pages: ['/'], linked_query_params: { utm_source: 'x' } },
};

describe('leadBody', () => {
  const body = leadBody(fields, { name: 'Jane Citizen', email: 'jane@example.com', card: '4111111111111111', rego: 'ABC123', odometer: 45000, additional_services: ['Courtesy car'], empty: '' }, context);

  it('puts Lead fields on the lead and other answers in extra, never a card number', () => {
    expect(body.lead).toMatchObject({ name: 'Jane Citizen', email: 'jane@example.com', additional_services: ['Courtesy car'], extra: { rego: 'ABC123', odometer: 45000 } });
    expect(JSON.stringify(body)).not.toContain('4111');
    expect(body.lead).not.toHaveProperty('empty');
  });

  it('is a body the lead API accepts', () => {
    const rules = formRulesFrom(leadRulesOf({ config: siteConfig(), locale: 'en-AU' }), { dealershipCount: 1, locationCount: 1 });
    expect(leadSchema(rules).safeParse(body).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { siteFileLeadDestinationSchema } from './schema';

/** Which formats each kind of lead destination takes in a site file (docs/adf-leads.md). */
describe('lead destination format', () => {
  it.each([
    ['email', 'text', true],
    ['email', 'adf', true],
    ['email', 'adf-attachment', true],
    ['email', 'json', false],
    ['webhook', 'adf', true],
    ['webhook', 'json', true],
    ['webhook', 'adf-attachment', false],
    ['webhook', 'text', false],
    ['email', 'xml', false],
  ])('%s with format %s: %s', (kind, format, valid) => {
    const target = kind === 'email' ? 'leads@dealer.example' : 'https://crm.example/leads';
    const result = siteFileLeadDestinationSchema.safeParse({ kind, target, format });
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['format']);
  });

  it.each([
    ['email', 'leads@dealer.example', 'text'],
    ['webhook', 'https://crm.example/leads', 'adf'],
  ])('a %s destination without a format is %s: ADF goes in an email only where the file asks', (kind, target, format) => {
    expect(siteFileLeadDestinationSchema.parse({ kind, target }).format).toBe(format);
  });

  it('leaves an sms gateway its own rule', () => {
    expect(siteFileLeadDestinationSchema.safeParse({ kind: 'sms', target: 'outbox', format: 'text' }).success).toBe(true);
  });

  it.each([
    ['email', 'leads@dealer.example', null],
    ['email', 'leads at dealer', 'An email destination needs an email address, such as leads@dealer.com.au.'],
    ['email', 'https://crm.example/leads', 'An email destination needs an email address, such as leads@dealer.com.au.'],
    ['webhook', 'https://crm.example/leads', null],
    ['webhook', 'http://crm.example/leads', 'A webhook needs a full https:// address, such as https://crm.example.com/leads.'],
    ['webhook', 'crm.example/leads', 'A webhook needs a full https:// address, such as https://crm.example.com/leads.'],
    ['webhook', 'http://127.0.0.1:4010/leads', null],
    ['webhook', 'http://localhost:4010/leads', null],
  ])('%s to %s: %s', (kind, target, message) => {
    const result = siteFileLeadDestinationSchema.safeParse({ kind, target });
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['target', message]]);
  });
});

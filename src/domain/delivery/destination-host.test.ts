import { describe, expect, it } from 'vitest';
import { destinationHost } from './destination-host';

describe('destinationHost', () => {
  it.each([
    ['email', 'leads@Harbour-Toyota.com.au', 'harbour-toyota.com.au'],
    ['email', 'leads@localhost', null],
    ['webhook', 'https://crm.example.com/leads?x=1', 'crm.example.com'],
    ['webhook', 'http://127.0.0.1:4010/leads', null],
    ['sms', 'outbox', null],
    ['sms', 'https://gateway.example/send', 'gateway.example'],
  ])('%s %s → %s', (kind, target, host) => {
    expect(destinationHost(kind, target)).toBe(host);
  });
});

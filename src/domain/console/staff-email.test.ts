import { describe, expect, it } from 'vitest';
import { emailDomain } from './staff-email';

describe('emailDomain', () => {
  it.each([
    ['sam@harbourtoyota.com.au', 'harbourtoyota.com.au'],
    ['Sam@HarbourToyota.com.au', 'harbourtoyota.com.au'],
    ['"a@b"@example.com', 'example.com'],
    ['no-at-sign', ''],
  ])('%s -> %s', (address, domain) => {
    expect(emailDomain(address)).toBe(domain);
  });
});

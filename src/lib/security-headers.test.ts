import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, strictTransportSecurity } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('sends HSTS only in production', () => {
    expect(securityHeaders(true).map((h) => h.key)).toContain('Strict-Transport-Security');
    expect(securityHeaders(false).map((h) => h.key)).not.toContain('Strict-Transport-Security');
  });

  it('binds subdomains to HTTPS only where the whole domain is said to be HTTPS', () => {
    expect(securityHeaders(true).find((h) => h.key === 'Strict-Transport-Security')?.value).toBe('max-age=63072000');
    expect(strictTransportSecurity(false)).toBe('max-age=63072000');
    expect(strictTransportSecurity(true)).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it.each([
    ['frame-ancestors', "frame-ancestors 'self'"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'self'"],
    ['default-src', "default-src 'self'"],
    ['script-src', "script-src 'self' https://js.stripe.com"],
    ['connect-src', "connect-src 'self' https://api.stripe.com https://m.stripe.network"],
  ])('limits %s in production', (name, expected) => {
    expect(directive(contentSecurityPolicy(true), name)).toBe(expected);
  });

  it.each([
    ['no hashes', [], "script-src 'self' https://js.stripe.com"],
    ['two hashes', ["'sha256-a'", "'sha256-b'"], "script-src 'self' 'sha256-a' 'sha256-b' https://js.stripe.com"],
  ])('lists the inline scripts of an answer by hash in production: %s', (_, hashes, expected) => {
    expect(directive(contentSecurityPolicy(true, hashes), 'script-src')).toBe(expected);
  });

  it('lets inline scripts run unhashed only under next dev', () => {
    expect(directive(contentSecurityPolicy(false), 'script-src')).toContain("'unsafe-inline'");
    expect(directive(contentSecurityPolicy(true), 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows eval for React only in development', () => {
    expect(directive(contentSecurityPolicy(false), 'script-src')).toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy(true), 'script-src')).not.toContain("'unsafe-eval'");
  });
});

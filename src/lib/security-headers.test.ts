import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspAdditionsHeader, parseCspAdditions, securityHeaders, strictTransportSecurity, type CspAdditions } from './security-headers';

const NONE: CspAdditions = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
const add = (part: Partial<CspAdditions>): CspAdditions => ({ ...NONE, ...part });

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

  it.each([
    ['a site with no maps', NONE, "frame-src 'self' https://js.stripe.com https://hooks.stripe.com", "img-src 'self' data: blob: https://*.stripe.com"],
    [
      'a site with an OpenStreetMap embed',
      add({ 'frame-src': ['https://www.openstreetmap.org'] }),
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://www.openstreetmap.org",
      "img-src 'self' data: blob: https://*.stripe.com",
    ],
    [
      'a site with two embeds and a remote map picture',
      add({ 'frame-src': ['https://maps.example', 'https://www.openstreetmap.org'], 'img-src': ['https://tiles.example'] }),
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://maps.example https://www.openstreetmap.org",
      "img-src 'self' data: blob: https://*.stripe.com https://tiles.example",
    ],
  ])("allows exactly the site's map providers, keeping Stripe's: %s", (_, site, frames, images) => {
    for (const production of [true, false]) {
      expect(directive(contentSecurityPolicy(production, [], site), 'frame-src')).toBe(frames);
      expect(directive(contentSecurityPolicy(production, [], site), 'img-src')).toBe(images);
    }
  });

  it("adds a site's tracking origins to scripts and requests, after the hashes and Stripe's", () => {
    const site = add({ 'script-src': ['https://www.googletagmanager.com'], 'connect-src': ['https://*.google-analytics.com'] });
    expect(directive(contentSecurityPolicy(true, ["'sha256-a'"], site), 'script-src')).toBe("script-src 'self' 'sha256-a' https://js.stripe.com https://www.googletagmanager.com");
    expect(directive(contentSecurityPolicy(true, [], site), 'connect-src')).toBe(
      "connect-src 'self' https://api.stripe.com https://m.stripe.network https://*.google-analytics.com",
    );
  });

  it('allows no maps provider without a site', () => {
    expect(directive(contentSecurityPolicy(true), 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });
});

describe('the CSP additions the proxy hands the server', () => {
  it.each([
    ['none', NONE],
    ['one frame', add({ 'frame-src': ['https://www.openstreetmap.org'] })],
    ['frames and images', add({ 'frame-src': ['https://a.example', 'https://b.example:8443'], 'img-src': ['https://tiles.example'] })],
    [
      'tracking tags, with subdomain wildcards',
      add({
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com'],
      }),
    ],
  ])('read back as written: %s', (_, site) => {
    expect(parseCspAdditions(cspAdditionsHeader(site))).toEqual(site);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['a directive smuggled in', "frame-src=https://a.example; script-src 'unsafe-inline';img-src="],
    ['a directive not addable', 'frame-src=https://a.example;object-src=https://a.example;default-src=https://a.example'],
    ['a bare wildcard', 'frame-src=* https://a.example;img-src=*'],
    ['a wildcard in the middle', 'frame-src=https://a.*.example https://a.example'],
    ['an http origin', 'frame-src=http://a.example https://a.example;img-src='],
    ['a path', 'frame-src=https://a.example/embed https://a.example;img-src='],
  ])('never widens the policy with anything but https origins in the addable directives: %s', (_, value) => {
    const read = parseCspAdditions(value);
    expect(Object.keys(read).sort()).toEqual(['connect-src', 'frame-src', 'img-src', 'script-src']);
    const all = Object.values(read).flat();
    expect(all.every((o) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/.test(o))).toBe(true);
    expect(all.filter((o) => o !== 'https://a.example')).toEqual([]);
  });
});

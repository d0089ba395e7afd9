import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mapSourcesHeader, parseMapSources, securityHeaders, strictTransportSecurity } from './security-headers';

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
    ['a site with no maps', { frame: [], img: [] }, "frame-src 'self' https://js.stripe.com https://hooks.stripe.com", "img-src 'self' data: blob: https://*.stripe.com"],
    [
      'a site with an OpenStreetMap embed',
      { frame: ['https://www.openstreetmap.org'], img: [] },
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://www.openstreetmap.org",
      "img-src 'self' data: blob: https://*.stripe.com",
    ],
    [
      'a site with two embeds and a remote map picture',
      { frame: ['https://maps.example', 'https://www.openstreetmap.org'], img: ['https://tiles.example'] },
      "frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://maps.example https://www.openstreetmap.org",
      "img-src 'self' data: blob: https://*.stripe.com https://tiles.example",
    ],
  ])("allows exactly the site's map providers, keeping Stripe's: %s", (_, maps, frames, images) => {
    for (const production of [true, false]) {
      expect(directive(contentSecurityPolicy(production, [], maps), 'frame-src')).toBe(frames);
      expect(directive(contentSecurityPolicy(production, [], maps), 'img-src')).toBe(images);
    }
  });

  it('allows no maps provider without a site', () => {
    expect(directive(contentSecurityPolicy(true), 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });
});

describe('the map sources the proxy hands the server', () => {
  it.each([
    ['none', { frame: [], img: [] }],
    ['one frame', { frame: ['https://www.openstreetmap.org'], img: [] }],
    ['frames and images', { frame: ['https://a.example', 'https://b.example:8443'], img: ['https://tiles.example'] }],
  ])('read back as written: %s', (_, maps) => {
    expect(parseMapSources(mapSourcesHeader(maps))).toEqual(maps);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['a directive smuggled in', "frame=https://a.example; script-src 'unsafe-inline';img="],
    ['a wildcard', 'frame=* https://*.example;img=*'],
    ['an http origin', 'frame=http://a.example;img='],
    ['a path', 'frame=https://a.example/embed;img='],
  ])('never widens the policy with anything but https origins: %s', (_, value) => {
    const read = parseMapSources(value);
    expect([...read.frame, ...read.img].every((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(o))).toBe(true);
    expect(read.frame.filter((o) => o !== 'https://a.example')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { consoleHostOf, parseHost, slugFromHost, type HostTarget } from './host';

const PLATFORM = ['localhost', '127.0.0.1', '[::1]'] as const;

const platform: HostTarget = { kind: 'platform' };
const invalid: HostTarget = { kind: 'invalid' };
const site = (host: string): HostTarget => ({ kind: 'site', host });

describe('parseHost', () => {
  const cases: Array<[string, string | null | undefined, HostTarget]> = [
    // platform hosts, however they are spelled
    ['localhost', 'localhost', platform],
    ['localhost with port', 'localhost:3000', platform],
    ['upper-case localhost', 'LOCALHOST:3000', platform],
    ['localhost with trailing dot', 'localhost.', platform],
    ['www.localhost', 'www.localhost', platform],
    ['IPv4 loopback', '127.0.0.1', platform],
    ['IPv4 loopback with port', '127.0.0.1:8080', platform],
    ['IPv6 loopback', '[::1]', platform],
    ['IPv6 loopback with port', '[::1]:3000', platform],
    ['padded with spaces', '  localhost:3000  ', platform],

    // tenant sub-domains in development
    ['x.localhost', 'harbour-toyota.localhost', site('harbour-toyota.localhost')],
    ['x.localhost with port', 'harbour-toyota.localhost:3000', site('harbour-toyota.localhost')],
    ['x.localhost upper case', 'Harbour-Toyota.LocalHost:3000', site('harbour-toyota.localhost')],
    ['www.x.localhost', 'www.harbour-toyota.localhost', site('harbour-toyota.localhost')],
    ['deeper sub-domain', 'a.b.localhost', site('a.b.localhost')],

    // custom domains
    ['custom domain', 'harbourtoyota.com.au', site('harbourtoyota.com.au')],
    ['custom domain www', 'www.harbourtoyota.com.au', site('harbourtoyota.com.au')],
    ['custom domain www upper case and port', 'WWW.HarbourToyota.com.au:443', site('harbourtoyota.com.au')],
    ['custom domain trailing dot', 'harbourtoyota.com.au.', site('harbourtoyota.com.au')],
    ['trailing dot then port', 'harbourtoyota.com.au.:8443', site('harbourtoyota.com.au')],
    ['only one www. is stripped', 'www.www.example.com', site('www.example.com')],
    ['www inside a label is kept', 'wwwexample.com', site('wwwexample.com')],
    ['punycode label', 'xn--bcher-kva.example', site('xn--bcher-kva.example')],
    ['digits in labels', '4wd-centre.com.au', site('4wd-centre.com.au')],
    ['single-label name', 'intranet', site('intranet')],
    ['63-character label', `${'a'.repeat(63)}.com`, site(`${'a'.repeat(63)}.com`)],
    ['lowest port', 'example.com:1', site('example.com')],
    ['highest port', 'example.com:65535', site('example.com')],

    // junk
    ['null', null, invalid],
    ['undefined', undefined, invalid],
    ['empty', '', invalid],
    ['only spaces', '   ', invalid],
    ['inner space', 'harbour toyota.com', invalid],
    ['underscore', 'harbour_toyota.com', invalid],
    ['empty label', 'harbour..com', invalid],
    ['leading dot', '.example.com', invalid],
    ['two trailing dots', 'example.com..', invalid],
    ['leading hyphen', '-example.com', invalid],
    ['trailing hyphen in label', 'example-.com', invalid],
    ['64-character label', `${'a'.repeat(64)}.com`, invalid],
    ['longer than 253', `${'abcdefghi.'.repeat(25)}example`, invalid],
    ['markup', '<script>alert(1)</script>', invalid],
    ['quote', 'example.com"', invalid],
    ['unicode', 'bücher.example', invalid],
    ['emoji', '🚗.example', invalid],
    ['port zero', 'example.com:0', invalid],
    ['port out of range', 'example.com:65536', invalid],
    ['port far out of range', 'example.com:999999', invalid],
    ['non-numeric port', 'example.com:http', invalid],
    ['empty port', 'example.com:', invalid],
    ['two ports', 'example.com:80:80', invalid],
    ['userinfo', 'a@b', invalid],
    ['userinfo with domain', 'user:pass@example.com', invalid],
    ['path', 'example.com/admin', invalid],
    ['backslash', 'example.com\\admin', invalid],
    ['query', 'example.com?x=1', invalid],
    ['scheme', 'http://example.com', invalid],
    ['bare IPv6', '::1', invalid],
    ['other IPv6 literal', '[2001:db8::1]', invalid],
    ['IPv6 with bad port', '[::1]:99999', invalid],
    ['IPv6 junk in brackets', '[::1<x>]', invalid],
    ['IPv6 with two ::', '[1::2::3]', invalid],
    ['other IPv4 address', '10.0.0.1', invalid],
    ['numeric last label', 'example.123', invalid],
    ['www. alone is the fully qualified name www', 'www.', site('www')],
    ['newline', 'example.com\nx', invalid],
  ];

  it.each(cases)('%s: %j', (_name, raw, expected) => {
    expect(parseHost(raw, PLATFORM)).toEqual(expected);
  });

  it('normalises the platform list the same way as the header', () => {
    expect(parseHost('forecourt.example', ['WWW.Forecourt.Example.'])).toEqual(platform);
    expect(parseHost('[::1]:3000', ['::1'])).toEqual(platform);
    expect(parseHost('app.forecourt.example:443', [' app.forecourt.example:443 '])).toEqual(platform);
  });

  it('treats every host as a site or invalid when there is no platform list', () => {
    expect(parseHost('localhost', [])).toEqual(site('localhost'));
    expect(parseHost('127.0.0.1', [])).toEqual(invalid);
  });

  it('answers the console for console.{PLATFORM_DOMAIN} only', () => {
    expect(consoleHostOf('forecourt.example.')).toBe('console.forecourt.example');
    expect(consoleHostOf(undefined)).toBeNull();
    expect(parseHost('Console.Forecourt.Example:443', PLATFORM, consoleHostOf('forecourt.example'))).toEqual({ kind: 'console' });
    expect(parseHost('console.forecourt.example', PLATFORM)).toEqual(site('console.forecourt.example'));
    expect(parseHost('console.other.example', PLATFORM, consoleHostOf('forecourt.example'))).toEqual(site('console.other.example'));
  });

  it('ignores junk entries in the platform list', () => {
    expect(parseHost('example.com', ['', 'a b', '<x>'])).toEqual(site('example.com'));
  });
});

describe('slugFromHost', () => {
  const cases: Array<[string, string | undefined, string | null]> = [
    ['harbour-toyota.localhost', undefined, 'harbour-toyota'],
    ['HARBOUR-TOYOTA.localhost', undefined, 'harbour-toyota'],
    ['x.forecourt.example', 'forecourt.example', 'x'],
    ['x.forecourt.example', 'Forecourt.Example.', 'x'],
    ['harbour-toyota.localhost', 'forecourt.example', 'harbour-toyota'],
    ['x.forecourt.example', undefined, null],
    ['a.b.localhost', undefined, null],
    ['a.b.forecourt.example', 'forecourt.example', null],
    ['localhost', undefined, null],
    ['forecourt.example', 'forecourt.example', null],
    ['xforecourt.example', 'forecourt.example', null],
    ['harbourtoyota.com.au', 'forecourt.example', null],
    ['-x.localhost', undefined, null],
    ['x_y.localhost', undefined, null],
    ['.localhost', undefined, null],
    [`${'a'.repeat(64)}.localhost`, undefined, null],
  ];

  it.each(cases)('%s (platform domain %s) -> %s', (host, domain, expected) => {
    expect(slugFromHost(host, domain)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddressFrom, requestClientAddress } from './client-address';

describe('clientAddressFrom', () => {
  it.each([
    // No proxy trusted: the peer, whatever the header claims.
    ['203.0.113.9', undefined, 0, '203.0.113.9'],
    ['203.0.113.9', '1.2.3.4', 0, '203.0.113.9'],
    ['203.0.113.9', '1.2.3.4, 5.6.7.8', 0, '203.0.113.9'],
    [undefined, '1.2.3.4', 0, 'unknown'],
    // One proxy (peer 10.0.0.1) appended the client's address: the last entry.
    ['10.0.0.1', '198.51.100.7', 1, '198.51.100.7'],
    ['10.0.0.1', 'spoofed, 198.51.100.7', 1, '198.51.100.7'],
    ['10.0.0.1', ' spoofed ,198.51.100.7 , ', 1, '198.51.100.7'],
    // Two proxies: a CDN appended the client, the balancer appended the CDN.
    ['10.0.0.1', 'spoofed, 198.51.100.7, 192.0.2.50', 2, '198.51.100.7'],
    // Fewer entries than hops: the leftmost there is.
    ['10.0.0.1', '198.51.100.7', 2, '198.51.100.7'],
    ['10.0.0.1', undefined, 1, '10.0.0.1'],
    ['10.0.0.1', '', 1, '10.0.0.1'],
    ['::1', '2001:db8::1', 1, '2001:db8::1'],
  ])('peer %s, X-Forwarded-For %j, %i hops: %s', (peer, forwardedFor, hops, expected) => {
    expect(clientAddressFrom(peer, forwardedFor, hops)).toBe(expected);
  });
});

describe('requestClientAddress', () => {
  it('reads only the header the server in front writes, never X-Forwarded-For', () => {
    expect(requestClientAddress(new Headers({ 'x-forecourt-client-address': '198.51.100.7', 'x-forwarded-for': '1.2.3.4' }))).toBe('198.51.100.7');
    expect(requestClientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });
});

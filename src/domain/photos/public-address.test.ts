import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', 4, true],
    ['8.8.8.8', 4, true],
    ['172.32.0.1', 4, true],
    ['127.0.0.1', 4, false],
    ['127.255.255.254', 4, false],
    ['10.1.2.3', 4, false],
    ['172.16.0.1', 4, false],
    ['172.31.255.255', 4, false],
    ['192.168.1.1', 4, false],
    ['169.254.169.254', 4, false],
    ['100.64.0.1', 4, false],
    ['0.0.0.0', 4, false],
    ['224.0.0.1', 4, false],
    ['255.255.255.255', 4, false],
    ['198.18.0.1', 4, false],
    ['256.1.1.1', 4, false],
    ['2606:4700::6810:84e5', 6, true],
    ['2001:4860:4860::8888', 6, true],
    ['::1', 6, false],
    ['::', 6, false],
    ['fe80::1', 6, false],
    ['fd00::1', 6, false],
    ['fc12:3456::1', 6, false],
    ['ff02::1', 6, false],
    ['2001:db8::1', 6, false],
    ['::ffff:127.0.0.1', 6, false],
    ['::ffff:10.0.0.1', 6, false],
    ['::ffff:93.184.216.34', 6, true],
    ['::ffff:7f00:1', 6, false],
    ['64:ff9b::7f00:1', 6, false],
    ['1:2:3', 6, false],
    ['not an address', 6, false],
  ] as const)('%s (IPv%d) -> %s', (address, family, expected) => {
    expect(isPublicAddress(address, family)).toBe(expected);
  });
});

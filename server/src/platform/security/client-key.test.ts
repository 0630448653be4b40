import { describe, expect, it } from 'vitest';
import { clientKey, networkKey } from './client-key';

describe('the key a client is throttled under', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::abcd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('gives every malformed or missing address one shared, short key', () => {
    expect(clientKey('x'.repeat(300))).toBe('invalid-address');
    expect(clientKey('203.0.113.1, 10.0.0.1')).toBe('invalid-address');
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('the wider network a client is counted in as well', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['198.51.100.7', '198.51.100.0/24'],
    ['::ffff:198.51.100.200', '198.51.100.0/24'],
  ])('%s → %s', (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it('has none for a malformed or missing address', () => {
    expect(networkKey('not an address')).toBeUndefined();
    expect(networkKey(undefined)).toBeUndefined();
  });
});

import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client is throttled under, from its address as Express reads it (`req.ip`, which
 * follows TRUST_PROXY). An IPv4 address is one key. An IPv6 client is keyed by its /64 network:
 * one home or phone is given a whole /64 and may use any address in it, so keying the full address
 * would hand an attacker millions of keys. An IPv4-mapped IPv6 address is the IPv4 it maps.
 * Anything else (a malformed forwarded header) shares one key, so it cannot be used to mint new
 * ones; the result is always short enough for the rate_limits key column.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) is not part of the network
  if (isIPv6(bare)) return `${ipv6Prefix64(bare)}::/64`;
  return 'invalid-address';
}

/**
 * The wider network a client is in, for counters that add up its neighbours: an IPv6 /48 (the
 * block one customer site is given, 65,536 /64s) and an IPv4 /24. Undefined for an address that is
 * not one (it already shares one key).
 */
export function networkKey(address: string | undefined): string | undefined {
  const key = clientKey(address);
  if (key.endsWith('::/64')) return `${key.split(':').slice(0, 3).join(':')}::/48`;
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  return undefined;
}

/** Both keys of a client, as the code-guessing counters take them (rsvp-throttles.ts CodeCaller). */
export function callerKeys(address: string | undefined): {
  clientKey: string;
  networkKey: string | undefined;
} {
  return { clientKey: clientKey(address), networkKey: networkKey(address) };
}

/** The first four groups of an IPv6 address, expanded and in lower case: its /64 network. */
function ipv6Prefix64(address: string): string {
  let text = address.toLowerCase();
  // A trailing embedded IPv4 (::1.2.3.4) fills the last two groups, outside the /64 prefix.
  text = text.replace(/(\d+\.\d+\.\d+\.\d+)$/, '0:0');
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':');
}

import { describe, expect, it } from 'vitest';
import { isPublicHostName, parsePublicHosts } from './public-host';

describe('the public-host rule in the browser', () => {
  it('takes a host with the trailing dot DNS allows, or in capitals, for the listed one', () => {
    const hosts = parsePublicHosts(' Aanya-and-Julien.com , www.aanya-and-julien.com. ');
    expect(hosts).toEqual(['aanya-and-julien.com', 'www.aanya-and-julien.com']);
    for (const hostname of [
      'aanya-and-julien.com.',
      'WWW.aanya-and-julien.com',
      'www.aanya-and-julien.com.',
    ]) {
      expect(isPublicHostName(hostname, hosts), hostname).toBe(true);
    }
    expect(isPublicHostName('rsvp.aanya-and-julien.com.', hosts)).toBe(false);
  });
});

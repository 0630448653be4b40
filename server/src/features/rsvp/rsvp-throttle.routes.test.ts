import { MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import { RSVP_LIMITS } from '../../platform/security/guest-throttles';
import { attendingPayload, startTestApp } from './test/rsvp-test-app';

const database = await useTestDatabase();
// Behind the proxy (the default TRUST_PROXY trusts loopback), and an app that trusts no proxy.
const proxied = await startTestApp(database);
const direct = await startTestApp(database, { TRUST_PROXY: 'false' });
const name = { firstName: 'Hélène', lastName: 'Dupont' };

const waitSentence = (template: string) =>
  new RegExp(`^${template.replace('{wait}', '(1[0-5]|[1-9]) minutes?').replace(/\./g, '\\.')}$`);

describe('throttling lookups per client address, kept in PostgreSQL', () => {
  it('answers 429 with a sentence to wait once an address used its lookups; other addresses go on', async () => {
    for (let i = 0; i < RSVP_LIMITS.lookup.points; i += 1) {
      expect((await proxied.lookup(name, '198.51.100.50')).status).toBe(200);
    }
    const refused = await proxied.lookup(name, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      waitSentence(MESSAGES.lookup.tooMany),
    );
    // The forwarded address is believed from the loopback proxy: another guest is not affected.
    expect((await proxied.lookup(name, '198.51.100.51')).status).toBe(200);
    const row = await database.db
      .selectFrom('rate_limits')
      .select('points')
      .where('key', '=', 'rsvp-lookup:198.51.100.50')
      .executeTakeFirst();
    expect(row?.points).toBe(RSVP_LIMITS.lookup.points + 1);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted: changing it does not escape the limit', async () => {
    for (let i = 0; i < RSVP_LIMITS.lookup.points; i += 1) {
      expect((await direct.lookup(name, `192.0.2.${i + 1}`)).status).toBe(200);
    }
    expect((await direct.lookup(name, '192.0.2.200')).status).toBe(429);
  });
});

describe('throttling submissions per client address', () => {
  it('answers 429 with the submission sentence after the limit, and writes nothing more', async () => {
    for (let i = 0; i < RSVP_LIMITS.submit.points; i += 1) {
      expect((await proxied.submit(attendingPayload(), '198.51.100.60')).status).toBe(200);
    }
    const before = await database.db.selectFrom('rsvp_submissions').select('id').execute();
    const refused = await proxied.submit(attendingPayload(), '198.51.100.60');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(waitSentence(MESSAGES.rsvp.tooMany));
    expect(await database.db.selectFrom('rsvp_submissions').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});

describe('keys that cannot be abused', () => {
  it('counts an IPv6 guest by its /64 network, whatever address of it they use', async () => {
    await proxied.lookup(name, '2001:db8:aa:bb::1');
    await proxied.lookup(name, '2001:db8:aa:bb:ffff:1:2:3');
    const row = await database.db
      .selectFrom('rate_limits')
      .select('points')
      .where('key', '=', 'rsvp-lookup:2001:db8:aa:bb::/64')
      .executeTakeFirst();
    expect(row?.points).toBe(2);
  });

  it('answers a forwarded address of 300 characters, and does not let it mint a key of its own', async () => {
    const response = await proxied.lookup(name, 'x'.repeat(300));
    expect(response.status).toBe(200);
    const row = await database.db
      .selectFrom('rate_limits')
      .select('points')
      .where('key', '=', 'rsvp-lookup:invalid-address')
      .executeTakeFirst();
    expect(row?.points).toBe(1);
  });
});

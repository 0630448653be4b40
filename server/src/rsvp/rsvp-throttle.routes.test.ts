import { MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database';
import { LOOKUP_LIMIT, SUBMIT_LIMIT } from './rsvp.routes';
import { attendingPayload, startTestApp } from './test/rsvp-test-app';

const database = await useTestDatabase();
// Behind the proxy (the default TRUST_PROXY trusts loopback), and an app that trusts no proxy.
const proxied = await startTestApp(database);
const direct = await startTestApp(database, { TRUST_PROXY: 'false' });
const name = { firstName: 'Hélène', lastName: 'Dupont' };

const waitSentence = (template: string) =>
  new RegExp(`^${template.replace('{minutes}', '(1[0-5]|[1-9]) minutes?').replace(/\./g, '\\.')}$`);

describe('throttling lookups per client address, kept in PostgreSQL', () => {
  it('answers 429 with a sentence to wait once an address used its lookups; other addresses go on', async () => {
    for (let i = 0; i < LOOKUP_LIMIT.points; i += 1) {
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
    expect(row?.points).toBe(LOOKUP_LIMIT.points + 1);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted: changing it does not escape the limit', async () => {
    for (let i = 0; i < LOOKUP_LIMIT.points; i += 1) {
      expect((await direct.lookup(name, `192.0.2.${i + 1}`)).status).toBe(200);
    }
    expect((await direct.lookup(name, '192.0.2.200')).status).toBe(429);
  });
});

describe('throttling submissions per client address', () => {
  it('answers 429 with the submission sentence after the limit, and writes nothing more', async () => {
    for (let i = 0; i < SUBMIT_LIMIT.points; i += 1) {
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

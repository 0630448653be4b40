import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { parseEnv } from '../../platform/config/env';
import { createPool } from '../../platform/db/database';
import { createLogger } from '../../platform/logger';
import { useTestDatabase } from '../../platform/test/database';
import { RSVP_LIMITS } from '../../platform/security/guest-throttles';
import { attendingPayload, sampleGuest, startTestApp } from './test/rsvp-test-app';

/**
 * RSVP_THROTTLES=off (the benchmark's setting, ADR 032) really turns the guests' per-address limits
 * off, REST and GraphQL alike, and nothing else. An address whose counters are spent is refused by
 * an app with the limits and answered by one without, on the same database.
 */
const database = await useTestDatabase();
const limited = await startTestApp(database);
const open = await startTestApp(database, { RSVP_THROTTLES: 'off' });
const name = { firstName: 'Hélène', lastName: 'Dupont' };
const code = sampleGuest('Hélène Dupont').invitationCode;

/** Writes the address's counters as if it had used every lookup and submission of the window. */
async function spendLimits(ip: string): Promise<void> {
  const expire = Date.now() + 15 * 60_000;
  await database.db
    .insertInto('rate_limits')
    .values([
      { key: `rsvp-lookup:${ip}`, points: RSVP_LIMITS.lookup.points, expire },
      { key: `rsvp-submit:${ip}`, points: RSVP_LIMITS.submit.points, expire },
    ])
    .execute();
}

const counters = async (ip: string) =>
  database.db.selectFrom('rate_limits').select('key').where('key', 'like', `%:${ip}`).execute();

async function validateCode(baseUrl: string, ip: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ query: `{ validateRSVPCode(code: "${code}") { found } }` }),
  });
  return ((await response.json()) as { data: { validateRSVPCode: unknown } }).data.validateRSVPCode;
}

describe('RSVP_THROTTLES=off', () => {
  it('answers lookups and submissions from an address whose limits are spent', async () => {
    const ip = '198.51.100.80';
    await spendLimits(ip);
    expect((await limited.lookup(name, ip)).status).toBe(429);
    expect((await open.lookup(name, ip)).status).toBe(200);
    expect(await validateCode(limited.baseUrl, ip)).toEqual({ found: false });
    expect(await validateCode(open.baseUrl, ip)).toEqual({ found: true });

    expect((await limited.submit(attendingPayload(), ip)).status).toBe(429);
    const before = await database.db.selectFrom('rsvp_submissions').select('id').execute();
    expect((await open.submit(attendingPayload(), ip)).status).toBe(200);
    expect(await database.db.selectFrom('rsvp_submissions').select('id').execute()).toHaveLength(
      before.length + 1,
    );
  });

  it('counts nothing for a new address', async () => {
    const ip = '198.51.100.81';
    expect((await open.lookup(name, ip)).status).toBe(200);
    expect((await open.submit(attendingPayload(), ip)).status).toBe(200);
    expect(await counters(ip)).toEqual([]);
    // The same requests through the limited app are counted: the check above can fail.
    await limited.lookup(name, ip);
    expect(await counters(ip)).toHaveLength(1);
  });

  it('keeps the limits in a production app even when handed an environment with them off', async () => {
    const ip = '198.51.100.82';
    await spendLimits(ip);
    const logger = createLogger('silent');
    const pool = createPool(database.url, logger, 2);
    const env = { ...parseEnv({ NODE_ENV: 'test', RSVP_THROTTLES: 'off' }), NODE_ENV: 'production' as const };
    const server = createApp({ env, db: database.db, pool, logger, clientDir: '/nonexistent' }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise<void>((resolve) => server.once('listening', resolve));
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    });
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/rsvp?${new URLSearchParams(name).toString()}`, {
      headers: { Accept: 'application/json', 'X-Forwarded-For': ip },
    });
    expect(response.status).toBe(429);
  });
});

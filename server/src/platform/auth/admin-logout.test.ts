import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createPool } from '../db/database';
import { UNAUTHENTICATED_MESSAGES } from '../graphql/admin-guard';
import { startGraphqlServer, type TestServer } from '../graphql/test/graphql-test-app';
import { createLogger } from '../logger';
import { AUTH_MESSAGES } from './auth.service';
import { tokenHash } from './revoked-tokens.repository';

/**
 * "Log out" ends the token on the server (ADR 034): refused from then on by every admin call, by
 * this server and by any other replica on the same database, until it would have expired.
 */
const server = await startGraphqlServer();

/** A second replica: another app on the same database, as docker compose could run. */
async function startReplica(of: TestServer): Promise<string> {
  const pool = createPool(of.env.DATABASE_URL ?? '', createLogger('silent'), 2);
  const app = createApp({
    env: of.env,
    db: of.db,
    pool,
    logger: createLogger('silent'),
    clientDir: '/nonexistent',
  });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      listening.close(() => resolve());
      listening.closeAllConnections();
    });
    await pool.end();
  });
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

const GUEST_STATS = 'query($token: String!) { guestStats(token: $token) { totalGuests } }';
const LOGOUT = 'mutation($token: String!) { adminLogout(token: $token) { success message token } }';
type Logout = { adminLogout: { success: boolean; message: string; token: string | null } };

async function statsAt(url: string, token: string, bearer = false) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(bearer ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: GUEST_STATS, variables: { token: bearer ? '' : token } }),
  });
  return (await response.json()) as {
    data?: { guestStats: { totalGuests: number } } | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

describe('adminLogout', () => {
  it('ends the token on every replica, by argument and by header, and only that token', async () => {
    const replica = await startReplica(server);
    const token = await server.login();
    const otherBrowser = await server.login();
    expect(otherBrowser).not.toBe(token);
    expect((await statsAt(replica, token)).data?.guestStats.totalGuests).toBe(0);

    const loggedOut = await server.gql<Logout>(LOGOUT, { token });
    expect(loggedOut.body.data?.adminLogout).toEqual({
      success: true,
      message: AUTH_MESSAGES.loggedOut,
      token: null,
    });

    for (const [url, bearer] of [
      [server.url, false],
      [replica, false],
      [replica, true],
    ] as const) {
      const refused = await statsAt(url, token, bearer);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message: UNAUTHENTICATED_MESSAGES.revoked,
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    }
    // The host's other browser keeps its own session.
    expect((await statsAt(replica, otherBrowser)).data?.guestStats.totalGuests).toBe(0);
    // The list holds a hash until the token's own expiry, never the token.
    const listed = await server.db.selectFrom('revoked_tokens').selectAll().execute();
    expect(listed).toEqual([{ token_hash: tokenHash(token), expires_at: expect.any(Date) }]);
    expect(listed[0]?.expires_at.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
  });

  it('is done with a token already ended, refuses one it never signed, and forgets ended tokens past their expiry', async () => {
    await server.db
      .insertInto('revoked_tokens')
      .values({ token_hash: 'a'.repeat(64), expires_at: new Date(Date.now() - 1000) })
      .execute();
    const token = await server.login();
    for (let i = 0; i < 2; i += 1) {
      expect((await server.gql<Logout>(LOGOUT, { token })).body.data?.adminLogout.success).toBe(true);
    }
    expect(
      await server.db
        .selectFrom('revoked_tokens')
        .select('token_hash')
        .where('token_hash', '=', 'a'.repeat(64))
        .execute(),
    ).toEqual([]);
    const forged = await server.gql<Logout>(LOGOUT, { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.body.data?.adminLogout).toEqual({
      success: false,
      message: 'This is not a session of this site: nothing was logged out.',
      token: null,
    });
  });
});

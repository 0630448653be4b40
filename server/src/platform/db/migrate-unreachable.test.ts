import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createDb, createPool } from './database';
import { freePort } from './free-port';
import { migrateToLatest } from './migrate';
import { useTestDatabase } from '../test/database';

/**
 * A server that cannot reach its database says so at start, and what to check, rather than that a
 * migration failed (none ran).
 */
const { url } = await useTestDatabase();
const closed = `postgres://wedding:secret@127.0.0.1:${await freePort()}/wedding`;
const wrongPassword = url.replace(/\/\/([^:]+):[^@]*@/, '//$1:not-the-password@');
const pools = [closed, wrongPassword].map((address) => createPool(address, createLogger('silent'), 1));
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

describe('migrating a database that cannot be reached', () => {
  it.each([
    ['nothing listening', 0],
    ['a wrong password', 1],
  ])('with %s, says to check PostgreSQL and DATABASE_URL', async (_case, index) => {
    const pool = pools[index];
    if (!pool) throw new Error('no pool');
    await expect(migrateToLatest(createDb(pool))).rejects.toThrow(
      /^the database could not be reached \(.+\)\. Check that PostgreSQL is running and that DATABASE_URL names it: host, port, user, password and database\.$/,
    );
  });
});

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../logger';
import { createEmptyDatabase, dropDatabase, uniqueDatabaseName } from '../test/postgres';
import { createDb, createPool } from './database';
import { migrateToLatest } from './migrate';

/**
 * Migration 0037 on a database migrated from empty (a setting of the database, which a copy made from
 * the tests' template does not carry): every new session prices a random page read at 1.1.
 */
const adminUrl = inject('testPostgresAdminUrl');
const name = uniqueDatabaseName('riviera_page_cost');
const url = await createEmptyDatabase(adminUrl, name);
const db = createDb(createPool(url, createLogger('silent'), 1));
await migrateToLatest(db);
afterAll(async () => {
  await db.destroy();
  await dropDatabase(adminUrl, name);
});

describe('migration 0037 (ADR 066)', () => {
  it('prices a page read at random as the memory it is read from, so a key lookup is an index scan', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ random_page_cost: string }>('SHOW random_page_cost');
      expect(rows[0]?.random_page_cost).toBe('1.1');
      // A foreign key's check, as PostgreSQL writes it, on a history of a few pages: by its index.
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT 1 FROM ONLY rsvp_submissions x WHERE id = '00000000-0000-0000-0000-000000000000' FOR KEY SHARE OF x",
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
        /Index Scan using rsvp_submissions_pkey/,
      );
    } finally {
      await client.end();
    }
  });
});

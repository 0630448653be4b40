import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { useTestDatabase } from '../test/database';
import { createDb, createPool } from './database';
import type { DB } from './database.types';
import { namedStatements, statementName } from './named-statements';

const { url, db } = await useTestDatabase();

/** Kysely on a pool of one connection, naming at most `max` statements on it. */
function oneConnection(max?: number) {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: namedStatements(createPool(url, createLogger('silent'), 1), max) }),
  });
}

const preparedOn = async (site: Kysely<DB>) =>
  (
    await sql<{
      name: string;
      statement: string;
    }>`SELECT name, statement FROM pg_prepared_statements`.execute(site)
  ).rows;

describe('statements named on their connection (ADR 068)', () => {
  it('is what the site’s database does: a statement is prepared once on its connection and answers as before', async () => {
    const site = createDb(createPool(url, createLogger('silent'), 1));
    try {
      const nobody = () => site.selectFrom('guests').select('id').where('name', '=', 'Nobody').execute();
      expect(await nobody()).toEqual([]);
      expect(await nobody()).toEqual([]);
      const text = 'select "id" from "guests" where "name" = $1';
      expect(await preparedOn(site)).toEqual(
        expect.arrayContaining([{ name: statementName(text), statement: text }]),
      );
      expect(statementName(text)).not.toBe(statementName(`${text} `));
      expect(statementName(text).length).toBeLessThan(63);
    } finally {
      await site.destroy();
    }
  });

  it('leaves transaction control unnamed, and a transaction works as one', async () => {
    const site = oneConnection();
    try {
      await db.schema.createTable('named_probe').addColumn('id', 'integer').execute();
      await expect(
        site.transaction().execute(async (trx) => {
          await sql`INSERT INTO named_probe VALUES (${1})`.execute(trx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await site.transaction().execute((trx) => sql`INSERT INTO named_probe VALUES (${2})`.execute(trx));
      const { rows } = await sql<{ id: number }>`SELECT id FROM named_probe`.execute(db);
      expect(rows).toEqual([{ id: 2 }]);
      const statements = (await preparedOn(site)).map((row) => row.statement);
      expect(statements).toContain('INSERT INTO named_probe VALUES ($1)');
      expect(statements.filter((text) => /^\s*(begin|commit|rollback)/i.test(text))).toEqual([]);
    } finally {
      await site.destroy();
    }
  });

  it('names at most its ceiling of texts on a connection, then sends the others unnamed, every one answered', async () => {
    const site = oneConnection(3);
    try {
      for (let n = 1; n <= 6; n += 1) {
        const { rows } = await sql<{ n: number }>`SELECT ${2}::int * ${sql.lit(n)} AS n`.execute(site);
        expect(rows).toEqual([{ n: 2 * n }]);
      }
      // The listing is the fourth text: past the ceiling, so not named either.
      expect((await preparedOn(site)).map((row) => row.statement).sort()).toEqual(
        [1, 2, 3].map((n) => `SELECT $1::int * ${n} AS n`),
      );
    } finally {
      await site.destroy();
    }
  });

  it('after a table changes under a named SELECT *, fails that request once, then answers on a new connection', async () => {
    await db.schema.createTable('changed_probe').addColumn('id', 'integer').execute();
    await sql`INSERT INTO changed_probe VALUES (1)`.execute(db);
    const site = oneConnection();
    try {
      const all = () => sql`SELECT * FROM changed_probe WHERE id = ${1}`.execute(site);
      const backend = async () =>
        (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(site)).rows[0]?.pid;
      expect((await all()).rows).toEqual([{ id: 1 }]);
      const before = await backend();
      await sql`ALTER TABLE changed_probe ADD COLUMN note text DEFAULT 'added'`.execute(db);
      await expect(all()).rejects.toThrow(/cached plan must not change result type/);
      expect((await all()).rows).toEqual([{ id: 1, note: 'added' }]);
      expect(await backend()).not.toBe(before);
    } finally {
      await site.destroy();
    }
  });
});

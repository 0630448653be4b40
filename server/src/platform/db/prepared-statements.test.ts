import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { useTestDatabase } from '../test/database';
import { countRoundTrips } from '../test/round-trips';
import { createDb, createPool } from './database';
import { prepareStatements, preparedStatementName } from './prepared-statements';

const { url, db } = await useTestDatabase();
const clients: pg.Client[] = [];
afterAll(() => Promise.all(clients.map((client) => client.end())));

/** One connection, as the pool gives one, preparing at most `max` statements. */
async function preparingClient(max?: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  prepareStatements(client, max);
  return client;
}

const preparedOn = async (client: pg.Client) =>
  (
    await client.query<{ name: string; statement: string }>(
      'SELECT name, statement FROM pg_prepared_statements',
    )
  ).rows;

describe('statements prepared on their connection (ADR 061)', () => {
  it('prepares a statement once per connection, under a name only its text has, and answers as before', async () => {
    const client = await preparingClient();
    const text = 'SELECT $1::int + 1 AS next';
    for (const value of [1, 41]) {
      const { rows } = await client.query<{ next: number }>(text, [value]);
      expect(rows).toEqual([{ next: value + 1 }]);
    }
    // The listing itself is sent without values: it is not prepared.
    expect(await preparedOn(client)).toEqual([{ name: preparedStatementName(text), statement: text }]);
    expect(preparedStatementName(text)).not.toBe(preparedStatementName(`${text} `));
    expect(preparedStatementName(text).length).toBeLessThan(63);
  });

  it('leaves transaction control and statements sent without values unprepared', async () => {
    const client = await preparingClient();
    await client.query('BEGIN', []);
    await client.query('SET LOCAL statement_timeout = 1000', []);
    await client.query('COMMIT', []);
    await client.query('SELECT 1');
    expect(await preparedOn(client)).toEqual([]);
  });

  it('prepares at most its ceiling of texts, then sends the others unnamed, every one answered', async () => {
    const client = await preparingClient(3);
    for (let n = 1; n <= 6; n += 1) {
      const { rows } = await client.query<{ n: number }>(`SELECT $1::int * ${n} AS n`, [2]);
      expect(rows).toEqual([{ n: 2 * n }]);
    }
    const again = await client.query<{ n: number }>('SELECT $1::int * 1 AS n', [5]);
    expect(again.rows).toEqual([{ n: 5 }]);
    expect((await preparedOn(client)).map((row) => row.statement).sort()).toEqual(
      [1, 2, 3].map((n) => `SELECT $1::int * ${n} AS n`),
    );
  });

  it('after a table changes under a prepared SELECT *, fails that once, then runs everything unnamed', async () => {
    await db.schema.createTable('prepared_probe').addColumn('id', 'integer').execute();
    await sql`INSERT INTO prepared_probe VALUES (1)`.execute(db);
    const client = await preparingClient();
    const text = 'SELECT * FROM prepared_probe WHERE id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE prepared_probe ADD COLUMN note text DEFAULT 'added'`.execute(db);
    await expect(client.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, note: 'added' }]);
    expect((await client.query('SELECT $1::int AS later', [7])).rows).toEqual([{ later: 7 }]);
    expect((await preparedOn(client)).map((row) => row.statement)).toEqual([text]);
  });

  it('is what every pool of the site does: Kysely statements are prepared on the pool’s connections', async () => {
    const pool = createPool(url, createLogger('silent'), 1);
    const site = createDb(pool);
    try {
      const guests = () => site.selectFrom('guests').select('id').where('name', '=', 'Nobody').execute();
      expect(await guests()).toEqual([]);
      expect(await guests()).toEqual([]);
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        site,
      );
      expect(rows.map((row) => row.statement)).toContain('select "id" from "guests" where "name" = $1');
    } finally {
      await site.destroy();
    }
  });
});

describe('BEGIN and SET LOCAL sent with the next statement (ADR 063)', () => {
  const probe = 'held_probe';
  const rowsOf = async () =>
    (await sql<{ id: number }>`SELECT id FROM ${sql.table(probe)} ORDER BY id`.execute(db)).rows.map(
      (row) => row.id,
    );

  it('begins the transaction in the same round trip as its first statement', async () => {
    await db.schema.createTable(probe).ifNotExists().addColumn('id', 'integer').execute();
    const client = await preparingClient();
    const trips = countRoundTrips(client);
    await client.query('BEGIN', []);
    await client.query(`INSERT INTO ${probe} VALUES ($1)`, [1]);
    expect(trips.count).toBe(1);
    // In a transaction: another connection does not see the row, and ROLLBACK takes it back.
    expect(await rowsOf()).toEqual([]);
    await client.query('ROLLBACK', []);
    expect(await rowsOf()).toEqual([]);
    await client.query('BEGIN', []);
    await client.query(`INSERT INTO ${probe} VALUES ($1)`, [2]);
    await client.query('COMMIT', []);
    expect(await rowsOf()).toEqual([2]);
    expect(trips.count).toBe(4);
  });

  it('sends a SET LOCAL with the next statement, in effect for it and gone with the transaction', async () => {
    const client = await preparingClient();
    const trips = countRoundTrips(client);
    const setting = async () =>
      (
        await client.query<{ value: string }>("SELECT current_setting('statement_timeout') || $1 AS value", [
          '',
        ])
      ).rows[0]?.value;
    await client.query('BEGIN', []);
    await client.query('SET LOCAL statement_timeout = 4321', []);
    expect(await setting()).toBe('4321ms');
    expect(trips.count).toBe(1);
    await client.query('COMMIT', []);
    expect(await setting()).toBe('0');
    expect(trips.count).toBe(3);
  });

  it('sends nothing for a transaction that ends before any statement', async () => {
    const client = await preparingClient();
    const trips = countRoundTrips(client);
    await client.query('BEGIN', []);
    await client.query('COMMIT', []);
    await client.query('BEGIN', []);
    await client.query('ROLLBACK', []);
    expect(trips.count).toBe(0);
    expect((await client.query('SELECT $1::int AS n', [3])).rows).toEqual([{ n: 3 }]);
  });

  it('sends BEGIN alone before a statement it cannot go with (a savepoint)', async () => {
    await db.schema.createTable(probe).ifNotExists().addColumn('id', 'integer').execute();
    const client = await preparingClient();
    const trips = countRoundTrips(client);
    await client.query('BEGIN', []);
    await client.query('SAVEPOINT first', []);
    await client.query(`INSERT INTO ${probe} VALUES ($1)`, [3]);
    await client.query('ROLLBACK TO SAVEPOINT first', []);
    await client.query('COMMIT', []);
    expect(trips.count).toBe(5);
    expect(await rowsOf()).not.toContain(3);
  });

  it('a first statement that fails leaves a failed transaction to roll back, and the connection answers after', async () => {
    const client = await preparingClient();
    await client.query('BEGIN', []);
    await expect(client.query('SELECT 1 / $1::int AS n', [0])).rejects.toThrow(/division by zero/);
    await expect(client.query('SELECT $1::int AS n', [1])).rejects.toThrow(/current transaction is aborted/);
    await client.query('ROLLBACK', []);
    expect((await client.query('SELECT 1 / $1::int AS n', [1])).rows).toEqual([{ n: 1 }]);
    // A statement PostgreSQL cannot parse is not taken as prepared: the same text fails the same way.
    const broken = 'SELECT $1::int AS n FROM nowhere_at_all';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await client.query('BEGIN', []);
      await expect(client.query(broken, [1])).rejects.toThrow(/relation "nowhere_at_all" does not exist/);
      await client.query('ROLLBACK', []);
    }
    expect((await client.query('SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
  });
});

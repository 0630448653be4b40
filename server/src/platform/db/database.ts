import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import type { DB } from './database.types';
import { namedStatements } from './named-statements';

export type Db = Kysely<DB>;
/** What every repository function takes first: the database, or a transaction on it. */
export type DbOrTx = Kysely<DB> | Transaction<DB>;

// Dates come back as JS Dates (timestamptz), bigint counts as numbers: counts here stay small.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * A pool with an error listener on the pool and on every client: without the second, a database
 * restart emits 'error' on an idle client and the unhandled event kills the process.
 */
export function createPool(connectionString: string, logger: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'riviera-wedding',
  });
  const warn = (error: Error & { code?: string }) =>
    logger.warn(
      { error: error.message, code: error.code },
      'database connection lost; the pool will reconnect',
    );
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return pool;
}

/** Kysely on `pool`, its statements named on each connection (named-statements.ts, ADR 068). */
export function createDb(pool: pg.Pool): Db {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: namedStatements(pool) }) });
}

/** One round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Kysely's pool (its `PostgresPool` interface) over a `pg` pool whose statements go as named
 * prepared statements, through the driver's own `name` option on a query config: PostgreSQL parses
 * each text once per connection and keeps its plan when that costs no more than planning it anew
 * (`plan_cache_mode = auto`), instead of parsing and planning it at every request: about one and
 * a half times the answers a second of the same statements unnamed (ADR 068, bench/budget.md).
 *
 * Only queries and data changes are named (transaction control and `SET` go as they are), at most
 * `MAX_NAMED` texts a connection and none over `MAX_TEXT` characters, so a guest list's bulk
 * statements, whose text changes with the number of rows, cannot pile up; idle connections close
 * after 30 s (`createPool`) and their statements with them.
 */
const NAMEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
const MAX_NAMED = 200;
const MAX_TEXT = 16_384;
/** PostgreSQL's "cached plan must not change result type": a table changed under a named `SELECT *`. */
const PLAN_CHANGED = '0A000';

/** A name PostgreSQL takes (under 63 bytes) that only this text has. */
export function statementName(text: string): string {
  return `k_${createHash('sha1').update(text).digest('base64url')}`;
}

function namingClient(client: pg.PoolClient, max: number, forget: () => void): PostgresPoolClient {
  const named = new Set<string>();
  // Set when the schema changed under one of this connection's statements (a migration test; in
  // production migrations run before the first request): the connection is closed when released.
  let outdated: Error | undefined;
  const nameOf = (text: string) => {
    if (outdated || text.length > MAX_TEXT || !NAMEABLE.test(text)) return undefined;
    if (!named.has(text) && named.size >= max) return undefined;
    named.add(text);
    return statementName(text);
  };
  // The driver's client as Kysely's dialect takes it: statements that are not named go as they are.
  const asIs: PostgresPoolClient = client;
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') return asIs.query(sql);
    const name = nameOf(sql);
    if (!name) return asIs.query<R>(sql, parameters);
    const sent = client.query({ name, text: sql, values: [...parameters] });
    return (sent as unknown as Promise<PostgresQueryResult<R>>).catch((error: unknown) => {
      if ((error as { code?: string } | null)?.code === PLAN_CHANGED) outdated = error as Error;
      throw error;
    });
  }
  return {
    query,
    release() {
      if (!outdated) return client.release();
      forget();
      client.release(outdated);
    },
  };
}

/** `pool` as Kysely's dialect takes it, each of its connections naming the statements it sends. */
export function namedStatements(pool: pg.Pool, max = MAX_NAMED): PostgresPool {
  // One wrapper per connection, so Kysely (which keeps its own state per client) sees the same one.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = namingClient(client, max, () => wrappers.delete(client));
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Every statement Kysely sends (SELECT, INSERT, UPDATE, DELETE, WITH) becomes a prepared statement
 * of the connection it runs on, named after its text: PostgreSQL parses and plans it once per
 * connection instead of at every request (ADR 061). An answer's write, a statement of several
 * data-modifying CTEs, took longer to plan than to run.
 *
 * Bounded: a connection prepares at most `MAX_PREPARED_PER_CONNECTION` texts (a guest list's
 * bulk statements, whose text changes with the number of rows, would otherwise pile up), and none
 * longer than `MAX_PREPARED_TEXT`; past that, statements go unnamed as before. Idle connections
 * close after 30 s, and their prepared statements with them.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;
const MAX_PREPARED_TEXT = 16_384;
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** PostgreSQL's "cached plan must not change result type": a table changed under a prepared `SELECT *`. */
const PLAN_CHANGED = '0A000';

/** A name PostgreSQL takes (under 63 bytes) that only this text has. */
export function preparedStatementName(text: string): string {
  return `k_${createHash('sha1').update(text).digest('base64url')}`;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes `client` prepare the statements sent to it as `query(text, values)` (Kysely's form). Other
 * forms (a config object, a callback, a cursor) pass as they are. If the schema changes under a
 * prepared statement while the connection is open (a migration test), the connection stops
 * preparing: that statement fails once, as PostgreSQL says, and every later one goes unnamed.
 */
export function prepareStatements(client: pg.ClientBase, max = MAX_PREPARED_PER_CONNECTION): void {
  const query = client.query.bind(client) as Query;
  const prepared = new Set<string>();
  let preparing = true;
  const stop = (error: unknown) => {
    if ((error as { code?: string } | null)?.code === PLAN_CHANGED) preparing = false;
    throw error;
  };
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (
      preparing &&
      args.length === 2 &&
      typeof text === 'string' &&
      Array.isArray(values) &&
      text.length <= MAX_PREPARED_TEXT &&
      PREPARABLE.test(text)
    ) {
      const name = preparedStatementName(text);
      if (prepared.has(name) || prepared.size < max) {
        prepared.add(name);
        return (query({ name, text, values }) as Promise<unknown>).catch(stop);
      }
    }
    return query(...args);
  };
}

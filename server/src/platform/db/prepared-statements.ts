import { createHash } from 'node:crypto';
import pg from 'pg';

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
 * Statements whose answer nobody reads, as Kysely sends them: a transaction's BEGIN and a
 * `SET LOCAL`. They are held back and sent in front of the next statement (ADR 063).
 */
const BEGIN = /^\s*begin\s*$/i;
const SET_LOCAL = /^\s*set\s+local\s+[a-z_]+\s*=\s*[a-z_0-9]+\s*$/i;
const TRANSACTION_END = /^\s*(?:commit|rollback)\s*$/i;

/** The driver's side of a connection that a protocol-level query uses (pg's `Connection`). */
interface WireConnection {
  parse(config: { text: string; name?: string }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
  submittedNamedStatements: Record<string, string>;
}

interface DriverQuery {
  name?: string;
  text: string;
  hasBeenParsed(connection: WireConnection): boolean;
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
}

type Answered = (error: Error | null, result?: pg.QueryResult) => void;
const DriverQuery = pg.Query as unknown as new (
  config: { name: string; text: string; values: unknown[] },
  values: undefined,
  callback: Answered,
) => DriverQuery;

/**
 * A prepared statement sent with the held statements in front of it (BEGIN, SET LOCAL), in one
 * message to the server and answered at one Sync: they cost no round trip of their own. The
 * statement is parsed first when the connection has not prepared it yet, so that its own
 * ParseComplete is the one the driver records; the held ones go unnamed, and their
 * CommandCompletes are not part of the statement's result. If one of them or the statement fails,
 * the server skips the rest and the caller sees the error, as if each had been sent alone.
 */
class HeldThenQuery extends DriverQuery {
  #unanswered: number;

  constructor(
    private readonly held: readonly string[],
    config: { name: string; text: string; values: unknown[] },
    callback: Answered,
  ) {
    super(config, undefined, callback);
    this.#unanswered = held.length;
  }

  override prepare(connection: WireConnection) {
    if (this.name && !this.hasBeenParsed(connection)) {
      connection.parse({ text: this.text, name: this.name });
      connection.submittedNamedStatements[this.name] = this.text;
    }
    for (const text of this.held) {
      connection.parse({ text });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '' });
    }
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection) {
    if (this.#unanswered > 0) {
      this.#unanswered -= 1;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

const heldResult = (command: string): pg.QueryResult => ({
  command,
  rowCount: null,
  oid: 0,
  rows: [],
  fields: [],
});

/**
 * Makes `client` prepare the statements sent to it as `query(text, values)` (Kysely's form). Other
 * forms (a config object, a callback, a cursor) pass as they are. If the schema changes under a
 * prepared statement while the connection is open (a migration test), the connection stops
 * preparing: that statement fails once, as PostgreSQL says, and every later one goes unnamed.
 *
 * A BEGIN or SET LOCAL is held back and sent in front of the next prepared statement, in the same
 * message (`HeldThenQuery`); a transaction that ends with only held statements sends nothing; in
 * front of any other statement (a savepoint, one past the ceiling), the held ones are sent alone
 * first.
 */
export function prepareStatements(client: pg.ClientBase, max = MAX_PREPARED_PER_CONNECTION): void {
  const query = client.query.bind(client) as Query;
  const prepared = new Set<string>();
  let preparing = true;
  let held: string[] = [];
  const stop = (error: unknown) => {
    if ((error as { code?: string } | null)?.code === PLAN_CHANGED) preparing = false;
    throw error;
  };
  const preparedName = (text: string) => {
    if (!preparing || text.length > MAX_PREPARED_TEXT || !PREPARABLE.test(text)) return undefined;
    const name = preparedStatementName(text);
    if (!prepared.has(name) && prepared.size >= max) return undefined;
    prepared.add(name);
    return name;
  };
  /** Sends the held statements alone, one after the other, then `next`. */
  const sendHeldThen = (sending: readonly string[], next: () => unknown) =>
    sending
      .reduce<Promise<unknown>>((sent, text) => sent.then(() => query(text)), Promise.resolve())
      .then(next);
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const sending = held;
    held = [];
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values))
      return sending.length > 0 ? sendHeldThen(sending, () => query(...args)) : query(...args);
    if (values.length === 0 && (BEGIN.test(text) || SET_LOCAL.test(text))) {
      held = [...sending, text];
      return Promise.resolve(heldResult(text.trim().split(/\s+/)[0]?.toUpperCase() ?? ''));
    }
    if (sending.length > 0 && TRANSACTION_END.test(text)) {
      // A transaction that ran no statement: there is nothing to end on the server. Held
      // statements of a transaction begun earlier are ended with it.
      if (BEGIN.test(sending[0] ?? '')) return Promise.resolve(heldResult(text.trim().toUpperCase()));
      return query(...args);
    }
    const name = preparedName(text);
    const send = () =>
      name ? (query({ name, text, values }) as Promise<unknown>).catch(stop) : query(text, values);
    if (sending.length === 0) return send();
    if (!name) return sendHeldThen(sending, send);
    return new Promise<pg.QueryResult>((resolve, reject) => {
      query(
        new HeldThenQuery(sending, { name, text, values }, (error, result) =>
          error ? reject(error) : resolve(result as pg.QueryResult),
        ),
      );
    }).catch(stop);
  };
}

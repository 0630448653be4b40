import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/platform/db/embedded';

/**
 * The bench's PostgreSQL: the embedded one `make start` runs (PostgreSQL 18 from npm), in a fresh
 * folder, with pg_stat_statements loaded so the growth phase counts the SQL statements a request
 * really runs. Utility statements (BEGIN, COMMIT, SET) are not counted: the count is of queries.
 */
export interface BenchPostgres {
  urlFor(database: string): string;
  /** Creates an empty database (the server applies the migrations when it starts on it). */
  createDatabase(name: string): Promise<string>;
  statements(database: string): StatementCounter;
  stop(): Promise<void>;
}

export interface CountedStatement {
  query: string;
  calls: number;
}

export interface StatementCounter {
  reset(): Promise<void>;
  /** Statements run in the database since reset(), the server's background work left out. */
  read(): Promise<CountedStatement[]>;
}

/**
 * The server's own timers share the pool with requests: the mail worker reads the outbox every
 * 2 s, the digest takes its advisory lock and reads a setting, the sweeper deletes expired throttle
 * counters. No admin query the growth phase measures touches these tables or takes an advisory lock
 * (only a guest list's import does), so these statements are the background, not the request.
 */
const BACKGROUND = /\b(outbox|caught_mail|app_settings|rate_limits|pg_advisory_xact_lock)\b/;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-bench-pg-'));
  await chmod(dir, 0o755); // as root, postgres runs as the postgres user and must reach its data
  const dataDir = path.join(dir, 'data');
  const first = await startEmbeddedPostgres(dataDir);
  await withClient(first.adminUrl, async (client) => {
    await client.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
    await client.query('ALTER SYSTEM SET pg_stat_statements.track_utility = off');
  });
  await first.stop();
  const server: EmbeddedDatabase = await startEmbeddedPostgres(dataDir);
  await withClient(server.adminUrl, (client) => client.query('CREATE EXTENSION pg_stat_statements'));

  const databaseId = (name: string) =>
    withClient(server.adminUrl, async (client) => {
      const { rows } = await client.query<{ oid: number }>('SELECT oid FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (!rows[0]) throw new Error(`no database ${name}`);
      return rows[0].oid;
    });

  return {
    urlFor: (name) => server.urlFor(name),
    async createDatabase(name) {
      await withClient(server.adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      return server.urlFor(name);
    },
    statements(name) {
      return {
        async reset() {
          const oid = await databaseId(name);
          await withClient(server.adminUrl, (client) =>
            client.query('SELECT pg_stat_statements_reset(0, $1, 0)', [oid]),
          );
        },
        async read() {
          const oid = await databaseId(name);
          return withClient(server.adminUrl, async (client) => {
            const { rows } = await client.query<{ query: string; calls: string }>(
              'SELECT query, calls FROM pg_stat_statements WHERE dbid = $1 AND toplevel',
              [oid],
            );
            return rows
              .map((row) => ({ query: row.query.replace(/\s+/g, ' ').trim(), calls: Number(row.calls) }))
              .filter((row) => !BACKGROUND.test(row.query));
          });
        },
      };
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, createPool, type Db } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';

export interface TestPostgres {
  /** URL of a maintenance database on the server, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** Where it came from, for the test log. */
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded';
  stop(): Promise<void>;
}

function dockerMayAnswer(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/**
 * A real PostgreSQL for tests, found in this order: TEST_DATABASE_URL, else a
 * container when a Docker engine answers, else the embedded PostgreSQL from npm in a temporary folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, source: 'TEST_DATABASE_URL', stop: async () => {} };

  if (dockerMayAnswer()) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:18-alpine').start();
      return {
        adminUrl: container.getConnectionUri(),
        source: 'testcontainers',
        stop: async () => {
          await container.stop();
        },
      };
    } catch {
      // No engine behind the socket after all: fall through to the embedded server.
    }
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-test-pg-'));
  await chmod(dir, 0o755); // as root, postgres runs as the postgres user and must reach its data
  const embedded = await startEmbeddedPostgres(path.join(dir, 'data'));
  return {
    adminUrl: embedded.adminUrl,
    source: 'embedded',
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates an empty database and returns its URL. */
export async function createEmptyDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE ${quoted(name)}`);
  return withDatabase(adminUrl, name);
}

/** Creates a database and applies every migration to it. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string> {
  const url = await createEmptyDatabase(adminUrl, name);
  const pool = createPool(url, createLogger('silent'), 2);
  const db = createDb(pool);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return url;
}

export interface TestDatabase {
  url: string;
  db: Db;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh copy of the migrated template: each test file gets its own, so files run in parallel. */
export async function cloneDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = uniqueDatabaseName('riviera_test');
  await adminQuery(adminUrl, `CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  const url = withDatabase(adminUrl, name);
  const db = createDb(createPool(url, createLogger('silent'), 5));
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    },
  };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}

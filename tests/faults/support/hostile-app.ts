import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Parameters as PropertyParameters } from 'fast-check';
import { sql } from 'kysely';
import { afterAll, expect } from 'vitest';
import { createApp } from '../../../server/src/app';
import { parseEnv } from '../../../server/src/platform/config/env';
import { createPool, type Db } from '../../../server/src/platform/db/database';
import { loadSampleGuests } from '../../../server/src/sample-data';
import { createLogger } from '../../../server/src/platform/logger';
import { useTestDatabase } from '../../../server/src/platform/test/database';

/**
 * How many inputs each property tries, and from which seed. CI runs the fixed seed; set
 * PROPERTY_RUNS (inputs per property) and PROPERTY_SEED (a number) to search further.
 */
export function propertyParameters(defaultRuns: number): PropertyParameters<unknown> & { numRuns: number } {
  const runs = Number.parseInt(process.env.PROPERTY_RUNS ?? '', 10);
  const seed = Number.parseInt(process.env.PROPERTY_SEED ?? '', 10);
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : defaultRuns,
    seed: Number.isInteger(seed) ? seed : 20_260_514,
    // A failure is reported as found, with the seed and path to replay it; shrinking against a
    // real server could take far longer than the run.
    endOnFailure: true,
  };
}

/** A test's time allowance for `runs` requests: generous per request, so only a hang fails it. */
export const allowanceFor = (runs: number) => 30_000 + runs * 100;

export interface HostileApp {
  url: string;
  db: Db;
  /** One fingerprint of every table a request could write (not the throttles' counters and callers). */
  snapshot(): Promise<Record<string, string>>;
}

/**
 * The real app (createApp, every middleware) listening on loopback, on a fresh migrated database
 * with the sample guest list, and a built-looking client folder so page requests get a page.
 */
export async function startHostileApp(env: Record<string, string> = {}): Promise<HostileApp> {
  const database = await useTestDatabase();
  await loadSampleGuests(database.db);
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-hostile-'));
  // The build's pre-rendered layout (ADR 016): pages of both editions and their not-found pages.
  for (const file of [
    'index.html',
    'rsvp/index.html',
    '404.html',
    '_public/index.html',
    '_public/404.html',
  ]) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), '<!doctype html><div id="root"></div>');
  }
  const pool = createPool(database.url, createLogger('silent'), 4);
  const app = createApp({
    env: parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'a password for hostile tests',
      JWT_SECRET: 'a secret for the hostile tests, at least 32 bytes',
      ...env,
    }),
    db: database.db,
    pool,
    logger: createLogger('silent'),
    clientDir,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await pool.end();
    await rm(clientDir, { recursive: true, force: true });
  });

  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_name NOT IN ('rate_limits', 'code_callers')
      AND table_name NOT LIKE 'kysely%'
    ORDER BY table_name`.execute(database.db);
  const fingerprints = tables.rows.map(
    ({ name }) =>
      sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.table(name)} t) AS ${sql.ref(name)}`,
  );
  const snapshot = async () =>
    (await sql<Record<string, string>>`SELECT ${sql.join(fingerprints)}`.execute(database.db)).rows[0] ?? {};

  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db: database.db, snapshot };
}

/** An answer as a client reads it. */
export interface Answer {
  status: number;
  text: string;
}

export async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

// What only the server's insides could put in a body: a stack frame, a file of the server, or
// PostgreSQL's own words. (Injection strings a client sent may come back quoted; these may not.)
const LEAKS = [
  /\n\s+at \S/,
  /\((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/,
  /node_modules|server\/src\/|\.ts:\d+/,
  /syntax error at or near|violates (?:not-null|unique|check|foreign key) constraint/,
  /invalid input syntax for|invalid byte sequence|unsupported Unicode escape sequence/,
  /relation "[^"]+" does not exist|column "[^"]+" (?:of relation|does not exist)|duplicate key value/,
  /SQLSTATE|ECONNREFUSED|kysely|pg-protocol/i,
];

/**
 * No 5xx, and no failure of the server's own: GraphQL answers a resolver's crash with status 200
 * and the code INTERNAL_SERVER_ERROR, which counts as a 500. Nothing of the server's insides.
 */
export function expectSafe(answer: Answer, what: string): void {
  const shown = `${what} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.text, shown).not.toMatch(/"code":\s*"(?:INTERNAL_SERVER_ERROR|internal)"/);
  for (const leak of LEAKS) expect(answer.text, what).not.toMatch(leak);
}

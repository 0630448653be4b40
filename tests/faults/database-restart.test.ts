import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../server/src/platform/db/database';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../server/src/platform/db/embedded';
import { loadSampleGuests } from '../../server/src/sample-data';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS } from '../../server/src/platform/db/unavailable';
import { createLogger } from '../../server/src/platform/logger';
import { attendingPayload, sampleGuests } from '../../server/src/features/rsvp/test/rsvp-test-app';
import { startServerProcess } from './support/server-process';

/**
 * PostgreSQL stopped and started again (a restart, a failover, an upgrade) while 20 guests are
 * sending their RSVPs: the server stays up and answers 503 with Retry-After meanwhile, answers
 * again within seconds once the database is back, and every answer it confirmed is stored. This
 * test has a PostgreSQL of its own, since it stops it.
 */
const CLIENTS = 20;
const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-restart-'));
await chmod(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its data
const dataDir = path.join(dir, 'data');
let postgres: EmbeddedDatabase = await startEmbeddedPostgres(dataDir);
const port = Number(new URL(postgres.adminUrl).port);
await ensureDatabase(postgres.adminUrl, 'wedding');
const databaseUrl = postgres.urlFor('wedding');
const server = await startServerProcess({ DATABASE_URL: databaseUrl });
const pool = createPool(databaseUrl, createLogger('silent'), 2);
const db = createDb(pool);
await loadSampleGuests(db);
await db.destroy();
afterAll(async () => {
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Where the database stands; a request sent and answered in one phase is counted in it. */
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';
interface Answer {
  phase: Phase;
  status: number;
  retryAfter: string | null;
  error: string | undefined;
  message: string;
}

let phase: Phase = 'up';
let running = true;
let sent = 0;
const answers: Answer[][] = Array.from({ length: CLIENTS }, () => []);

/** One guest sending their RSVP again and again, each time with a message of its own. */
async function client(index: number): Promise<void> {
  const guest = sampleGuests[index];
  if (!guest) throw new Error('db/sample-guests.json has fewer guests than clients');
  // Bounded: a client sends at most 2,000 requests, whatever happens.
  for (let round = 0; running && round < 2_000; round += 1) {
    const message = `restart ${index}-${round}`;
    const sentIn = phase;
    sent += 1;
    const response = await fetch(`${server.url}/rsvp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${index}.${(round % 250) + 1}`,
      },
      body: JSON.stringify(attendingPayload({ invitationCode: guest.invitationCode, message })),
    });
    const body = (await response.json()) as { error?: string };
    answers[index]?.push({
      phase: sentIn === phase ? phase : 'stopping',
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      error: body.error,
      message,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets the clients run until every one of them has `count` answers that satisfy `done` (bounded). */
async function until(done: (answer: Answer) => boolean, count = 1): Promise<void> {
  for (let i = 0; i < 3_000 && !answers.every((list) => list.filter(done).length >= count); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('PostgreSQL stopped and started under load', () => {
  it('keeps the server up, answers 503 meanwhile, and loses no confirmed RSVP', async () => {
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    await until((answer) => answer.status === 200, 3);

    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    await until((answer) => answer.phase === 'down', 3);

    phase = 'starting';
    postgres = await startEmbeddedPostgres(dataDir, () => undefined, port);
    phase = 'back';
    await until((answer) => answer.phase === 'back' && answer.status === 200);
    running = false;
    await Promise.all(clients);

    const all = answers.flat();
    // Every guest got through before, and again after the database came back.
    for (const list of answers) {
      expect(list.some((answer) => answer.phase === 'up' && answer.status === 200)).toBe(true);
      expect(list.some((answer) => answer.phase === 'back' && answer.status === 200)).toBe(true);
    }
    // While it was down, every answer was 503 with Retry-After and the busy sentence; never a 500.
    const down = all.filter((answer) => answer.phase === 'down');
    expect(down.length).toBeGreaterThanOrEqual(CLIENTS * 3);
    expect(new Set(down.map((answer) => answer.status))).toEqual(new Set([503]));
    const refused = all.filter((answer) => answer.status !== 200);
    expect(refused.map(({ status, retryAfter, error }) => ({ status, retryAfter, error }))).toEqual(
      refused.map(() => ({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS), error: BUSY_MESSAGE })),
    );
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // Every RSVP the server confirmed is in the database.
    const check = createDb(createPool(databaseUrl, createLogger('silent'), 1));
    const stored = await check.selectFrom('rsvp_submissions').select('payload').execute();
    await check.destroy();
    const messages = new Set(stored.map((row) => (row.payload as { message?: string }).message));
    const confirmed = all.filter((answer) => answer.status === 200).map((answer) => answer.message);
    expect(confirmed.filter((message) => !messages.has(message))).toEqual([]);
    expect(sent).toBe(all.length);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});

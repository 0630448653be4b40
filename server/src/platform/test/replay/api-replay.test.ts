import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { parseEnv } from '../../config/env';
import { createPool } from '../../db/database';
import { loadSampleGuests } from '../../../sample-data';
import { createLogger } from '../../logger';
import { SAMPLE_GUESTS_FILE } from '../../project-paths';
import { useTestDatabase } from '../database';
import { EXCHANGES } from './api-exchanges';
import { listen, Normaliser, replay, type Recording } from './api-replay';

/**
 * The API's answers stay what they were (ADR 038): the requests of api-exchanges.ts, recorded with
 * their answers (status and JSON) in api-recording.json, are sent again to a fresh app on a fresh
 * database and must get the same answers, but for ids, drawn codes, times and tokens (api-replay.ts).
 * `RECORD_API=1 npx vitest run server/src/platform/test/replay` writes the recording again: only for a deliberate
 * change of an answer, and the diff of the recording is then the change to review.
 */
const RECORDING_FILE = new URL('./api-recording.json', import.meta.url);
const PASSWORD = 'correct horse battery staple';

const { db, url } = await useTestDatabase();
await loadSampleGuests(db);
// The two sample Sophie Martins are loaded in one transaction, at the same time: the guest list
// orders them by name, then by when they were added, so one is made a moment younger.
await sql`UPDATE guests SET created_at = created_at + interval '1 second' WHERE invitation_code = 'RBQQHE'`.execute(
  db,
);

async function startApp(deadline: string) {
  const logger = createLogger('silent');
  const pool = createPool(url, logger, 4);
  const env = parseEnv({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'replay-secret-that-is-at-least-32-bytes-long',
    RSVP_DEADLINE: deadline,
    SITE_URL: 'https://rsvp.example.org',
    HOSTS_EMAIL: 'hosts@example.org',
  });
  const server = await listen(createApp({ env, db, pool, logger, clientDir: '/nonexistent-client-dir' }));
  afterAll(async () => {
    await server.close();
    await pool.end();
  });
  return server.url;
}

const urls = { open: await startApp('2030-04-15'), closed: await startApp('2020-04-15') };
const sampleCodes = new Set(
  (JSON.parse(await readFile(SAMPLE_GUESTS_FILE, 'utf8')) as Array<{ invitationCode: string }>).map(
    (guest) => guest.invitationCode,
  ),
);

describe('the API', () => {
  it('answers the recorded requests as it did when they were recorded', async () => {
    if (process.env.RECORD_API === '1') {
      const recordings = await replay(EXCHANGES, urls, new Normaliser(sampleCodes), { password: PASSWORD });
      await writeFile(RECORDING_FILE, `${JSON.stringify(recordings, null, 2)}\n`);
      console.warn(`Recorded ${recordings.length} requests and their answers in ${RECORDING_FILE.pathname}`);
      return;
    }
    expect(existsSync(RECORDING_FILE), 'run it once with RECORD_API=1 to record').toBe(true);
    const recorded = JSON.parse(await readFile(RECORDING_FILE, 'utf8')) as Recording[];
    const replayed = await replay(recorded, urls, new Normaliser(sampleCodes), { password: PASSWORD });
    expect(replayed.map(({ label, response }) => ({ label, ...response }))).toEqual(
      recorded.map(({ label, response }) => ({ label, ...response })),
    );
  });
});

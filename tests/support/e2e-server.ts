/**
 * The real server for browser tests: a fresh, migrated database on a real PostgreSQL (found like the
 * unit tests' one), the sample guest list unless E2E_SAMPLE_DATA=0, and the built client. Playwright
 * starts it (playwright.config.ts) and stops it with SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../server/src/platform/config/env';
import { createLogger } from '../../server/src/platform/logger';
import { startServer } from '../../server/src/server';
import { E2E_ADMIN_PASSWORD, E2E_JWT_SECRET } from './e2e-config';
import {
  createMigratedDatabase,
  startTestPostgres,
  uniqueDatabaseName,
} from '../../server/src/platform/test/postgres';

const postgres = await startTestPostgres();
// The pages a publish renders (ADR 079), in a folder of this run's own, not the project's .data.
const pagesDir = await mkdtemp(path.join(tmpdir(), 'riviera-e2e-pages-'));
const databaseUrl = await createMigratedDatabase(postgres.adminUrl, uniqueDatabaseName('riviera_e2e'));
const env = parseEnv({
  // The album's photos (ADR 082) in a folder of this run's, not the development one.
  ALBUM_DIR: mkdtempSync(path.join(tmpdir(), 'riviera-e2e-album-')),
  // The hosts' photos for the pages (ADR 084), likewise.
  SITE_PHOTOS_DIR: mkdtempSync(path.join(tmpdir(), 'riviera-e2e-site-photos-')),
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  JWT_SECRET: E2E_JWT_SECRET,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // A spec that plays a redeploy names its own (guest-offline.spec.ts).
  PAGES_DIR: process.env.E2E_PAGES_DIR ?? pagesDir,
});
const server = await startServer({
  env,
  logger: createLogger(env.LOG_LEVEL),
  loadSampleData: process.env.E2E_SAMPLE_DATA !== '0',
  // Lets a run test a client built elsewhere (several builds side by side); default client/dist.
  ...(process.env.E2E_CLIENT_DIR ? { clientDir: process.env.E2E_CLIENT_DIR } : {}),
});
if (process.env.E2E_SAMPLE_DATA !== '0') {
  // One guest the list has no email for, Sarah Goldberg (code W8EAH6), for the RSVP form's email
  // box (tests/e2e/rsvp-email.spec.ts); no other spec uses her.
  await server.db
    .updateTable('guests')
    .set({ email: null })
    .where('invitation_code', '=', 'W8EAH6')
    .execute();
}
console.log(`e2e server ready at ${server.url} (PostgreSQL: ${postgres.source})`);

const stop = async () => {
  await server.close();
  await postgres.stop();
  await rm(pagesDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// If Playwright goes away without a signal (killed), do not stay behind with a running database.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1_000).unref();

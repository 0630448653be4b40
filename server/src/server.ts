import type { Server } from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { createApp } from './app';
import { keptSecret, randomPassword, randomSecret } from './platform/config/dev-secrets';
import type { Env } from './platform/config/env';
import { createDb, createPool, type Db } from './platform/db/database';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded';
import { migrateToLatest } from './platform/db/migrate';
import { loadSampleGuests } from './sample-data';
import { refreshNameKeys } from './features/guests';
import { gracefulCloser } from './platform/http/graceful-close';
import { keepIdleConnections } from './platform/http/keep-alive';
import type { Logger } from './platform/logger';
import { startMail } from './mail-runtime';
import { createSitePages } from './features/pages';
import { DATA_DIR } from './platform/project-paths';
import { startThrottleSweeper } from './platform/security/rate-limit';

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** The admin password in force when it was generated or given in plain text (never a hash). */
  adminPassword?: string;
  adminPasswordGenerated: boolean;
  /** How mail leaves: through SMTP_URL, to the local catcher, or held until SMTP_URL is set. */
  mailDelivery: 'smtp' | 'catcher' | 'held';
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  logger: Logger;
  dataDir?: string;
  clientDir?: string;
  /** Load the sample guest list into an empty database (the embedded default does). */
  loadSampleData?: boolean;
}

const DATABASE_NAME = 'wedding';

/**
 * Everything main.ts does between reading env and waiting for a signal: database (embedded in
 * development), migrations, sample data, secrets, then listen. Tests start the real server this way.
 */
export async function startServer({
  env,
  logger,
  dataDir = DATA_DIR,
  clientDir,
  loadSampleData,
}: StartOptions): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'DATABASE_URL is required in production: the embedded database is for development only.',
      );
    }
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), (message) =>
      logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    );
    await ensureDatabase(embedded.adminUrl, DATABASE_NAME);
    databaseUrl = embedded.urlFor(DATABASE_NAME);
    logger.info({ dataDir: path.join(dataDir, 'pg') }, 'embedded PostgreSQL started');
  }

  const pool: pg.Pool = createPool(databaseUrl, logger);
  const db = createDb(pool);
  const stopDatabase = async () => {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
  };

  try {
    const applied = await migrateToLatest(db);
    for (const result of applied) logger.info({ migration: result.migrationName }, 'migration applied');
    const rekeyed = await refreshNameKeys(db);
    if (rekeyed > 0) logger.info({ guests: rekeyed }, 'name keys computed again');

    const sample = loadSampleData ?? Boolean(embedded);
    if (sample) {
      if (env.NODE_ENV === 'production')
        throw new Error('The sample guest list is never loaded in production.');
      const added = await loadSampleGuests(db);
      if (added) logger.info({ guests: added }, 'sample guest list loaded');
    }

    let adminPassword = env.ADMIN_PASSWORD;
    let adminPasswordGenerated = false;
    let jwtSecret = env.JWT_SECRET;
    if (env.NODE_ENV !== 'production') {
      if (!adminPassword && !env.ADMIN_PASSWORD_HASH) {
        const kept = await keptSecret(dataDir, 'admin-password', randomPassword);
        adminPassword = kept.value;
        adminPasswordGenerated = true;
      }
      jwtSecret ??= (await keptSecret(dataDir, 'jwt-secret', randomSecret)).value;
    }
    const runtimeEnv: Env = { ...env, ADMIN_PASSWORD: adminPassword, JWT_SECRET: jwtSecret };

    // The guest pages as published (ADR 079): checked, and rendered again if this build or the
    // published version is not the one in the folder, while the server already answers (the built
    // pages meanwhile).
    const sitePages = createSitePages({ db, pagesDir: env.PAGES_DIR ?? path.join(dataDir, 'pages'), logger });
    const pagesReady = sitePages.start().catch((error: unknown) => {
      logger.error({ err: error }, 'the guest pages could not be checked at start-up');
    });
    const app = createApp({
      env: runtimeEnv,
      db,
      pool,
      logger,
      sitePages,
      ...(clientDir ? { clientDir } : {}),
    });
    const server: Server = await new Promise((resolve, reject) => {
      const listening = app.listen(env.PORT, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    keepIdleConnections(server);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const closeServer = gracefulCloser(server);
    const stopSweeper = startThrottleSweeper(pool, logger);
    const mail = await startMail(runtimeEnv, db, logger);

    let closing: Promise<void> | undefined;
    const close = () => {
      // Every request that reached the server is answered and, meanwhile, the message being sent
      // finishes (what is still queued waits in the outbox for the next start); then the database
      // stops.
      closing ??= Promise.all([closeServer(), mail.stop(), pagesReady]).then(() => {
        stopSweeper();
        return stopDatabase();
      });
      return closing;
    };
    return {
      url: `http://localhost:${port}`,
      port,
      db,
      ...(adminPassword ? { adminPassword } : {}),
      adminPasswordGenerated,
      mailDelivery: mail.config.delivery,
      close,
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

import { EnvError, parseEnv } from './platform/config/env';
import { createLogger } from './platform/logger';
import { startServer } from './server';

/** Reads env, starts, prints where the site is, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      for (const problem of error.problems) console.error(problem);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const running = await startServer({ env, logger, ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}) });

  console.log(`\n  The wedding site is running at ${running.url}`);
  console.log(`  Admin area: ${running.url}/admin`);
  if (running.adminPasswordGenerated) {
    console.log(
      `  Admin password (generated, kept in ${env.DATA_DIR ?? '.data'}/admin-password): ${running.adminPassword}`,
    );
  }
  if (running.mailDelivery === 'catcher') {
    console.log(
      `  Mail: no SMTP_URL, so every message is caught locally and shown at ${running.url}/admin (Mail tab)`,
    );
  }
  if (running.mailDelivery === 'held') {
    console.warn(
      '  Mail: SMTP_URL is not set, so NO MAIL IS SENT. Messages wait in the outbox until SMTP_URL and MAIL_FROM are set.',
    );
  }
  console.log('  Press Ctrl-C to stop.\n');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took more than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

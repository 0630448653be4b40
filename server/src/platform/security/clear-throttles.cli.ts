/**
 * `npm run throttles:clear`: forgets every throttle counter (failed logins, lookups, submissions),
 * for a host who has been slowed down by someone guessing from their network. `--login` forgets
 * only the login counters. In production: `docker compose exec server npm run throttles:clear`.
 * In development it finds the embedded database of a running `make start` in DATA_DIR (.data).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATA_DIR } from '../project-paths';

function developmentUrl(): string | undefined {
  const pidFile = path.join(process.env.DATA_DIR ?? DATA_DIR, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  return port && /^\d+$/.test(port) ? `postgres://postgres:postgres@127.0.0.1:${port}/wedding` : undefined;
}

async function main(): Promise<number> {
  const loginOnly = process.argv.includes('--login');
  // Read as a whole, not as process.env.NODE_ENV: the server bundle defines that expression for React.
  const { DATABASE_URL, NODE_ENV } = process.env;
  const url = DATABASE_URL || (NODE_ENV === 'production' ? undefined : developmentUrl());
  if (!url) {
    process.stderr.write(
      'Set DATABASE_URL to the site’s database (in production: docker compose exec server npm run throttles:clear), or start the development site with "make start" first.\n',
    );
    return 1;
  }
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query(
      loginOnly ? "DELETE FROM rate_limits WHERE key LIKE 'login-%'" : 'DELETE FROM rate_limits',
    );
    const cleared = result.rowCount ?? 0;
    process.stdout.write(
      `Cleared ${cleared} ${loginOnly ? 'login ' : ''}throttle counter${cleared === 1 ? '' : 's'}: everyone may try again now.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(
      `Could not clear the throttles: ${error instanceof Error ? error.message : String(error)}. Check DATABASE_URL and that the database is running.\n`,
    );
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
}

process.exitCode = await main();

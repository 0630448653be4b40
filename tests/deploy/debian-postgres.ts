import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresUser } from '../../server/src/platform/db/embedded-access';
import { freePort } from '../../server/src/platform/db/free-port';

/**
 * A PostgreSQL server from the distribution's packages, whose pg_dump, pg_restore and psql the backup
 * scripts run with. The embedded PostgreSQL 18 from npm ships no client tools, and a pg_dump cannot
 * back up a server newer than itself, so the scripts are tested against the server of their own
 * version; in production the backup service's tools and the server are both PostgreSQL 18.
 */
const TOOLS = ['initdb', 'pg_ctl', 'postgres', 'psql', 'pg_dump', 'pg_restore'];

export function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => TOOLS.every((tool) => existsSync(path.join(root, version, 'bin', tool))))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'The backup tests need PostgreSQL with its client tools from the distribution: apt-get install postgresql (make system-deps does it as root).',
    );
  }
  return path.join(root, newest, 'bin');
}

export interface DebianPostgres {
  bin: string;
  /** URL of a database on it (the maintenance database is "postgres"). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const PASSWORD = 'backup-test-password';

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const bin = debianPostgresBin();
  const runAs = postgresUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-backup-pg-'));
  await chmod(dir, 0o755);
  const data = path.join(dir, 'data');
  await mkdir(data, { mode: 0o700 });
  await writeFile(path.join(dir, 'password'), `${PASSWORD}\n`, { mode: 0o644 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(data, runAs.uid, runAs.gid);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, { ...runAs, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
  };
  run('initdb', [
    `--pgdata=${data}`,
    '--auth=scram-sha-256',
    '--username=postgres',
    `--pwfile=${path.join(dir, 'password')}`,
    '--encoding=UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  run('pg_ctl', [
    '--pgdata',
    data,
    '--log',
    path.join(data, 'server.log'),
    '--options',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    '--wait',
    'start',
  ]);
  return {
    bin,
    urlFor: (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      run('pg_ctl', ['--pgdata', data, '--mode', 'fast', '--wait', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';

import path from 'node:path';

/**
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user, which must be
 * able to reach its binaries and its data directory. A project cloned under a private folder (a
 * home directory, `mktemp -d`) is not reachable by that user, so the binaries are copied to a shared
 * cache and the data directory lives under /var/lib with a symlink in the project. Nothing changes
 * for a normal user: PostgreSQL then runs as that user, in place.
 */
export const SYSTEM_CACHE = '/var/cache/riviera-wedding';
export const SYSTEM_DATA = '/var/lib/riviera-wedding';
const OS_USER = 'postgres';

export const runningAsRoot = () => process.getuid?.() === 0;

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** The uid/gid to run postgres with: the `postgres` user (created if missing) when root, else ourselves. */
export function postgresUser(): RunAs {
  if (!runningAsRoot()) return {};
  const lookup = () => spawnSync('id', ['-u', OS_USER], { encoding: 'utf8' });
  if (lookup().status !== 0) {
    execFileSync('groupadd', ['--system', OS_USER], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', OS_USER, '--no-create-home', OS_USER], { stdio: 'ignore' });
  }
  const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Whether every folder above `target` lets others through (the postgres user is "others" here). */
export function reachableByOthers(target: string): boolean {
  let dir = path.dirname(path.resolve(target));
  for (;;) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/** The folder holding bin/, lib/ and share/ from the npm package, copied to the cache when needed. */
export async function reachableBinaries(nativeDir: string, version: string): Promise<string> {
  if (!runningAsRoot() || reachableByOthers(path.join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const cached = path.join(SYSTEM_CACHE, `postgres-${version}`);
  if (existsSync(path.join(cached, '.complete'))) return path.join(cached, 'native');
  await mkdir(SYSTEM_CACHE, { recursive: true, mode: 0o755 });
  await chmod(SYSTEM_CACHE, 0o755);
  const partial = `${cached}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(nativeDir, path.join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
  execFileSync('chmod', ['-R', 'a+rX', partial]);
  await writeFile(path.join(partial, '.complete'), `${new Date().toISOString()}\n`);
  await rename(partial, cached).catch(async (error: NodeJS.ErrnoException) => {
    // Another process finished the same copy first: use theirs.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(path.join(cached, '.complete'))) throw error;
  });
  return path.join(cached, 'native');
}

/**
 * The data directory postgres will use for `requested`. When root and `requested` is not reachable
 * by the postgres user, the data lives in /var/lib/riviera-wedding/<hash> and `requested` becomes a
 * symlink to it, so the project folder still shows where its database is.
 */
export async function reachableDataDir(requested: string): Promise<string> {
  const absolute = path.resolve(requested);
  const existing = await lstat(absolute).catch(() => undefined);
  if (existing?.isSymbolicLink()) return path.resolve(path.dirname(absolute), await readlink(absolute));
  if (!runningAsRoot() || existing || reachableByOthers(absolute)) return absolute;
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  const target = path.join(SYSTEM_DATA, hash, 'pg');
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  await chmod(SYSTEM_DATA, 0o755);
  await chmod(path.dirname(target), 0o755);
  await mkdir(path.dirname(absolute), { recursive: true });
  await symlink(target, absolute);
  return target;
}

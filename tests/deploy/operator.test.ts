import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * `make backup` and `make restore` on the VPS, where they drive Docker Compose. No Docker engine runs
 * here, so a stand-in `docker` on PATH records the commands (a unit test of db/ops/operator.sh):
 * the order is what keeps the data safe, the server stopped while the database is replaced and
 * started again whatever happens. backup.test.ts runs the scripts themselves for real.
 */
const bin = await mkdtemp(path.join(os.tmpdir(), 'riviera-fake-docker-'));
const calls = path.join(bin, 'calls');
// It answers as the backup service does, naming files by their path in the container (/backups).
await writeFile(
  path.join(bin, 'docker'),
  `#!/bin/sh
echo "$*" >> "${calls}"
case "$*" in
  *backup.sh*)
    [ -n "$FAKE_BACKUP_FAILS" ] && { echo "pg_dump could not back up postgres://wedding@postgres:5432/wedding" >&2; exit 1; }
    echo /backups/wedding-20260501T030000Z.dump ;;
  *restore.sh*)
    echo "Restored /backups/wedding-20260501T030000Z.dump into the database wedding."
    echo "The database as it was just before is kept in /backups/wedding-20260502T101500Z-before-restore.dump."
    exit "\${FAKE_RESTORE_STATUS:-0}" ;;
esac
`,
);
await chmod(path.join(bin, 'docker'), 0o755);
const backupName = `wedding-operator-test-${process.pid}.dump`;
await mkdir(path.join(PROJECT_ROOT, 'backups'), { recursive: true });
await writeFile(path.join(PROJECT_ROOT, 'backups', backupName), 'a backup');
const file = `backups/${backupName}`;

afterAll(async () => {
  await rm(bin, { recursive: true, force: true });
  await rm(path.join(PROJECT_ROOT, 'backups', backupName), { force: true });
});

async function make(args: string[], env: Record<string, string> = {}) {
  await rm(calls, { force: true });
  // Without DATABASE_URL, as on the VPS: the scripts go through Compose.
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const environment = { ...inherited, PATH: `${bin}:${process.env.PATH ?? ''}`, ...env };
  const result = spawnSync('make', ['-s', '--no-print-directory', ...args], {
    cwd: PROJECT_ROOT,
    env: environment,
    encoding: 'utf8',
  });
  const docker = (await readFile(calls, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, docker };
}

const restoreIn = (database: string) =>
  `compose run --rm --no-deps -T -e CONFIRM=yes -e INTO=${database} backup sh /opt/wedding-ops/restore.sh /backups/${backupName}`;

describe('make backup and make restore with Docker Compose', () => {
  it('backs up through the backup service, and names the backup where it is on this machine', async () => {
    const { status, stdout, docker } = await make(['backup']);
    expect(status).toBe(0);
    expect(docker).toEqual([
      'compose version',
      'compose run --rm --no-deps -T backup sh /opt/wedding-ops/backup.sh',
    ]);
    expect(stdout).toBe('./backups/wedding-20260501T030000Z.dump\n');
  });

  it('fails, and names no backup, when the backup service cannot make one', async () => {
    const { status, stdout, stderr } = await make(['backup'], { FAKE_BACKUP_FAILS: '1' });
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('pg_dump could not back up');
  });

  it('refuses without CONFIRM=yes before touching the server', async () => {
    const { status, stderr, docker } = await make(['restore', `FILE=${file}`]);
    expect(status).not.toBe(0);
    expect(stderr).toContain('Not restoring: this replaces the whole database wedding');
    expect(docker).toEqual(['compose version']);
  });

  it('stops the server, restores, and starts the server again', async () => {
    const { status, stdout, docker } = await make(['restore', `FILE=${file}`, 'CONFIRM=yes']);
    expect(status).toBe(0);
    expect(stdout).toBe(
      'Restored ./backups/wedding-20260501T030000Z.dump into the database wedding.\n' +
        'The database as it was just before is kept in ./backups/wedding-20260502T101500Z-before-restore.dump.\n',
    );
    expect(docker).toEqual([
      'compose version',
      'compose stop server',
      restoreIn('wedding'),
      'compose start server',
    ]);
  });

  it('starts the server again when the restore fails', async () => {
    const { status, docker } = await make(['restore', `FILE=${file}`, 'CONFIRM=yes'], {
      FAKE_RESTORE_STATUS: '1',
    });
    expect(status).not.toBe(0);
    expect(docker.at(-1)).toBe('compose start server');
  });

  it('leaves the site running for a drill into another database', async () => {
    const { status, docker } = await make(['restore', `FILE=${file}`, 'INTO=wedding_drill', 'CONFIRM=yes']);
    expect(status).toBe(0);
    expect(docker).toEqual(['compose version', restoreIn('wedding_drill')]);
  });

  it('asks for a file in ./backups, the only folder the backup service sees', async () => {
    const outside = await make(['restore', 'FILE=package.json', 'CONFIRM=yes']);
    expect(outside.stderr).toContain(
      'The compose backup service sees only ./backups: copy package.json there first.',
    );
    const missing = await make(['restore', 'CONFIRM=yes']);
    expect(missing.stderr).toContain('Name the backup to restore: make restore FILE=backups/');
    expect(outside.docker).toEqual(['compose version']);
    expect(missing.docker).toEqual(['compose version']);
  });
});

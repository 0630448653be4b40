import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb, createPool } from '../../server/src/platform/db/database';
import { createLogger } from '../../server/src/platform/logger';
import { PROJECT_ROOT } from '../../server/src/platform/project-paths';
import {
  attendingPayload,
  attendingTogetherPayload,
  decliningPayload,
  startTestApp,
} from '../../server/src/features/rsvp/test/rsvp-test-app';
import { createMigratedDatabase } from '../../server/src/platform/test/postgres';
import { startDebianPostgres } from './debian-postgres';

/**
 * Backups an operator can trust: `make backup` and `make restore` (db/ops/*.sh, the scripts the
 * compose backup service runs) against a real PostgreSQL holding guests, RSVPs and their history.
 */
const postgres = await startDebianPostgres();
const liveUrl = await createMigratedDatabase(postgres.urlFor('postgres'), 'wedding');
const live = createDb(createPool(liveUrl, createLogger('silent'), 3));
const app = await startTestApp({ url: liveUrl, db: live });
const backups = await mkdtemp(path.join(os.tmpdir(), 'riviera-backups-'));

afterAll(async () => {
  await live.destroy();
  await postgres.stop();
  await rm(backups, { recursive: true, force: true });
});

/** `make TARGET …` as the operator types it, with DATABASE_URL pointing at `database` (make exits 2 on any failure). */
function make(args: string[], database: string | URL, env: Record<string, string> = {}) {
  const result = spawnSync('make', ['-s', '--no-print-directory', ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PATH: `${postgres.bin}:${process.env.PATH ?? ''}`,
      DATABASE_URL: String(database),
      BACKUP_DIR: backups,
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** Every row of every table, as text, sorted: two databases with the same data give the same. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM "${name}" t`,
      );
      rows[name] = result.rows.map(({ row }) => row).sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function createEmptyDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgres.urlFor('postgres') });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return postgres.urlFor(name);
}

// Guests, their current answers and the history behind them: Jean-Luc said yes, then no.
for (const payload of [attendingPayload(), decliningPayload(), attendingTogetherPayload()]) {
  expect((await app.submitJson(payload)).status).toBe(200);
}
await live.updateTable('guests').set({ save_the_date_sent_at: new Date() }).execute();
const atBackup = await everyRow(liveUrl);
const backup = make(['backup'], liveUrl);

describe('make backup', () => {
  it('writes one backup of the database, readable by its owner only', () => {
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^${backups}/wedding-\\d{8}T\\d{6}Z\\.dump$`));
    expect(statSync(backup.stdout).mode & 0o777).toBe(0o600);
    expect(atBackup.guests?.length).toBeGreaterThan(5);
    expect(atBackup.rsvps).toHaveLength(2);
    expect(atBackup.rsvp_submissions).toHaveLength(3);
  });

  it('keeps 14 days of backups and deletes older ones', async () => {
    const day = 24 * 60 * 60;
    const now = Date.now() / 1000;
    const aged = async (name: string, days: number) => {
      await writeFile(path.join(backups, name), 'old');
      await utimes(path.join(backups, name), now - days * day, now - days * day);
    };
    await aged('wedding-20200101T030000Z.dump', 20);
    await aged('wedding-20200102T030000Z.dump', 3);
    await aged('notes.txt', 20);
    const again = make(['backup'], liveUrl);
    expect(again.status).toBe(0);
    const files = await readdir(backups);
    expect(files).not.toContain('wedding-20200101T030000Z.dump');
    expect(files).toContain('wedding-20200102T030000Z.dump');
    expect(files).toContain('notes.txt');
    expect(files).toContain(path.basename(again.stdout));
    await rm(path.join(backups, 'wedding-20200102T030000Z.dump'));
  });

  it('says what is wrong, without the password, when the database cannot be reached', () => {
    const unreachable = new URL(liveUrl);
    unreachable.port = '1';
    const before = existsSync(backups) ? statSync(backups).mtimeMs : 0;
    const failed = make(['backup'], unreachable);
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('Cannot reach the database at postgres://postgres@127.0.0.1:1/wedding');
    expect(failed.stderr).not.toContain('backup-test-password');
    expect(statSync(backups).mtimeMs).toBe(before);
  });

  it('says which pg_dump to use when the server is newer than this one', () => {
    const newer = make(['backup'], inject('testPostgresAdminUrl'));
    expect(newer.status).not.toBe(0);
    expect(newer.stderr).toMatch(/^pg_dump \d+ cannot back up PostgreSQL 18: use pg_dump 18 or newer/);
  });
});

/** The pids of the processes whose parent is `pid`, with their command names. */
function childrenOf(pid: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // /proc/N/stat: "N (command) state ppid ..."; the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      if (ppid === pid)
        children.push({ pid: Number(entry), command: stat.slice(stat.indexOf('(') + 1, close) });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const leftBehind: (() => void)[] = [];
afterAll(() => {
  for (const kill of leftBehind) kill();
});

/**
 * The compose backup service's command, db/ops/backup-schedule.sh, run for real against the live
 * database into `dir`. `decided()` resolves once it has gone to sleep until its next hourly look,
 * so today's decision (a backup or none) is made; `stop()` sends TERM as `docker compose stop` does.
 */
function startSchedule(dir: string) {
  const child = spawn('sh', [path.join(PROJECT_ROOT, 'db/ops/backup-schedule.sh')], {
    env: {
      ...process.env,
      PATH: `${postgres.bin}:${process.env.PATH ?? ''}`,
      DATABASE_URL: liveUrl,
      BACKUP_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const pid = child.pid ?? 0;
  const killGroup = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  leftBehind.push(killGroup);
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} within ${ms} ms; it printed:\n${output}`)), ms),
      ),
    ]);
  return {
    output: () => output,
    async decided() {
      const asleep = async () => {
        while (!childrenOf(pid).some(({ command }) => command === 'sleep')) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await within(asleep(), 15_000, 'backup-schedule.sh did not go to sleep');
    },
    async stop() {
      child.kill('SIGTERM');
      try {
        return await within(exited, 2_000, 'backup-schedule.sh did not stop on TERM');
      } finally {
        killGroup(); // its hourly sleep, which TERM to the script does not end
      }
    },
  };
}

describe('the backup service’s daily backup (backup-schedule.sh)', () => {
  const hours = (count: number) => Date.now() / 1000 - count * 60 * 60;
  const dumps = async (dir: string) => (await readdir(dir)).filter((file) => file.endsWith('.dump')).sort();

  it('writes a backup at once when there is none yet', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-schedule-'));
    const schedule = startSchedule(dir);
    await schedule.decided();
    expect(await schedule.stop()).toBe(0);
    const written = await dumps(dir);
    expect(written).toEqual([expect.stringMatching(/^wedding-\d{8}T\d{6}Z\.dump$/)]);
    expect(schedule.output()).toContain(`backup: wrote ${dir}/${written[0]}`);
    await rm(dir, { recursive: true });
  });

  it('writes a backup when the newest one is more than a day old', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-schedule-'));
    await writeFile(path.join(dir, 'wedding-20260101T030000Z.dump'), 'yesterday’s');
    await utimes(path.join(dir, 'wedding-20260101T030000Z.dump'), hours(25), hours(25));
    // Neither an unfinished backup nor another database's counts as today's.
    await writeFile(path.join(dir, 'wedding-20260102T030000Z.dump.partial'), 'unfinished');
    await writeFile(path.join(dir, 'guestbook-20260102T030000Z.dump'), 'another database');
    const schedule = startSchedule(dir);
    await schedule.decided();
    expect(await schedule.stop()).toBe(0);
    const written = await dumps(dir);
    expect(written).toHaveLength(3);
    expect(written.filter((file) => /^wedding-\d{8}T\d{6}Z\.dump$/.test(file))).toHaveLength(2);
    expect(schedule.output()).toContain('backup: wrote');
    await rm(dir, { recursive: true });
  });

  it('writes none while the newest backup is less than a day old, and stops at once on TERM', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-schedule-'));
    await writeFile(path.join(dir, 'wedding-20260101T030000Z.dump'), 'this morning’s');
    await utimes(path.join(dir, 'wedding-20260101T030000Z.dump'), hours(23), hours(23));
    const schedule = startSchedule(dir);
    await schedule.decided();
    expect(await schedule.stop()).toBe(0);
    expect(await dumps(dir)).toEqual(['wedding-20260101T030000Z.dump']);
    expect(schedule.output()).toBe(`backup: daily backups of wedding into ${dir}, keeping 14 days\n`);
    await rm(dir, { recursive: true });
  });
});

describe('make restore', () => {
  it('restores into an empty database the same rows in every table', async () => {
    const emptyUrl = await createEmptyDatabase('wedding_copy');
    const restored = make(['restore', `FILE=${backup.stdout}`, 'CONFIRM=yes'], emptyUrl);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup.stdout} into the database wedding_copy.`);
    expect(await everyRow(emptyUrl)).toEqual(atBackup);
  });

  it('restores into a drill database with INTO=, leaving the live one alone', async () => {
    const before = await everyRow(liveUrl);
    const drill = make(['restore', `FILE=${backup.stdout}`, 'INTO=wedding_drill', 'CONFIRM=yes'], liveUrl);
    expect(drill.status).toBe(0);
    expect(await everyRow(postgres.urlFor('wedding_drill'))).toEqual(atBackup);
    expect(await everyRow(liveUrl)).toEqual(before);
    const badName = make(['restore', `FILE=${backup.stdout}`, 'INTO=drill;drop', 'CONFIRM=yes'], liveUrl);
    expect(badName.stderr).toContain('INTO must be a database name made of letters, digits and _');
  });

  it('backs up the album’s photos beside the rows and puts them back in a drill (ADR 082)', async () => {
    const album = await mkdtemp(path.join(os.tmpdir(), 'riviera-album-'));
    const restored = await mkdtemp(path.join(os.tmpdir(), 'riviera-album-restored-'));
    try {
      await mkdir(path.join(album, 'originals'), { recursive: true });
      await mkdir(path.join(album, 'display', 'photo-1'), { recursive: true });
      await writeFile(path.join(album, 'originals', 'photo-1.jpg'), 'the original as sent');
      await writeFile(path.join(album, 'display', 'photo-1', '640.webp'), 'a display copy');
      const made = make(['backup'], liveUrl, { ALBUM_DIR: album });
      expect(made.status).toBe(0);
      expect(readFileSync(path.join(backups, 'album', 'originals', 'photo-1.jpg'), 'utf8')).toBe(
        'the original as sent',
      );
      const drill = make(
        ['restore', `FILE=${made.stdout}`, 'INTO=wedding_album_drill', 'CONFIRM=yes'],
        liveUrl,
        {
          ALBUM_DIR: restored,
        },
      );
      expect(drill.status).toBe(0);
      expect(drill.stdout).toContain(`The album's photos are back in ${restored}.`);
      expect(readFileSync(path.join(restored, 'originals', 'photo-1.jpg'), 'utf8')).toBe(
        'the original as sent',
      );
      expect(readFileSync(path.join(restored, 'display', 'photo-1', '640.webp'), 'utf8')).toBe(
        'a display copy',
      );
    } finally {
      await rm(album, { recursive: true, force: true });
      await rm(restored, { recursive: true, force: true });
    }
  });

  it('backs up the site’s photos and puts them back in a drill, never the folder being written (ADR 084)', async () => {
    const photos = await mkdtemp(path.join(os.tmpdir(), 'riviera-site-photos-'));
    const restored = await mkdtemp(path.join(os.tmpdir(), 'riviera-site-photos-restored-'));
    try {
      const id = '0123456789abcdef';
      await mkdir(path.join(photos, id), { recursive: true });
      await mkdir(path.join(photos, '.incoming', 'set-1'), { recursive: true });
      await writeFile(path.join(photos, id, 'landscape-640.avif'), 'a cut of the photo');
      await writeFile(path.join(photos, id, 'og.jpg'), 'the link preview');
      await writeFile(path.join(photos, '.incoming', 'set-1', 'landscape-640.avif'), 'half written');
      const made = make(['backup'], liveUrl, { SITE_PHOTOS_DIR: photos });
      expect(made.status).toBe(0);
      expect(readFileSync(path.join(backups, 'site-photos', id, 'og.jpg'), 'utf8')).toBe('the link preview');
      expect(existsSync(path.join(backups, 'site-photos', '.incoming'))).toBe(false);
      const drill = make(
        ['restore', `FILE=${made.stdout}`, 'INTO=wedding_photos_drill', 'CONFIRM=yes'],
        liveUrl,
        { SITE_PHOTOS_DIR: restored },
      );
      expect(drill.status).toBe(0);
      expect(drill.stdout).toContain(`The site's photos are back in ${restored}.`);
      expect(readFileSync(path.join(restored, id, 'landscape-640.avif'), 'utf8')).toBe('a cut of the photo');
      expect(readFileSync(path.join(restored, id, 'og.jpg'), 'utf8')).toBe('the link preview');
      expect(existsSync(path.join(restored, '.incoming'))).toBe(false);
    } finally {
      await rm(photos, { recursive: true, force: true });
      await rm(restored, { recursive: true, force: true });
    }
  });

  it('refuses to run without CONFIRM=yes, and changes nothing', async () => {
    const before = await everyRow(liveUrl);
    const refused = make(['restore', `FILE=${backup.stdout}`], liveUrl);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Not restoring: this replaces the whole database wedding');
    expect(refused.stderr).toContain(`make restore FILE=${backup.stdout} CONFIRM=yes`);
    expect(await everyRow(liveUrl)).toEqual(before);
  });

  it('leaves the database unchanged when the file is not a backup', async () => {
    const notABackup = path.join(backups, 'wedding-notes.dump');
    await writeFile(notABackup, 'guest list, handwritten');
    const before = await everyRow(liveUrl);
    const refused = make(['restore', `FILE=${notABackup}`, 'CONFIRM=yes'], liveUrl);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(
      `${notABackup} cannot be restored: it is not a backup made by make backup`,
    );
    expect(await everyRow(liveUrl)).toEqual(before);
    await rm(notABackup);
  });

  it('replaces the live database, its open connections closed, and keeps a backup of it first', async () => {
    expect((await app.submitJson(attendingPayload({ dietaryRestrictions: 'Meat' }))).status).toBe(200);
    const changed = await everyRow(liveUrl);
    expect(changed.rsvp_submissions).toHaveLength(4);

    const restored = make(['restore', `FILE=${backup.stdout}`, 'CONFIRM=yes'], liveUrl);
    expect(restored.status).toBe(0);
    expect(await everyRow(liveUrl)).toEqual(atBackup);

    const kept = restored.stdout.match(/kept in (\S+-before-restore\.dump)\./)?.[1] ?? '';
    const keptCopy = await createEmptyDatabase('wedding_before');
    expect(make(['restore', `FILE=${kept}`, 'CONFIRM=yes'], keptCopy).status).toBe(0);
    expect(await everyRow(keptCopy)).toEqual(changed);
  });
});

import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

/** Linux's SCHED_BATCH, as /proc/<pid>/stat tells a process's policy (sched(7)). */
const SCHED_BATCH = 3;

/** The scheduling policy of a process: field 41 of /proc/<pid>/stat, counted after the name. */
function schedulingPolicy(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[41 - 3]);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-batch-'));
await chmod(dir, 0o755);
const postgres = await startEmbeddedPostgres(path.join(dir, 'data'));

afterAll(async () => {
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL (make start, the tests, make bench)', () => {
  it('runs its server and every backend under SCHED_BATCH, as the production database does (ADR 064)', async () => {
    const client = new pg.Client({ connectionString: postgres.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ backend: number; server: number }>(
        `SELECT pg_backend_pid() AS backend, (SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer') AS server`,
      );
      expect(rows).toHaveLength(1);
      for (const pid of [rows[0]?.backend, rows[0]?.server])
        expect(schedulingPolicy(Number(pid))).toBe(SCHED_BATCH);
      // The site's own process keeps the normal policy: it is the one that must not be preempted.
      expect(schedulingPolicy(process.pid)).toBe(0);
    } finally {
      await client.end();
    }
  });
});

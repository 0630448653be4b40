import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { parseEnv } from '../config/env';
import { createDb, createPool } from '../db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { freePort } from '../db/free-port';
import { createLogger } from '../logger';

/**
 * /readyz against a PostgreSQL this test owns, so it can stop it: the server must report the outage
 * and recover when the database returns, without the process dying on the broken connections.
 */
const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-readyz-'));
await chmod(dir, 0o755); // reachable by the postgres user when run as root
const dataDir = path.join(dir, 'data');
const port = await freePort();
let postgres: EmbeddedDatabase = await startEmbeddedPostgres(dataDir, undefined, port);
const pool = createPool(postgres.adminUrl, createLogger('silent'), 3);
const db = createDb(pool);
const app = createApp({ env: parseEnv({ NODE_ENV: 'test' }), db, pool, logger: createLogger('silent') });
const server = app.listen(0);
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

afterAll(async () => {
  server.close();
  await db.destroy();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('health endpoints', () => {
  it('/healthz says the process is alive', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz reports a stopped database, then recovers when it returns', async () => {
    let response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: 'ready' });

    await postgres.stop();
    response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      error: 'The database does not answer.',
    });

    postgres = await startEmbeddedPostgres(dataDir, undefined, port);
    response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

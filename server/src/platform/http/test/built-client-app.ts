import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createApp } from '../../../app';
import { parseEnv } from '../../config/env';
import { createPool, type Db } from '../../db/database';
import { createLogger } from '../../logger';
import { useTestDatabase } from '../../test/database';

/**
 * The standalone server in front of a client folder that looks built: a temporary folder holding
 * `pageFiles` (each `[file, name]` a page that names itself in its title and its root), the app made
 * with `env` (over NODE_ENV=test) and a fresh test database, listening on a free loopback port until
 * the test file ends. Call it at the top level of a test file; it resolves with the server's address
 * and its database.
 */
export async function startBuiltClientApp(
  pageFiles: readonly (readonly [file: string, name: string])[],
  env: Record<string, string> = {},
): Promise<{ base: string; db: Db }> {
  const { db, url } = await useTestDatabase();
  const pool = createPool(url, createLogger('silent'), 2);
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-pages-'));
  for (const [file, name] of pageFiles) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(
      path.join(clientDir, file),
      `<!doctype html><title>${name}</title><div id="root">${name}</div>`,
    );
  }
  const app = createApp({
    env: parseEnv({ NODE_ENV: 'test', ...env }),
    db,
    pool,
    logger: createLogger('silent'),
    clientDir,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(async () => {
    server.close();
    server.closeAllConnections();
    await pool.end();
    await rm(clientDir, { recursive: true, force: true });
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db };
}

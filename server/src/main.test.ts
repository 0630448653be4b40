import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/db/free-port';
import { PROJECT_ROOT } from './platform/project-paths';

/**
 * main.ts as an operator runs it: a fresh data folder, the embedded database, the banner, Ctrl-C
 * (SIGINT), and a second start that keeps the data. Nothing may be left running afterwards.
 */
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-main-'));
await chmod(dataDir, 0o755); // reachable by the postgres user when run as root
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600 && !output.includes('Press Ctrl-C to stop'); i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, url };
}

async function stop({ child }: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

function postgresRunning(): boolean {
  return existsSync(path.join(dataDir, 'pg', 'postmaster.pid'));
}

describe('make start (server/src/main.ts)', () => {
  it('starts with the embedded database, loads the sample guests, prints the URL and password, stops cleanly', async () => {
    const first = await start();
    const password = (await readFile(path.join(dataDir, 'admin-password'), 'utf8')).trim();
    expect(first.output()).toContain(`The wedding site is running at ${first.url}`);
    expect(first.output()).toContain(
      `Admin password (generated, kept in ${dataDir}/admin-password): ${password}`,
    );
    expect(first.output()).toMatch(/"guests":4\d,"msg":"sample guest list loaded"/);
    const ready = await fetch(`${first.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ready' });

    expect(await stop(first)).toBe(0);
    expect(postgresRunning()).toBe(false);

    const second = await start();
    expect(second.output()).not.toContain('sample guest list loaded');
    expect(second.output()).toContain(password);
    expect(second.output()).not.toContain('migration applied');
    expect(await stop(second)).toBe(0);
    expect(postgresRunning()).toBe(false);
  }, 90_000);

  it('refuses to start in production without a database, naming the variables', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')],
      {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ADMIN_PASSWORD: '', JWT_SECRET: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variable DATABASE_URL: is required in production');
    expect(stderr).toContain('Invalid environment variable ADMIN_PASSWORD_HASH');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});

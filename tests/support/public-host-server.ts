import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';
import { freePort } from '../../server/src/platform/db/free-port';
import config from '../playwright.config';

/**
 * The public host (docs/decisions/005-public-host.md) end to end: a second real server with
 * PUBLIC_HOSTS set to this name, and Chromium resolving the name to 127.0.0.1.
 */
export const PUBLIC_HOST = 'wedding-public.test';

/** The project's launch options with Chromium's host-resolver rule for PUBLIC_HOST: `test.use({ launchOptions })`. */
export const publicHostLaunchOptions: LaunchOptions = {
  ...config.use?.launchOptions,
  args: [...(config.use?.launchOptions?.args ?? []), `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`],
};

export interface PublicHostServer {
  /** Its port on 127.0.0.1 (and on PUBLIC_HOST, for Chromium). */
  port: number;
  /** Stops it with SIGTERM, so it stops its database, and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts tests/support/e2e-server.ts on a free port with PUBLIC_HOSTS=PUBLIC_HOST and no sample
 * guests, and resolves once its /readyz answers (at most a minute). Call it in a `beforeAll` given
 * two minutes, and `stop()` it in the `afterAll`.
 */
export function startPublicHostServer(): Promise<PublicHostServer> {
  return startOwnServer({ PUBLIC_HOSTS: PUBLIC_HOST });
}

/**
 * A real server of a spec's own, with its own database and no sample guests, for a test that
 * leaves state the shared server's other specs would see (throttle counters, settings).
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<PublicHostServer> {
  const port = await freePort();
  let output = '';
  // Node itself (no npx/tsx wrapper), so SIGTERM reaches the server and it stops its database.
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
    env: { ...process.env, PORT: String(port), E2E_SAMPLE_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The spec's own server did not become ready:\n${output}`);
}

/** The hooks of a Playwright test object (`test`, or one made with `test.extend`). */
interface SuiteHooks {
  beforeAll(run: () => Promise<void>): void;
  afterAll(run: () => Promise<void>): void;
  setTimeout(timeout: number): void;
}

/**
 * The public-host server for the tests of a file or describe block: started before them (given
 * two minutes) and stopped after. `port()` is valid once they run; the tests must run serially.
 */
export function usePublicHostServer(hooks: SuiteHooks): { port(): number } {
  return useOwnServer(hooks, { PUBLIC_HOSTS: PUBLIC_HOST });
}

/** A server of the spec's own (startOwnServer) for the tests of a file or describe block. */
export function useOwnServer(hooks: SuiteHooks, env: Record<string, string> = {}): { port(): number } {
  let server: PublicHostServer | undefined;
  hooks.beforeAll(async () => {
    hooks.setTimeout(120_000);
    server = await startOwnServer(env);
  });
  hooks.afterAll(async () => {
    await server?.stop();
  });
  return {
    port() {
      if (!server) throw new Error('The spec’s own server is not running: use port() inside a test.');
      return server.port;
    },
  };
}

/** The page the server on `port` sends a browser on `host`, before any script runs. */
export function servedPage(
  port: number,
  pathname: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `http://127.0.0.1:${port}${pathname}`,
      { headers: { Accept: 'text/html', Host: `${host}:${port}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

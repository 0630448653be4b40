import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../../server/src/platform/db/free-port';
import { PROJECT_ROOT } from '../../../server/src/platform/project-paths';

export interface ServerProcess {
  /** Where it listens, on loopback. */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Its exit code once it exits (null when a signal ended it). */
  exited: Promise<number | null>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server as an operator runs it (server/src/main.ts in its own Node process), on a free
 * port, against the given database. Resolves once it says it is running; killed when the file ends
 * if a test left it running.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      ADMIN_PASSWORD: 'a password for the fault tests',
      JWT_SECRET: 'a secret for the fault tests, at least 32 bytes long',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  afterAll(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  // Bounded: at most 600 looks, a tenth of a second apart.
  for (let i = 0; i < 600 && !output.includes('Press Ctrl-C to stop'); i += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting: ${output}`);
    await pause(100);
  }
  if (!output.includes('Press Ctrl-C to stop')) throw new Error(`The server did not start: ${output}`);
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

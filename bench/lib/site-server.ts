import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../server/src/platform/db/free-port';
import { PROJECT_ROOT, SERVER_BUNDLE, WORK_DIR } from './paths';
import { BenchError } from './progress';
import { startSmtpSink } from './smtp-sink';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';
/** Where link previews and canonical links point, as in production (ADR 017): not the local port. */
export const BENCH_SITE_URL = 'https://rsvp.aanya-and-julien.example';

export interface SiteServer {
  url: string;
  port: number;
  /** The server process, for the CPU time it used. */
  pid: number;
  /** Its pages folder (PAGES_DIR), emptied before it starts: it writes its pages there at start-up. */
  pagesRoot: string;
  stop(): Promise<void>;
}

/**
 * The standalone server as `make start` runs it (`node server/dist/main.js`, one process, logging
 * a JSON line per request at the production level), on a database the bench made. Search indexing is
 * on, so the SEO audit sees what an indexable page is; RSVP_THROTTLES=off (ADR 032) so one address
 * under load measures the server, not the guests' limit. Mail goes over SMTP to a sink in the bench's
 * process, as production sends it to the couple's provider, not to the development mail catcher
 * (which would parse and store every message in the site's process). Its log goes to
 * bench/.work/logs.
 */
export async function startSite(name: string, databaseUrl: string): Promise<SiteServer> {
  if (!existsSync(SERVER_BUNDLE)) throw new BenchError('No server/dist/main.js: run "make build" first.');
  const port = await freePort();
  const logs = path.join(WORK_DIR, 'logs');
  await mkdir(logs, { recursive: true });
  const logFile = path.join(logs, `server-${name}.log`);
  const sink = await startSmtpSink();
  const dataDir = path.join(WORK_DIR, 'data');
  const pagesRoot = path.join(dataDir, 'pages');
  await rm(pagesRoot, { recursive: true, force: true });
  const fd = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: PROJECT_ROOT,
    // A clean environment: a DATABASE_URL or NODE_ENV in the caller's shell must not leak in.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-bytes-long',
      SITE_URL: BENCH_SITE_URL,
      SMTP_URL: sink.url,
      SEARCH_INDEXING: 'on',
      RSVP_THROTTLES: 'off',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    void sink.close();
  });

  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600 && !gone; attempt += 1) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        port,
        pid: child.pid ?? 0,
        pagesRoot,
        async stop() {
          if (gone) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timer);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await sink.close();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new BenchError(`The server did not start (${path.relative(PROJECT_ROOT, logFile)}):\n${tail}`);
}

import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import { Writable } from 'node:stream';
import { afterAll, inject } from 'vitest';
import { parseEnv } from '../../server/src/platform/config/env';
import { freePort } from '../../server/src/platform/db/free-port';
import { createLogger } from '../../server/src/platform/logger';
import { startServer, type RunningServer } from '../../server/src/server';
import { cloneDatabase, type TestDatabase } from '../../server/src/platform/test/postgres';
import { createNginxImage, type ImageOptions, type ImageRun, type NginxImage } from './nginx-image';

export const PUBLIC_HOST = 'wedding-public.test';
export const PRIVATE_HOST = 'private.wedding.test';
/** The server's JWT_SECRET here, so a test can sign what the server signs (a mail view link). */
export const NGINX_TEST_SECRET = 'nginx-test-secret-that-is-at-least-32-bytes';
export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface Stack {
  server: RunningServer;
  database: TestDatabase;
  /** The server's JSON log lines so far, as the operator reads them with `docker compose logs`. */
  logLines(): Record<string, unknown>[];
  stop(): Promise<void>;
}

/** The real server on a fresh copy of the migrated database, its log kept for the assertions. */
export async function startStack({
  pagesDir,
  serverEnv = {},
}: { pagesDir?: string; serverEnv?: Record<string, string> } = {}): Promise<Stack> {
  // The pages a publish renders (ADR 079): the folder nginx reads, or one of this stack's own.
  const pages = pagesDir ?? (await mkdtemp(path.join(os.tmpdir(), 'riviera-stack-pages-')));
  const database = await cloneDatabase(inject('testPostgresAdminUrl'), inject('testTemplateDatabase'));
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const server = await startServer({
    env: parseEnv({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'nginx-test-password',
      JWT_SECRET: NGINX_TEST_SECRET,
      PUBLIC_HOSTS: PUBLIC_HOST,
      PAGES_DIR: pages,
      ...serverEnv,
    }),
    logger: createLogger('info', sink),
    loadSampleData: false,
  });
  return {
    server,
    database,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      await server.close();
      await database.drop();
      if (!pagesDir) await rm(pages, { recursive: true, force: true });
    },
  };
}

export interface ProxiedSite {
  stack: Stack;
  nginx: NginxImage;
  /** `nginx -t` run through the image's entrypoint, before nginx starts. */
  configTest: ImageRun;
}

/**
 * The real server behind the container's nginx, started for the calling test file and stopped when
 * it ends. Call it at the top level of a test file.
 */
export async function startProxiedSite({
  upstreamHost = '127.0.0.1',
  serverEnv,
  ...options
}: Pick<ImageOptions, 'certificate' | 'env'> & {
  upstreamHost?: string;
  /** The server's own settings; `{pages}` in a value is the pages volume's path on this machine. */
  serverEnv?: Record<string, string>;
}): Promise<ProxiedSite> {
  // The pages volume of compose: the server writes it, nginx reads it (ADR 079).
  const pagesDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-pages-volume-'));
  await chmod(pagesDir, 0o755);
  const stack = await startStack({
    pagesDir,
    serverEnv: Object.fromEntries(
      Object.entries(serverEnv ?? {}).map(([name, value]) => [name, value.replace('{pages}', pagesDir)]),
    ),
  });
  const nginx = await createNginxImage({
    upstream: `${upstreamHost}:${stack.server.port}`,
    publicHosts: PUBLIC_HOST,
    pagesDir,
    ...options,
  });
  afterAll(async () => {
    await nginx.stop();
    await stack.stop();
    await rm(pagesDir, { recursive: true, force: true });
  });
  const configTest = await nginx.run(['/docker-entrypoint.sh', 'nginx', '-t']);
  await nginx.start();
  return { stack, nginx, configTest };
}

export interface Answer {
  status: number;
  /** Every header line as sent, so a header sent twice shows twice. */
  headers: [string, string][];
  header(name: string): string[];
  text: string;
}

export interface RequestOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address on loopback (127.0.0.x): what nginx and the server see. */
  from?: string;
  /** Trust this certificate (https). */
  ca?: string;
}

/** One request as a browser on `host` sends it (fetch cannot set Host), over http or https. */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const sent = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(options.host ? { Host: options.host } : {}) },
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.ca ? { ca: options.ca, servername: options.host ?? PRIVATE_HOST } : {}),
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const raw = response.rawHeaders;
          const headers: [string, string][] = [];
          for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i] ?? '', raw[i + 1] ?? '']);
          resolve({
            status: response.statusCode ?? 0,
            headers,
            header: (name) =>
              headers.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value),
            text,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/**
 * The container's output once it holds `count` lines matching `line`: nginx writes its access log
 * after the answer has gone, so a test reads the log only when the requests it made are in it.
 */
export async function outputWith(nginx: NginxImage, line: RegExp, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const output = nginx.output();
    if ((output.match(new RegExp(line, 'g')) ?? []).length >= count) return output;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The container never logged ${count} lines matching ${String(line)}:\n${nginx.output()}`);
}

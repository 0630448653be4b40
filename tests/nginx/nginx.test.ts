import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { chmod, cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '../../server/src/config/env';
import { freePort } from '../../server/src/db/free-port';
import { createLogger } from '../../server/src/logger';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../server/src/project-paths';
import { startServer } from '../../server/src/server';
import { cloneDatabase } from '../../server/src/test/postgres';

/**
 * The production proxy: the real nginx with the project's own config (rendered by
 * nginx/render-config.sh, as the container does) in front of the real server and the built client.
 */
const PUBLIC_HOST = 'wedding-public.test';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate)) ?? 'nginx';

if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const database = await cloneDatabase(inject('testPostgresAdminUrl'), inject('testTemplateDatabase'));
const server = await startServer({
  env: parseEnv({
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: 'nginx-test-password',
    JWT_SECRET: 'nginx-test-secret-that-is-at-least-32-bytes',
    PUBLIC_HOSTS: PUBLIC_HOST,
  }),
  logger: createLogger('silent'),
  loadSampleData: false,
});

const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-nginx-'));
// nginx's workers run as an unprivileged user, which may not enter the project folder (a private
// clone): serve a copy of the build from a folder they can read, as the image does.
const staticRoot = path.join(dir, 'html');
await cp(CLIENT_DIST_DIR, staticRoot, { recursive: true });
await chmod(dir, 0o755);
const port = await freePort();
const render = spawnSync('sh', [path.join(PROJECT_ROOT, 'nginx/render-config.sh')], {
  env: {
    ...process.env,
    CONFIG_DIR: path.join(dir, 'conf'),
    STATIC_ROOT: staticRoot,
    UPSTREAM: `127.0.0.1:${server.port}`,
    LISTEN_PORT: String(port),
    PUBLIC_HOSTS: PUBLIC_HOST,
    TLS_CERT_DIR: path.join(dir, 'no-certs'),
  },
  encoding: 'utf8',
});
if (render.status !== 0) throw new Error(`render-config.sh failed: ${render.stderr}`);
await writeFile(
  path.join(dir, 'nginx.conf'),
  `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/conf/site.conf;
}
`,
);
const nginx: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i += 1) {
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

afterAll(async () => {
  nginx.kill('SIGTERM');
  await server.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

/** fetch() cannot set the Host header; a browser on the public host name sends it like this. */
function requestAs(host: string, page: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get(`${base}${page}`, { headers: { ...headers, Host: host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
}

const html = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('nginx in front of the server', () => {
  it('serves every page of the SPA from disk, uncached, with a strict CSP', async () => {
    for (const page of ['/', '/events', '/admin', '/travel']) {
      const response = await fetch(`${base}${page}`, { headers: html });
      expect(response.status, page).toBe(200);
      const text = await response.text();
      expect(text).toContain('<div id="root">');
      // Pre-rendered, with the site's address and the robots rule written in.
      expect(text, page).toContain('<link rel="canonical" href="http://localhost');
      expect(text).not.toContain('site-url.invalid');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    const missing = await fetch(`${base}/no-such-page`, { headers: html });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found</h1>');
    const robots = await fetch(`${base}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('applies the Accept rule on /rsvp: browsers get the page, API calls reach the server', async () => {
    const page = await fetch(`${base}/rsvp`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const api = await fetch(`${base}/rsvp?firstName=Zz&lastName=Zz`, {
      headers: { Accept: 'application/json' },
    });
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(await api.text()).not.toContain('<div id="root">');
  });

  it('proxies the health endpoints and the API to the server', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ready' });
    const api = await fetch(`${base}/api/nothing-here`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
  });

  it('caches hashed assets for a year, compressed, and answers a missing photo with 404', async () => {
    // The largest script: small files are not worth compressing (gzip_min_length).
    const assetsDir = path.join(CLIENT_DIST_DIR, 'assets');
    const scripts = (await readdir(assetsDir)).filter((file) => file.endsWith('.js'));
    const sizes = await Promise.all(
      scripts.map(async (file) => (await stat(path.join(assetsDir, file))).size),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))];
    const asset = await fetch(`${base}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // The build's own .gz copy (gzip_static), not one compressed per request.
    const gz = await stat(path.join(assetsDir, `${script}.gz`));
    expect(Number(asset.headers.get('content-length'))).toBe(gz.size);
    const missing = await fetch(`${base}/imgs/hero/banner_99.png`);
    expect(missing.status).toBe(404);
  });

  it('serves the add-to-calendar files as calendars', async () => {
    const calendars = (await readdir(path.join(CLIENT_DIST_DIR, 'calendar'))).filter((file) =>
      file.endsWith('.ics'),
    );
    expect(calendars.length).toBeGreaterThan(0);
    const response = await fetch(`${base}/calendar/${calendars[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  });

  it('refuses a request body over 64 KB', async () => {
    const response = await fetch(`${base}/rsvp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  describe('on a public host', () => {
    const onPublicHost = (page: string, headers: Record<string, string> = html) =>
      requestAs(PUBLIC_HOST, page, headers);

    it('answers /info and /rsvp with 404 (the SPA shows its not-found page)', async () => {
      for (const page of ['/info', '/rsvp']) {
        const response = await onPublicHost(page);
        expect(response.status, page).toBe(404);
        expect(response.text).toContain('<div id="root">');
      }
      const api = await onPublicHost('/rsvp?firstName=Ana&lastName=Cruz', { Accept: 'application/json' });
      expect(api.status).toBe(404);
    });

    it('still serves the other pages, and tells the SPA which hosts are public', async () => {
      const response = await onPublicHost('/events');
      expect(response.status).toBe(200);
      expect(response.text).toContain(`<meta name="public-hosts" content="${PUBLIC_HOST}">`);
      // The public edition: no Info or RSVP item in the HTML itself.
      expect(response.text).toContain('Events</h1>');
      expect(response.text).not.toMatch(/href="\/(info|rsvp)"/);
    });

    it('leaves /info and /rsvp alone on any other host name', async () => {
      for (const page of ['/info', '/rsvp']) {
        const response = await requestAs('private.wedding.test', page, html);
        expect(response.status, page).toBe(200);
      }
    });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './platform/config/env';
import { createPool } from './platform/db/database';
import { requestIds } from './platform/http/access-log';
import { errorHandler } from './platform/http/error-middleware';
import { createLogger } from './platform/logger';
import { useTestDatabase } from './platform/test/database';

const { db, url } = await useTestDatabase();
const pool = createPool(url, createLogger('silent'), 2);
const clientDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-client-'));
await mkdir(path.join(clientDir, 'assets'));
// The pages as the build writes them (one folder per page, 404.html for the rest).
for (const page of ['', 'events', 'rsvp', 'admin']) {
  await mkdir(path.join(clientDir, page), { recursive: true });
  await writeFile(
    path.join(clientDir, page, 'index.html'),
    `<!doctype html><title>${page}</title><div id="root"></div>`,
  );
}
await writeFile(
  path.join(clientDir, '404.html'),
  '<!doctype html><title>Not found</title><div id="root"></div>',
);
await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
// The hash of the pages' inline boot script, as the build writes it (ADR 086).
const BOOT_HASH = 'sha256-xQoZuGBtHtFwurSE5lc+pZJDxUvEXUsWcnrVYNZiATM=';
await mkdir(path.join(clientDir, '.vite'));
await writeFile(path.join(clientDir, '.vite', 'boot-script.sha256'), `${BOOT_HASH}\n`);
await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const app = createApp({
  env: parseEnv({ NODE_ENV: 'test' }),
  db,
  pool,
  logger: createLogger('silent'),
  clientDir,
});
const server = app.listen(0);
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// A route that fails unexpectedly, behind the app's error middleware, to see what it lets out.
const failing = express();
failing.use(requestIds(createLogger('silent')));
failing.get('/boom', () => {
  throw new Error('secret internals at /srv/app.ts:42 SELECT * FROM guests');
});
failing.use(errorHandler);
const failingServer = failing.listen(0);
const failingAddress = failingServer.address();
const failingBase = `http://127.0.0.1:${typeof failingAddress === 'object' && failingAddress ? failingAddress.port : 0}`;

afterAll(async () => {
  server.close();
  failingServer.close();
  await pool.end();
  await rm(clientDir, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the standalone server', () => {
  it('serves each page its pre-rendered HTML for a browser navigation, uncached; 404 for the rest', async () => {
    for (const page of ['/', '/events', '/rsvp', '/admin', '/no-such-page']) {
      const response = await fetch(`${base}${page}`, { headers: html });
      expect(response.status, page).toBe(page === '/no-such-page' ? 404 : 200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('treats a non-browser request to /rsvp as the API, not the page', async () => {
    const response = await fetch(`${base}/rsvp?firstName=Ana&lastName=Cruz`, {
      headers: { Accept: 'application/json' },
    });
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing file or API path with a JSON 404, not the SPA', async () => {
    const image = await fetch(`${base}/imgs/hero/banner_99.png`, {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.status).toBe(404);
    const api = await fetch(`${base}/api/nothing`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'There is nothing at this address.', code: 'not_found' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${base}/`, { headers: html });
    const csp = response.headers.get('content-security-policy') ?? '';
    // Scripts from the site, and the one inline script of the build by its hash, nothing else.
    expect(csp).toContain(`script-src 'self' '${BOOT_HASH}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a sentence, and an oversized body with 413', async () => {
    const malformed = await fetch(`${base}/api/anything`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'The request body is not valid JSON. Send a JSON object.',
      code: 'bad_request',
    });
    const oversized = await fetch(`${base}/api/anything`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { error: string }).error).toBe(
      'The request body is too large. Send at most 64 KB.',
    );
  });
});

describe('an address with a broken %-escape', () => {
  it('is answered 400 with a sentence, whatever route it looks like', async () => {
    for (const address of ['/%', '/events%', '/calendar/%ZZ.ics', '/imgs/v-0123456789/%E0%A4', '/api/x%zz']) {
      const response = await fetch(`${base}${address}`, { headers: html });
      expect(response.status, address).toBe(400);
      expect(response.headers.get('content-type'), address).toMatch(/^application\/json/);
      expect(await response.json(), address).toEqual({
        error: 'This address has a broken %-escape. Check the link, or type the address again.',
        code: 'bad_request',
      });
    }
    // A well-formed escape is no error: an address that names nothing is still a 404.
    expect((await fetch(`${base}/events%20`, { headers: html })).status).toBe(404);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a sentence and no stack trace, SQL or file path', async () => {
    const response = await fetch(`${failingBase}/boom`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
      code: 'internal',
    });
    expect(body).not.toMatch(/secret|SELECT|\.ts|at /);
  });
});

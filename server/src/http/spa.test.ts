import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_HOSTS_META, spaNavigation, staticClient, withPublicHosts } from './spa';

const INDEX = `<!doctype html><html><head>${PUBLIC_HOSTS_META}</head><body></body></html>`;

let clientDir: string;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  const app = express();
  app.use(staticClient(clientDir));
  app.use(spaNavigation(clientDir, ['wedding.example', 'www.wedding.example']));
  app.use((_req, res) => {
    res.status(404).json({ error: 'There is nothing at this address.' });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  await rm(clientDir, { recursive: true, force: true });
});

/** A browser navigation with a Host header (fetch does not let a caller set Host). */
function navigate(pathname: string, host: string): Promise<{ status: number; text: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${pathname}`,
      { headers: { Accept: 'text/html', Host: host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: async () => body }));
      },
    );
    request.on('error', reject);
  });
}

describe('public host in the standalone server', () => {
  it('writes the configured hosts into the meta tag, HTML-escaped', () => {
    expect(withPublicHosts(INDEX, ['a.example', 'b.example'])).toContain(
      '<meta name="public-hosts" content="a.example,b.example">',
    );
    expect(withPublicHosts(INDEX, ['"><script>'])).toContain('content="&#34;&#62;&#60;script&#62;"');
  });

  it('serves every page with the list, on any host', async () => {
    const response = await navigate('/events', 'localhost');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      '<meta name="public-hosts" content="wedding.example,www.wedding.example">',
    );
  });

  it('answers 404 (with the SPA, which shows its not-found page) for /info and /rsvp on a public host', async () => {
    for (const pathname of ['/info', '/rsvp', '/RSVP/', '/info/']) {
      const response = await navigate(pathname, 'www.wedding.example');
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('name="public-hosts"');
    }
  });

  it('keeps /info and /rsvp on other hosts, and other pages on the public host', async () => {
    expect((await navigate('/info', 'preview.wedding.example')).status).toBe(200);
    expect((await navigate('/rsvp', 'localhost')).status).toBe(200);
    expect((await navigate('/accommodations', 'wedding.example')).status).toBe(200);
  });

  it('never serves the raw index.html as a static file', async () => {
    const response = await fetch(`${baseUrl}/index.html`, { headers: { Accept: 'image/avif' } });
    expect(response.status).toBe(404);
  });
});

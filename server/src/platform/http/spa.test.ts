import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  INDEXED_ROBOTS_META,
  NEVER_INDEXED_ROBOTS_META,
  robotsTxt,
  SITE_URL_PLACEHOLDER,
  UNINDEXED_ROBOTS_META,
} from '@riviera/contract';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillPage,
  PUBLIC_HOSTS_META,
  robotsRoute,
  spaNavigation,
  staticClient,
  withPublicHosts,
} from './spa';

/** A page as the build writes it: its edition and name in the body, the placeholders in the head. */
const page = (name: string) =>
  `<!doctype html><html><head>${PUBLIC_HOSTS_META}${UNINDEXED_ROBOTS_META}<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/x"></head><body>${name}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('wedding '.repeat(400))});`;

let clientDir: string;
let baseUrl: string;
let close: () => Promise<void>;

async function write(relative: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(clientDir, relative)), { recursive: true });
  await writeFile(path.join(clientDir, relative), content);
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  const pages: [string, string][] = [
    ['index.html', 'home'],
    ['events/index.html', 'events'],
    ['info/index.html', 'info'],
    ['rsvp/index.html', 'rsvp'],
    ['404.html', 'not found'],
    ['_public/index.html', 'public home'],
    ['_public/events/index.html', 'public events'],
    ['_public/404.html', 'public not found'],
  ];
  for (const [file, name] of pages) await write(file, page(name));
  await write('assets/app-1a2b.js', SCRIPT);
  await write('assets/app-1a2b.js.br', brotliCompressSync(SCRIPT));
  await write('assets/app-1a2b.js.gz', gzipSync(SCRIPT));
  await write('sw.js', SCRIPT);
  await write('sw.js.br', brotliCompressSync(SCRIPT));
  await write('registerSW.js', "navigator.serviceWorker.register('/sw.js')");
  await write('manifest.webmanifest', '{"start_url":"/"}');
  await write('fr/manifest.webmanifest', '{"start_url":"/fr/"}');
  await write('imgs/events/lunch-800.avif', 'picture');
  // Banner 1 with both copies the build writes; banner 2 with an AVIF copy older than its PNG (the
  // banner replaced without a build); banner 3 with none.
  for (const n of [1, 2, 3]) await write(`imgs/hero/banner_${n}.png`, `png ${n}`);
  await write('imgs/hero/banner_1.png.avif', 'avif 1');
  await write('imgs/hero/banner_1.png.webp', 'webp 1');
  await write('imgs/hero/banner_2.png.avif', 'avif 2');
  const past = new Date(Date.now() - 60_000);
  await utimes(path.join(clientDir, 'imgs/hero/banner_2.png.avif'), past, past);
  const app = express();
  app.set('trust proxy', false);
  app.use(robotsRoute(false));
  app.use(staticClient(clientDir));
  app.use(
    spaNavigation(clientDir, {
      publicHosts: ['wedding.example', 'www.wedding.example'],
      siteUrl: 'https://wedding.example',
      searchIndexing: false,
    }),
  );
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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A request with a Host header and no automatic decompression (fetch can do neither). */
function request(pathname: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(`${baseUrl}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const plain =
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text: plain.toString(),
        });
      });
    });
    outgoing.on('error', reject);
  });
}

const navigate = (pathname: string, host: string) => request(pathname, { Accept: 'text/html', Host: host });

describe('pre-rendered pages in the standalone server', () => {
  it('writes the configured hosts into the meta tag, HTML-escaped', () => {
    expect(withPublicHosts(page('x'), ['a.example', 'b.example'])).toContain(
      '<meta name="public-hosts" content="a.example,b.example">',
    );
    expect(withPublicHosts(page('x'), ['"><script>'])).toContain('content="&#34;&#62;&#60;script&#62;"');
  });

  it('serves each page its own HTML, with the host list and the site address filled in', async () => {
    for (const [pathname, name] of [
      ['/', 'home'],
      ['/events', 'events'],
      ['/Events/', 'events'],
    ] as const) {
      const response = await navigate(pathname, 'localhost');
      expect(response.status, pathname).toBe(200);
      expect(response.text).toContain(`<body>${name}</body>`);
      expect(response.text).toContain(
        '<meta name="public-hosts" content="wedding.example,www.wedding.example">',
      );
      expect(response.text).toContain('<link rel="canonical" href="https://wedding.example/x">');
      expect(response.text).not.toContain(SITE_URL_PLACEHOLDER);
      expect(response.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a path the site does not have with 404 and the not-found page', async () => {
    for (const pathname of ['/no-such-page', '/events/extra', '/../secret', '/_public/events', '/404']) {
      const response = await navigate(pathname, 'localhost');
      expect(response.status, pathname).toBe(404);
      expect(response.text, pathname).toContain('<body>not found</body>');
    }
  });

  it('serves the public edition on a public host, where /info and /rsvp answer 404', async () => {
    const events = await navigate('/events', 'www.wedding.example');
    expect(events.status).toBe(200);
    expect(events.text).toContain('<body>public events</body>');
    for (const pathname of ['/info', '/rsvp', '/RSVP/', '/info/']) {
      const response = await navigate(pathname, 'wedding.example');
      expect(response.status, pathname).toBe(404);
      expect(response.text, pathname).toContain('<body>public not found</body>');
    }
  });

  it('knows a public host written with its trailing dot (or more than one) or in capitals, as DNS and nginx do', async () => {
    for (const host of ['wedding.example.', 'WWW.Wedding.Example.', 'wedding.example..']) {
      expect((await navigate('/events', host)).text, host).toContain('<body>public events</body>');
      expect((await navigate('/rsvp', host)).status, host).toBe(404);
    }
  });

  it('keeps /info and /rsvp on other hosts', async () => {
    expect((await navigate('/info', 'preview.wedding.example')).text).toContain('<body>info</body>');
    expect((await navigate('/rsvp', 'localhost')).status).toBe(200);
  });

  it('compresses pages for browsers that accept it, and says so', async () => {
    const brotli = await request('/events', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.text).toContain('<body>events</body>');
    const gzip = await request('/events', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<body>events</body>');
  });

  it('sends the build’s brotli or gzip copy of an asset, with its own type', async () => {
    const brotli = await request('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotli.text).toBe(SCRIPT);
    const gzip = await request('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    const plain = await request('/assets/app-1a2b.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('has the service worker, its registration and the manifests revalidated at every visit (ADR 056)', async () => {
    const worker = await request('/sw.js', { 'Accept-Encoding': 'br' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.text).toBe(SCRIPT);
    const register = await request('/registerSW.js', {});
    expect(register.headers['cache-control']).toBe('no-cache');
    expect(register.text).toContain("register('/sw.js')");
    for (const [pathname, start] of [
      ['/manifest.webmanifest', '/'],
      ['/fr/manifest.webmanifest', '/fr/'],
    ] as const) {
      const manifest = await request(pathname, {});
      expect(manifest.status, pathname).toBe(200);
      expect(manifest.headers['content-type'], pathname).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control'], pathname).toBe('no-cache');
      expect(JSON.parse(manifest.text)).toEqual({ start_url: start });
    }
    // A picture at its plain name: an hour, never immutable (the pages ask for it by version).
    const picture = await request('/imgs/events/lunch-800.avif', {});
    expect(picture.status).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves a photo under the photos’ version the pages ask for it with, cached for a year (ADR 057)', async () => {
    const picture = await request('/imgs/v-0123456789/events/lunch-800.avif', {});
    expect(picture.status).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.body.toString()).toBe('picture');
    expect((await request('/imgs/v-0123456789/events/no-such-photo-800.avif', {})).status).toBe(404);
    // Only the photos: another file under a version's address is never made immutable.
    const worker = await request('/imgs/v-0123456789/../sw.js', {});
    expect(worker.status === 200 ? worker.headers['cache-control'] : 'not served').not.toContain('immutable');
  });

  it('answers a banner’s address with the copy the browser takes, else the PNG (ADR 089)', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [accept, type, body] of [
      [chrome, 'image/avif', 'avif 1'],
      ['image/webp,*/*', 'image/webp', 'webp 1'],
      ['*/*', 'image/png', 'png 1'],
    ] as const) {
      const banner = await request('/imgs/hero/banner_1.png', { Accept: accept });
      expect(banner.status, accept).toBe(200);
      expect(banner.headers['content-type'], accept).toBe(type);
      expect(banner.headers.vary, accept).toBe('Accept');
      expect(banner.headers['cache-control'], accept).toBe('public, max-age=3600');
      expect(banner.body.toString(), accept).toBe(body);
    }
    // A copy older than its banner, or none at all: the PNG.
    for (const n of [2, 3]) {
      const banner = await request(`/imgs/hero/banner_${n}.png`, { Accept: chrome });
      expect(banner.headers['content-type']).toBe('image/png');
      expect(banner.body.toString()).toBe(`png ${n}`);
      expect(banner.headers.vary).toBe('Accept');
    }
    expect((await request('/imgs/hero/banner_4.png', { Accept: chrome })).status).toBe(404);
  });

  it('answers the service worker’s precache request for a page with the page, filled in', async () => {
    const page = await request('/events?__WB_REVISION__=0123abcd', {});
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<body>events</body>');
    expect(page.text).not.toContain(SITE_URL_PLACEHOLDER);
  });

  it('never serves a page file directly, where nothing would be filled in', async () => {
    for (const pathname of ['/index.html', '/events/index.html', '/_public/index.html']) {
      const response = await request(pathname, { Accept: 'image/avif' });
      expect(response.status, pathname).toBe(404);
      expect(response.text).not.toContain('<body>');
    }
    // A page's address, whatever the Accept header (ADR 011), is the page, filled in.
    const page = await request('/events/', { Accept: 'image/avif' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<body>events</body>');
    expect(page.text).toContain('<link rel="canonical" href="https://wedding.example/x">');
    expect(page.text).not.toContain(SITE_URL_PLACEHOLDER);
  });

  it('keeps crawlers away unless indexing is on', async () => {
    const robots = await request('/robots.txt', {});
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('lets search engines list the guest pages, and only those, when SEARCH_INDEXING is on', () => {
    const settings = { publicHosts: [], siteUrl: 'https://wedding.example', searchIndexing: true };
    const guestPage = fillPage(page('events'), settings);
    expect(guestPage).toContain(INDEXED_ROBOTS_META);
    expect(guestPage).not.toContain(UNINDEXED_ROBOTS_META);
    const adminPage = page('admin').replace(UNINDEXED_ROBOTS_META, NEVER_INDEXED_ROBOTS_META);
    expect(fillPage(adminPage, settings)).toContain(NEVER_INDEXED_ROBOTS_META);
    expect(robotsTxt(true)).toBe('User-agent: *\nDisallow: /admin\n');
  });
});

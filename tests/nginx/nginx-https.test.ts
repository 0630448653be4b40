import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import tls from 'node:tls';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import {
  HTML_ACCEPT,
  outputWith,
  PRIVATE_HOST,
  PUBLIC_HOST,
  request,
  startProxiedSite,
  type RequestOptions,
} from './nginx-stack';
import { NOT_FOUND_HEADING, PRIVATE_LINK, sitePages, typed } from './site-pages';

/**
 * The production proxy once certbot has put a certificate in place (here a self-signed one made by
 * openssl): the container's nginx in front of the real server and real PostgreSQL.
 */
// As an operator may write it in .env: nginx writes its origin into the pages.
const { stack, nginx, configTest } = await startProxiedSite({
  certificate: true,
  env: { SITE_URL: 'HTTPS://Private.Wedding.test:443/', SEARCH_INDEXING: 'on' },
});
const SITE = 'https://private.wedding.test';
const http = `http://127.0.0.1:${nginx.httpPort}`;
const https = `https://127.0.0.1:${nginx.httpsPort}`;
const ca = nginx.ca();
const secure = (page: string, options: RequestOptions = {}) => request(`${https}${page}`, { ca, ...options });
const html = { Accept: HTML_ACCEPT };
const json = { Accept: 'application/json' };

describe('nginx with a certificate', () => {
  it('passes nginx -t under the image’s own nginx.conf', () => {
    expect(configTest.output).toContain('servers-tls');
    expect(configTest.output).toContain('test is successful');
    expect(configTest.status).toBe(0);
  });

  it('redirects every HTTP request to HTTPS, on every host, keeping the path and query', async () => {
    for (const [host, page] of [
      [PRIVATE_HOST, '/'],
      [PRIVATE_HOST, '/admin'],
      [PRIVATE_HOST, '/rsvp?firstName=Ana&lastName=Cruz'],
      [PUBLIC_HOST, '/info'],
      [PUBLIC_HOST, '/events'],
    ] as const) {
      const response = await request(`${http}${page}`, { host, headers: html });
      expect(response.status, page).toBe(301);
      expect(response.header('location')).toEqual([`https://${host}:${nginx.httpsPort}${page}`]);
    }
  });

  it('still answers the ACME challenge over HTTP, for renewals, and the container health check', async () => {
    const token = 'renewal-token';
    await writeFile(path.join(nginx.acmeDir, '.well-known/acme-challenge', token), 'renewal.thumbprint', {
      mode: 0o644,
    });
    const response = await request(`${http}/.well-known/acme-challenge/${token}`, { host: PUBLIC_HOST });
    expect(response.status).toBe(200);
    expect(response.text).toBe('renewal.thumbprint');
    const health = await request(`${http}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok' });
  });

  it('never sends HSTS over HTTP: not on the health check, the ACME challenge, nor any redirect', async () => {
    const token = 'hsts-token';
    await writeFile(path.join(nginx.acmeDir, '.well-known/acme-challenge', token), 'hsts.thumbprint', {
      mode: 0o644,
    });
    const answers = [
      await request(`${http}/healthz`),
      await request(`${http}/readyz`),
      await request(`${http}/.well-known/acme-challenge/${token}`, { host: PUBLIC_HOST }),
      await request(`${http}/.well-known/acme-challenge/missing`, { host: PUBLIC_HOST }),
      await request(`${http}/`, { host: PRIVATE_HOST, headers: html }),
      await request(`${http}/rsvp?firstName=Zz&lastName=Zz`, { host: PRIVATE_HOST, headers: json }),
      await request(`${http}/api/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      await request(`${http}/robots.txt`),
      await request(`${http}/assets/missing.js`),
      await request(`${http}/info`, { host: PUBLIC_HOST, headers: html }),
    ];
    expect(answers.map(({ status }) => status)).toEqual([200, 301, 200, 404, 301, 301, 301, 301, 301, 301]);
    for (const answer of answers) expect(answer.header('strict-transport-security')).toEqual([]);
    // The same health check over HTTPS carries it, once.
    expect((await secure('/healthz')).header('strict-transport-security')).toEqual(['max-age=31536000']);
  });

  it('serves each pre-rendered page over HTTPS, filled in, with HSTS and one set of security headers', async () => {
    for (const page of sitePages) {
      const response = await secure(page.path, { host: PRIVATE_HOST, headers: html });
      expect(response.status, page.path).toBe(200);
      expect(response.text, page.path).toContain(page.heading);
      expect(response.text, page.path).toContain(`<link rel="canonical" href="${SITE}${page.canonical}">`);
      expect(response.text, page.path).toContain(`<meta name="site-url" content="${SITE}"`);
      expect(response.text, page.path).not.toContain('site-url.invalid');
      // SEARCH_INDEXING=on: guest pages may be listed, the hosts' area never.
      expect(response.text, page.path).toContain(
        page.indexable
          ? '<meta name="robots" content="index, follow">'
          : '<meta name="robots" content="noindex, nofollow">',
      );
      expect(response.header('strict-transport-security')).toEqual(['max-age=31536000']);
      expect(response.header('content-security-policy')).toHaveLength(1);
      expect(response.header('x-frame-options')).toHaveLength(1);
    }
    const missing = await secure('/no-such-page', { host: PRIVATE_HOST, headers: html });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(NOT_FOUND_HEADING);
    expect(missing.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(missing.header('strict-transport-security')).toEqual(['max-age=31536000']);
  });

  it('keeps the guest’s choice of language in a cookie sent over HTTPS only', async () => {
    const switched = await secure('/events?lang=fr', { host: PRIVATE_HOST, headers: html });
    expect(switched.status).toBe(302);
    expect(switched.header('set-cookie')).toEqual([
      'lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
    ]);
    expect(switched.header('strict-transport-security')).toHaveLength(1);
  });

  it('lets search engines list the site but the hosts’ area when SEARCH_INDEXING is on', async () => {
    const robots = await secure('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toBe('User-agent: *\nDisallow: /admin\n');
    expect(robots.header('strict-transport-security')).toEqual(['max-age=31536000']);
  });

  it('serves the API over HTTPS with HSTS and the server’s own security headers, once each', async () => {
    const ready = await secure('/readyz');
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', database: 'ready' });
    const graphql = await secure('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(JSON.parse(graphql.text)).toEqual({ data: { __typename: 'Query' } });
    const lookup = await secure('/rsvp?firstName=Zz&lastName=Zz', { headers: json });
    expect(JSON.parse(lookup.text)).toEqual({ found: false });
    for (const answer of [ready, graphql, lookup]) {
      expect(answer.header('strict-transport-security')).toEqual(['max-age=31536000']);
      expect(answer.header('content-security-policy')).toHaveLength(1);
      expect(answer.header('x-frame-options')).toHaveLength(1);
    }
  });

  it('speaks HTTP/2 to browsers that offer it', async () => {
    const protocol = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        {
          host: '127.0.0.1',
          port: nginx.httpsPort,
          ca,
          servername: PRIVATE_HOST,
          ALPNProtocols: ['h2', 'http/1.1'],
        },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(protocol).toBe('h2');
  });

  it('offers only the AEAD suites of Mozilla’s intermediate profile over TLS 1.2: no CBC (LUCKY13)', async () => {
    /** The suite a TLS 1.2 client offering only `cipher` settles on, or the handshake's failure. */
    const handshake = (cipher: string) =>
      new Promise<string>((resolve) => {
        const socket = tls.connect(
          {
            host: '127.0.0.1',
            port: nginx.httpsPort,
            ca,
            servername: PRIVATE_HOST,
            ciphers: cipher,
            maxVersion: 'TLSv1.2',
          },
          () => {
            resolve(socket.getCipher().standardName);
            socket.end();
          },
        );
        socket.on('error', () => resolve('refused'));
      });
    for (const cbc of [
      'ECDHE-ECDSA-AES128-SHA',
      'ECDHE-ECDSA-AES256-SHA',
      'ECDHE-ECDSA-AES128-SHA256',
      'ECDHE-ECDSA-AES256-SHA384',
    ]) {
      expect(await handshake(cbc), cbc).toBe('refused');
    }
    expect(await handshake('ECDHE-ECDSA-AES128-GCM-SHA256')).toBe('TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256');
    expect(await handshake('ECDHE-ECDSA-CHACHA20-POLY1305')).toBe(
      'TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256',
    );
  });

  it('applies the public-host rule over HTTPS, with the public edition of the pages', async () => {
    for (const page of sitePages.filter((candidate) => candidate.private)) {
      for (const address of [page.path, typed(page.path)]) {
        const hidden = await secure(address, { host: PUBLIC_HOST, headers: html });
        expect(hidden.status, address).toBe(404);
        expect(hidden.text, address).toContain(NOT_FOUND_HEADING);
        expect(hidden.text, address).not.toMatch(PRIVATE_LINK);
      }
      const shown = await secure(page.path, { host: PRIVATE_HOST, headers: html });
      expect(shown.status, page.path).toBe(200);
      expect(shown.text, page.path).toContain(page.heading);
    }
    const events = await secure('/events', { host: PUBLIC_HOST, headers: html });
    expect(events.text).toContain(`<meta name="public-hosts" content="${PUBLIC_HOST}">`);
    expect(events.text).not.toMatch(PRIVATE_LINK);
  });

  it('sends the cache headers: pages never cached, hashed assets for a year (the build’s gzip copy), photos for a day', async () => {
    for (const page of ['/', '/events', '/no-such-page']) {
      expect((await secure(page, { headers: html })).header('cache-control'), page).toEqual(['no-cache']);
    }
    const script = (await readdir(path.join(CLIENT_DIST_DIR, 'assets'))).find((file) =>
      file.endsWith('.js.gz'),
    );
    const asset = await secure(`/assets/${script?.replace(/\.gz$/, '')}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.header('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    expect(asset.header('content-encoding')).toEqual(['gzip']);
    const photo = (await readdir(path.join(CLIENT_DIST_DIR, 'imgs', 'events')))[0];
    const answer = await secure(`/imgs/events/${photo}`);
    expect(answer.status).toBe(200);
    expect(answer.header('cache-control')).toEqual(['public, max-age=86400']);
  });

  it('passes the client’s own address to the server’s log, whatever X-Forwarded-For it sends', async () => {
    const response = await secure('/rsvp?firstName=Zz&lastName=Zz', {
      from: '127.0.0.7',
      headers: { ...json, 'X-Forwarded-For': '203.0.113.50' },
    });
    expect(response.status).toBe(200);
    const requestId = response.header('x-request-id')[0];
    const line = stack.logLines().find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({ ip: '127.0.0.7', method: 'GET', path: '/rsvp', status: 200 });
  });

  it('knows a guest on IPv6 by its own address, in nginx’s log and in the server’s', async () => {
    // nginx listens on IPv6 too ([::]:443); with the compose network's IPv6 (docker-compose.yml) a
    // guest's IPv6 address reaches it, and from there the server, instead of Docker's gateway.
    const response = await request(`https://[::1]:${nginx.httpsPort}/rsvp?firstName=Zz&lastName=Ipv6`, {
      ca,
      from: '::1',
      headers: json,
    });
    expect(response.status).toBe(200);
    const requestId = response.header('x-request-id')[0];
    const line = stack.logLines().find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({ ip: '::1', method: 'GET', path: '/rsvp', status: 200 });
    expect(nginx.output()).toMatch(/^::1 \[[^\]]+\] "GET \/rsvp HTTP\/1\.1" 200 /m);
  });

  it('logs the requests of either port without their query string', async () => {
    const lookup = '/rsvp?firstName=Zofia&lastName=Wisniewska&code=RBQQHE';
    expect((await request(`${http}${lookup}`, { host: PRIVATE_HOST, headers: json })).status).toBe(301);
    expect((await secure(lookup, { host: PRIVATE_HOST, headers: json })).status).toBe(200);
    const output = await outputWith(nginx, /"GET \/rsvp HTTP\/1\.1" 301 /);
    expect(output).toMatch(/"GET \/rsvp HTTP\/1\.1" 200 /);
    for (const secret of ['Zofia', 'Wisniewska', 'RBQQHE', 'firstName']) expect(output).not.toContain(secret);
  });

  describe('the outer throttle', () => {
    it('answers a flood of RSVP API calls with 429 in JSON, and still serves the page', async () => {
      const flood = await Promise.all(
        Array.from({ length: 60 }, () =>
          secure('/rsvp?firstName=Zz&lastName=Zz', { from: '127.0.0.9', headers: json }),
        ),
      );
      const refused = flood.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(20);
      expect(flood.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      expect(JSON.parse(refused[0]?.text ?? '')).toEqual({
        error: 'Too many requests from your connection. Please wait a few seconds and try again.',
        code: 'too_many_requests',
      });
      expect(refused[0]?.header('content-type')).toEqual(['application/json']);
      expect(refused[0]?.header('retry-after')).toEqual(['10']);

      const page = await secure('/rsvp', { from: '127.0.0.9', headers: html });
      expect(page.status).toBe(200);
      const other = await secure('/rsvp?firstName=Zz&lastName=Zz', { from: '127.0.0.10', headers: json });
      expect(other.status).toBe(200);
    });

    it('answers a flood of GraphQL requests with 429', async () => {
      const flood = await Promise.all(
        Array.from({ length: 90 }, () =>
          secure('/api/graphql', {
            from: '127.0.0.11',
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: '{ __typename }' }),
          }),
        ),
      );
      expect(flood.filter((answer) => answer.status === 429).length).toBeGreaterThan(30);
    });
  });
});

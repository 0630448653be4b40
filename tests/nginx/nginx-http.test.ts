import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundCopy } from '@riviera/content/en/pages';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { HTML_ACCEPT, PRIVATE_HOST, PUBLIC_HOST, request, startProxiedSite } from './nginx-stack';
import { NOT_FOUND_HEADING, PRIVATE_LINK, sitePages, typed } from './site-pages';

/**
 * The production proxy before a certificate exists: the container's nginx (official image layout,
 * the project's rendered config) in front of the real server and real PostgreSQL, over HTTP.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { nginx, configTest, stack } = await startProxiedSite({ certificate: false });
// A guest whose code opens a weekend pass: a code that opens nothing answers the page with 404.
await stack.server.db
  .insertInto('guests')
  .values({ name: 'Inès Garnier', email: 'ines@example.com', invitation_code: 'FJ9K8E', lookup_keys: [] })
  .execute();
const base = `http://127.0.0.1:${nginx.httpPort}`;

/** The hash of the guest pages' boot script, as the build wrote it beside them. */
const bootHash = readFileSync(path.join(CLIENT_DIST_DIR, '.vite', 'boot-script.sha256'), 'utf8').trim();

/** The Content-Security-Policy source of a page's one inline script: its hash. */
function inlineScriptHash(page: string): string {
  const scripts = [...page.matchAll(/<script data-app[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return `sha256-${createHash('sha256')
    .update(scripts[0]?.[1] ?? '')
    .digest('base64')}`;
}
const html = { Accept: HTML_ACCEPT };

describe('nginx without a certificate', () => {
  it('passes nginx -t under the image’s own nginx.conf', () => {
    expect(configTest.output).toContain('servers-plain');
    expect(configTest.output).toContain('test is successful');
    expect(configTest.status).toBe(0);
  });

  it('serves each pre-rendered page, filled in, uncached, with one strict CSP and no HSTS', async () => {
    for (const page of sitePages) {
      for (const address of [page.path, typed(page.path)]) {
        const response = await request(`${base}${address}`, { headers: html });
        expect(response.status, address).toBe(200);
        expect(response.text, address).toContain(page.heading);
        // The site's address (SITE_URL unset: the local one) and the robots rule written in.
        const canonical = `http://localhost${page.canonical}`;
        expect(response.text, address).toContain(`<link rel="canonical" href="${canonical}">`);
        expect(response.text, address).not.toContain('site-url.invalid');
        expect(response.text, address).toContain(
          page.indexable
            ? '<meta name="robots" content="noindex">'
            : '<meta name="robots" content="noindex, nofollow">',
        );
        // The pass is a guest's own page: their browser's alone (ADR 069).
        const own = /weekend/i.test(address);
        expect(response.header('cache-control'), address).toEqual([own ? 'private, no-cache' : 'no-cache']);
        expect(response.header('content-security-policy')).toHaveLength(1);
        // Scripts from the site, and the page's one inline boot script by its hash (ADR 086).
        expect(response.header('content-security-policy')[0]).toContain(`script-src 'self' '${bootHash}';`);
        if (page.path !== '/admin') expect(inlineScriptHash(response.text), address).toBe(bootHash);
        expect(response.header('x-frame-options')).toEqual(['DENY']);
        expect(response.header('strict-transport-security')).toEqual([]);
      }
    }
    // The private edition links to Info and RSVP (the public one, below, does not).
    expect((await request(`${base}/events`, { headers: html })).text).toMatch(PRIVATE_LINK);
  });

  it('answers a path the site does not have with 404 and the not-found page', async () => {
    for (const page of ['/no-such-page', '/events/extra', '/404', '/_public', '/_public/events']) {
      const response = await request(`${base}${page}`, { headers: html });
      expect(response.status, page).toBe(404);
      expect(response.text, page).toContain(NOT_FOUND_HEADING);
      expect(response.text, page).not.toContain('site-url.invalid');
      expect(response.header('cache-control'), page).toEqual(['no-cache']);
      expect(response.header('content-security-policy'), page).toHaveLength(1);
    }
  });

  it('never serves a page file as it is, nor the build’s manifests', async () => {
    for (const file of [
      '/index.html',
      '/events/index.html',
      '/404.html',
      '/_public/index.html',
      '/_public/events/index.html',
      '/.vite/manifest.json',
      '/.vite/pages.json',
    ]) {
      const response = await request(`${base}${file}`);
      expect(response.status, file).toBe(404);
      expect(response.text, file).not.toContain('site-url.invalid');
      expect(response.text, file).not.toContain('"modules"');
    }
  });

  it('keeps crawlers away while SEARCH_INDEXING is off', async () => {
    const robots = await request(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.header('content-type')[0]).toMatch(/^text\/plain/);
    expect(robots.header('cache-control')).toEqual(['public, max-age=3600']);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('applies the Accept rule on /rsvp: browsers get the page, API calls reach the server', async () => {
    const page = await request(`${base}/rsvp`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<link rel="canonical" href="http://localhost/rsvp">');

    const api = await request(`${base}/rsvp?firstName=Zz&lastName=Zz`, {
      headers: { Accept: 'application/json' },
    });
    expect(api.header('content-type')[0]).toMatch(/application\/json/);
    expect(api.header('x-request-id')[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(api.text).not.toContain('<div id="root">');
  });

  it('gives proxied answers the server’s security headers only: one CSP, one X-Frame-Options', async () => {
    for (const answer of [
      await request(`${base}/rsvp?firstName=Zz&lastName=Zz`, { headers: { Accept: 'application/json' } }),
      await request(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    ]) {
      expect(answer.header('content-security-policy')).toHaveLength(1);
      expect(answer.header('x-frame-options')).toHaveLength(1);
      expect(answer.header('x-content-type-options')).toHaveLength(1);
    }
  });

  it('proxies the health endpoints and the API to the server', async () => {
    const ready = await request(`${base}/readyz`);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', database: 'ready' });
    const api = await request(`${base}/api/nothing-here`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text)).toMatchObject({ code: 'not_found' });
  });

  it('caches hashed assets for a year, sends the build’s gzip copy, and answers a missing photo with 404', async () => {
    // The largest script: small files are not worth compressing (gzip_min_length).
    const assetsDir = path.join(CLIENT_DIST_DIR, 'assets');
    const scripts = (await readdir(assetsDir)).filter((file) => file.endsWith('.js'));
    const sizes = await Promise.all(
      scripts.map(async (file) => (await stat(path.join(assetsDir, file))).size),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))];
    const asset = await request(`${base}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.header('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    expect(asset.header('content-encoding')).toEqual(['gzip']);
    expect(asset.header('vary')).toEqual(['Accept-Encoding']);
    // The build's own .gz copy (gzip_static), not one compressed per request.
    const gz = await stat(path.join(assetsDir, `${script}.gz`));
    expect(asset.header('content-length')).toEqual([String(gz.size)]);
    const missing = await request(`${base}/imgs/hero/banner_99.png`);
    expect(missing.status).toBe(404);
  });

  it('answers a banner’s address with the AVIF or WebP copy the browser takes, else the PNG (ADR 089)', async () => {
    const banner = '/imgs/hero/banner_1.png';
    const bytes = async (file: string) => String((await stat(path.join(CLIENT_DIST_DIR, file))).size);
    for (const [accept, type, file] of [
      ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif', `${banner}.avif`],
      ['image/webp,*/*', 'image/webp', `${banner}.webp`],
      ['*/*', 'image/png', banner],
      ['image/png', 'image/png', banner],
    ] as const) {
      const answer = await request(`${base}${banner}`, { headers: { Accept: accept } });
      expect(answer.status, accept).toBe(200);
      expect(answer.header('content-type'), accept).toEqual([type]);
      expect(answer.header('content-length'), accept).toEqual([await bytes(file)]);
      expect(answer.header('vary'), accept).toEqual(['Accept']);
      expect(answer.header('cache-control'), accept).toEqual(['public, max-age=86400']);
    }
    // A banner that is not there is still a 404, whatever the browser takes: discovery stops at it.
    const missing = await request(`${base}/imgs/hero/banner_99.png`, {
      headers: { Accept: 'image/avif,*/*' },
    });
    expect(missing.status).toBe(404);
  });

  it('has the service worker, its registration and the manifests revalidated at every visit (ADR 056)', async () => {
    const worker = await request(`${base}/sw.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(worker.status).toBe(200);
    expect(worker.header('cache-control')).toEqual(['no-cache']);
    expect(worker.header('content-type')[0]).toMatch(/javascript/);
    expect(worker.header('content-encoding')).toEqual(['gzip']);
    expect(worker.header('content-security-policy')[0]).toContain("script-src 'self'");
    const register = await request(`${base}/registerSW.js`);
    expect(register.status).toBe(200);
    expect(register.header('cache-control')).toEqual(['no-cache']);
    expect(register.text).toContain("register('/sw.js'");
    for (const [language, prefix] of [
      ['en', ''],
      ['fr', '/fr'],
    ] as const) {
      const address = `${prefix}/manifest.webmanifest`;
      const manifest = await request(`${base}${address}`);
      expect(manifest.status, address).toBe(200);
      expect(manifest.header('cache-control'), address).toEqual(['no-cache']);
      expect(manifest.header('content-type'), address).toEqual(['application/manifest+json']);
      expect(JSON.parse(manifest.text), address).toMatchObject({ lang: language, start_url: `${prefix}/` });
      // Each edition's pages link their own manifest, and their boot script fetches the
      // registration once the page has painted (ADR 086).
      const page = await request(`${base}${prefix}/events`, { headers: html });
      expect(page.text).toContain(`<link rel="manifest" href="${address}">`);
      expect(page.text).toMatch(
        /<script data-app="[^"]+" data-preload="[^"]+" data-page="[^"]+" data-sw="\/registerSW.js">/,
      );
      expect(page.text).not.toContain('<script type="module"');
    }
    // A photo at its plain name: a day, never immutable.
    const photo = await request(`${base}/imgs/events/lunch-800.avif`);
    expect(photo.status).toBe(200);
    expect(photo.header('cache-control')).toEqual(['public, max-age=86400']);
  });

  it('serves the photos the pages ask for under the photos’ version, cached for a year (ADR 057)', async () => {
    const page = await request(`${base}/events`, { headers: html });
    const asked = /\/imgs\/v-[0-9a-f]{10}\/events\/[\w-]+-800\.avif/.exec(page.text)?.[0];
    expect(asked, 'the events page asks for its photos by version').toBeDefined();
    const photo = await request(`${base}${asked}`);
    expect(photo.status).toBe(200);
    expect(photo.header('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    expect(photo.header('content-type')).toEqual(['image/avif']);
    const file = path.join(CLIENT_DIST_DIR, (asked ?? '').replace(/^\/imgs\/v-[0-9a-f]{10}\//, 'imgs/'));
    expect(Number(photo.header('content-length')[0])).toBe((await stat(file)).size);
    expect((await request(`${base}/imgs/v-0123456789/events/no-such-photo-800.avif`)).status).toBe(404);
  });

  it('serves the add-to-calendar files as calendars', async () => {
    const calendars = (await readdir(path.join(CLIENT_DIST_DIR, 'calendar'))).filter((file) =>
      file.endsWith('.ics'),
    );
    expect(calendars.length).toBeGreaterThan(0);
    const response = await request(`${base}/calendar/${calendars[0]}`);
    expect(response.status).toBe(200);
    expect(response.header('content-type')).toEqual(['text/calendar; charset=utf-8']);
    expect(response.text).toContain('BEGIN:VCALENDAR');
  });

  it('refuses a request body over 64 KB', async () => {
    const response = await request(`${base}/rsvp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('lets the hosts’ GraphQL request of a few hundred KB through (a guest-list import), up to 1 MB', async () => {
    // A request of `size` bytes of padding, as an import of that size would be.
    const graphqlOf = (size: number) =>
      request(`${base}/api/graphql`, {
        method: 'POST',
        host: PRIVATE_HOST,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(size) } }),
      });
    expect((await graphqlOf(300 * 1024)).status).toBe(200);
    expect((await graphqlOf(1100 * 1024)).status).toBe(413);
  });

  it('lets an album photo of a few MB through to the server on the RSVP host, and its copies (ADR 082)', async () => {
    // A form of 3 MB that is not a picture, the album open: the server's own sentence, past the 64 KB.
    await stack.server.db
      .insertInto('app_settings')
      .values([
        { key: 'site_phase', value: JSON.stringify('AFTER') },
        { key: 'album_settings', value: JSON.stringify({ open: true }) },
      ])
      .execute();
    const boundary = 'albumboundary';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n${'x'.repeat(3 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    const upload = (host: string) =>
      request(`${base}/album/photos`, {
        method: 'POST',
        host,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: form,
      });
    const sent = await upload(PRIVATE_HOST);
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.text)).toMatchObject({ code: 'validation' });
    const copy = await request(`${base}/album/photos/00000000-0000-4000-8000-000000000000/640.jpg`, {
      host: PRIVATE_HOST,
    });
    expect(copy.status).toBe(404);
    expect(JSON.parse(copy.text)).toMatchObject({ code: 'not_found' });
    const zip = await request(`${base}/album/photos.zip`, { host: PRIVATE_HOST });
    expect(JSON.parse(zip.text)).toMatchObject({ code: 'forbidden' });
    // The public host has no album: nginx answers without asking the server.
    for (const address of ['/album/photos', '/album/photos.zip', '/album/uploads']) {
      const hidden = await request(`${base}${address}`, { method: 'POST', host: PUBLIC_HOST, body: 'x' });
      expect(hidden.status, address).toBe(404);
      expect(hidden.text, address).not.toMatch(/"code"/);
    }
  });

  it('answers the ACME challenge from the certbot webroot, for the first certificate', async () => {
    const token = 'first-issuance-token';
    await writeFile(path.join(nginx.acmeDir, '.well-known/acme-challenge', token), 'token.thumbprint', {
      mode: 0o644,
    });
    const response = await request(`${base}/.well-known/acme-challenge/${token}`, { host: PUBLIC_HOST });
    expect(response.status).toBe(200);
    expect(response.text).toBe('token.thumbprint');
  });

  it('passes a party’s calendar feed to the server, and still serves the events page’s calendar files', async () => {
    // A code nobody has: the server's own 404 (JSON), so the address reached it, not the files.
    const feed = await request(`${base}/calendar/ZZZZZZZZ.ics`, { host: PRIVATE_HOST });
    expect(feed.status).toBe(404);
    expect(JSON.parse(feed.text)).toMatchObject({ code: 'not_found' });
    const weekend = await request(`${base}/calendar/aanya-julien-wedding-weekend.ics`, {
      host: PRIVATE_HOST,
    });
    expect(weekend.status).toBe(200);
    expect(weekend.header('content-type')).toEqual(['text/calendar; charset=utf-8']);
    expect(weekend.text).toContain('BEGIN:VCALENDAR');
  });

  describe('on a public host', () => {
    it('has no calendar feed: nginx answers 404 without asking the server', async () => {
      const feed = await request(`${base}/calendar/ZZZZZZZZ.ics`, { host: PUBLIC_HOST });
      expect(feed.status).toBe(404);
      expect(feed.text).not.toContain('not_found');
    });

    it('answers /info and /rsvp, however written, with 404 and the not-found page', async () => {
      for (const page of sitePages
        .filter((candidate) => candidate.private)
        .flatMap(({ path }) => [path, typed(path)])) {
        const response = await request(`${base}${page}`, { host: PUBLIC_HOST, headers: html });
        expect(response.status, page).toBe(404);
        expect(response.text, page).toContain(NOT_FOUND_HEADING);
        // A 404 still, with the words that replies are by invitation (not a bare "not found").
        expect(response.text, page).toContain(notFoundCopy.byInvitation);
        expect(response.text, page).not.toMatch(PRIVATE_LINK);
      }
      const api = await request(`${base}/rsvp?firstName=Ana&lastName=Cruz`, {
        host: PUBLIC_HOST,
        headers: { Accept: 'application/json' },
      });
      expect(api.status).toBe(404);
    });

    it('has no service worker or manifest in its pages: nothing of it is kept on a phone (ADR 056)', async () => {
      for (const page of ['/', '/events', '/fr/faq']) {
        const response = await request(`${base}${page}`, { host: PUBLIC_HOST, headers: html });
        expect(response.status, page).toBe(200);
        expect(response.text, page).not.toContain('registerSW.js');
        expect(response.text, page).not.toContain('rel="manifest"');
      }
    });

    it('has no weekend pass: /weekend answers 404 there, in both languages, and the RSVP host serves it', async () => {
      for (const page of ['/weekend?code=FJ9K8E', '/Weekend/?code=FJ9K8E', '/fr/weekend?code=FJ9K8E']) {
        const hidden = await request(`${base}${page}`, { host: PUBLIC_HOST, headers: html });
        expect(hidden.status, page).toBe(404);
        expect(hidden.text, page).not.toMatch(/Your Weekend Pass|Votre pass du week-end/);
        const served = await request(`${base}${page}`, { host: PRIVATE_HOST, headers: html });
        expect(served.status, page).toBe(200);
        expect(served.text, page).toMatch(/Your Weekend Pass<\/h1>|Votre pass du week-end<\/h1>/);
      }
      const pass = await request(`${base}/api/graphql`, {
        method: 'POST',
        host: PUBLIC_HOST,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ weekendPass(invitationCode: "FJ9K8E") { firstName } }' }),
      });
      expect(JSON.parse(pass.text)).toMatchObject({
        data: { weekendPass: null },
        errors: [{ extensions: { code: 'NOT_FOUND' } }],
      });
    });

    it('asks the server before it serves a pass page: a code that opens nothing gets the page with 404', async () => {
      for (const page of ['/weekend?code=ZZZZZZ', '/Weekend/?code=zzzz2222', '/fr/weekend?code=ZZZZZZ']) {
        const unknown = await request(`${base}${page}`, { host: PRIVATE_HOST, headers: html });
        expect(unknown.status, page).toBe(404);
        expect(unknown.text, page).toMatch(/Your Weekend Pass<\/h1>|Votre pass du week-end<\/h1>/);
        expect(unknown.header('cache-control'), page).toEqual(['private, no-cache']);
      }
      // No code: the page asks for one. The check itself is not reachable from outside.
      expect((await request(`${base}/weekend`, { host: PRIVATE_HOST, headers: html })).status).toBe(200);
      const check = await request(`${base}/_pass-code`, {
        host: PRIVATE_HOST,
        headers: { 'X-Original-URI': '/weekend?code=FJ9K8E' },
      });
      expect(check.status).toBe(404);
      // A page whose address carries a code is private too; the same page without one is not.
      const withCode = await request(`${base}/rsvp?code=FJ9K8E`, { host: PRIVATE_HOST, headers: html });
      expect(withCode.header('cache-control')).toEqual(['private, no-cache']);
      const without = await request(`${base}/rsvp`, { host: PRIVATE_HOST, headers: html });
      expect(without.header('cache-control')).toEqual(['no-cache']);
    });

    it('keeps the guests’ operations off the public host whatever X-Forwarded-Host a client sends', async () => {
      const graphql = (host: string, headers: Record<string, string> = {}) =>
        request(`${base}/api/graphql`, {
          method: 'POST',
          host,
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ validateRSVPCode(code: "CRFNTQ") { found } }' }),
        });
      const spoofed = await graphql(PUBLIC_HOST, { 'X-Forwarded-Host': PRIVATE_HOST });
      expect(JSON.parse(spoofed.text)).toMatchObject({
        data: null,
        errors: [{ message: 'There is nothing at this address.', extensions: { code: 'NOT_FOUND' } }],
      });
      // The operation itself answers on the private host, so the refusal above is the host rule.
      const onPrivate = await graphql(PRIVATE_HOST, { 'X-Forwarded-Host': PUBLIC_HOST });
      expect(JSON.parse(onPrivate.text)).toEqual({ data: { validateRSVPCode: { found: false } } });
    });

    it('serves the public edition of the other pages, without Info or RSVP, and names the public hosts', async () => {
      for (const page of sitePages.filter((candidate) => !candidate.private)) {
        const response = await request(`${base}${typed(page.path)}`, { host: PUBLIC_HOST, headers: html });
        expect(response.status, page.path).toBe(200);
        expect(response.text, page.path).toContain(page.heading);
        expect(response.text, page.path).toContain(`<meta name="public-hosts" content="${PUBLIC_HOST}">`);
        expect(response.text, page.path).not.toMatch(PRIVATE_LINK);
      }
    });

    it('leaves /info and /rsvp alone on any other host name', async () => {
      for (const page of ['/info', '/rsvp']) {
        const response = await request(`${base}${page}`, { host: PRIVATE_HOST, headers: html });
        expect(response.status, page).toBe(200);
        expect(response.text, page).toContain(`<link rel="canonical" href="http://localhost${page}">`);
      }
    });
  });
});

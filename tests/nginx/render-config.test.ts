import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../server/src/platform/project-paths';

/**
 * The settings an operator writes in .env for nginx, as render-config.sh reads them when the
 * container starts: a value it cannot use stops the start with one sentence and writes nothing.
 */
const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-render-config-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let renders = 0;

interface RenderOptions {
  /** Run with a stand-in `nginx` on PATH whose `nginx -v` names this version, as the image's does. */
  nginxVersion?: string;
  /** Put a certificate where certbot does: the HTTPS server blocks are rendered. */
  certificate?: boolean;
}

async function render(settings: Record<string, string>, options: RenderOptions = {}) {
  const out = path.join(dir, String((renders += 1)));
  const setup = path.join(dir, `${renders}-setup`);
  let PATH = process.env.PATH ?? '';
  if (options.nginxVersion) {
    await mkdir(path.join(setup, 'bin'), { recursive: true });
    // nginx prints its version on stderr.
    const stub = path.join(setup, 'bin', 'nginx');
    await writeFile(stub, `#!/bin/sh\necho 'nginx version: nginx/${options.nginxVersion}' >&2\n`);
    await chmod(stub, 0o755);
    PATH = `${path.join(setup, 'bin')}:${PATH}`;
  }
  const certDir = path.join(setup, options.certificate ? 'certificate' : 'no-certificate');
  if (options.certificate) {
    await mkdir(certDir, { recursive: true });
    for (const file of ['fullchain.pem', 'privkey.pem']) await writeFile(path.join(certDir, file), '');
  }
  const run = spawnSync('sh', [path.join(PROJECT_ROOT, 'nginx/render-config.sh')], {
    env: {
      PATH,
      STATIC_ROOT: CLIENT_DIST_DIR,
      CONFIG_DIR: path.join(out, 'conf.d'),
      SNIPPET_DIR: path.join(out, 'wedding'),
      TLS_CERT_DIR: certDir,
      ...settings,
    },
    encoding: 'utf8',
  });
  const read = (file: string) =>
    existsSync(path.join(out, file)) ? readFileSync(path.join(out, file), 'utf8') : '';
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    wrote: existsSync(out),
    page: read('wedding/page.conf'),
    headers: read('wedding/static-headers.conf'),
    servers: read('conf.d/wedding.conf'),
  };
}

describe('render-config.sh', () => {
  it.each([
    ['https://Rsvp.Aanya-and-Julien.com/', 'https://rsvp.aanya-and-julien.com'],
    [' https://rsvp.example.com:443 ', 'https://rsvp.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://rsvp.example.com./', 'https://rsvp.example.com'],
  ])('writes SITE_URL=%j into the pages as %s', async (value, origin) => {
    const rendered = await render({ SITE_URL: value });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(`sub_filter 'https://site-url.invalid' '${origin}';`);
  });

  it.each([
    'rsvp.example.com',
    'ftp://example.com',
    'https://',
    'https://example.com/rsvp',
    'https://a@b.com',
  ])('refuses SITE_URL=%j with a sentence that says what to write, and writes nothing', async (value) => {
    const rendered = await render({ SITE_URL: value });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe(
      `wedding nginx config: SITE_URL must be the address guests use, a scheme and host name only, such as https://rsvp.aanya-and-julien.com, got: ${value}\n`,
    );
    expect(rendered.wrote).toBe(false);
  });

  it.each([
    [
      'https://Aanya-and-Julien.com/',
      'aanya-and-julien.com,www.aanya-and-julien.com',
      'aanya-and-julien.com',
    ],
    [
      'http://www.aanya-and-julien.com:8080',
      'aanya-and-julien.com, WWW.Aanya-and-Julien.com',
      'www.aanya-and-julien.com',
    ],
    // The trailing dot DNS allows names the same host.
    ['https://rsvp.aanya-and-julien.com', 'rsvp.aanya-and-julien.com.', 'rsvp.aanya-and-julien.com'],
    ['https://rsvp.aanya-and-julien.com.', 'rsvp.aanya-and-julien.com', 'rsvp.aanya-and-julien.com'],
  ])(
    'refuses SITE_URL=%j when its host is in PUBLIC_HOSTS=%j, where guests could not RSVP, and writes nothing',
    async (siteUrl, publicHosts, host) => {
      const rendered = await render({ SITE_URL: siteUrl, PUBLIC_HOSTS: publicHosts });
      expect(rendered.status).toBe(1);
      expect(rendered.stderr).toBe(
        `wedding nginx config: SITE_URL's host ${host} is listed in PUBLIC_HOSTS, which hides RSVP there: set SITE_URL to the address guests RSVP at, a host name not in PUBLIC_HOSTS (such as https://rsvp.aanya-and-julien.com)\n`,
      );
      expect(rendered.wrote).toBe(false);
    },
  );

  it.each(['.aanya-and-julien.com', 'www.aanya-and-julien.com,.aanya-and-julien.com', 'aanya..com'])(
    'refuses PUBLIC_HOSTS=%j, where a leading dot would hide RSVP on every subdomain, and writes nothing',
    async (publicHosts) => {
      const rendered = await render({
        SITE_URL: 'https://rsvp.aanya-and-julien.com',
        PUBLIC_HOSTS: publicHosts,
      });
      expect(rendered.status).toBe(1);
      expect(rendered.stderr).toBe(
        `wedding nginx config: PUBLIC_HOSTS must list host names written in full, such as example.com,www.example.com (no leading dot or wildcard), got: ${publicHosts}\n`,
      );
      expect(rendered.wrote).toBe(false);
    },
  );

  it('reads a public host written with trailing dots as the server does', async () => {
    const rendered = await render({
      SITE_URL: 'https://rsvp.aanya-and-julien.com',
      PUBLIC_HOSTS: 'aanya-and-julien.com..,www.aanya-and-julien.com.',
    });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(`content="aanya-and-julien.com,www.aanya-and-julien.com">'`);
  });

  it('accepts a SITE_URL on the RSVP name beside the public ones', async () => {
    const rendered = await render({
      SITE_URL: 'https://rsvp.aanya-and-julien.com',
      PUBLIC_HOSTS: 'aanya-and-julien.com,www.aanya-and-julien.com',
    });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(
      `sub_filter 'https://site-url.invalid' 'https://rsvp.aanya-and-julien.com';`,
    );
  });

  it.each([
    ['On', '<meta name="robots" content="index, follow">'],
    ['off', '<meta name="robots" content="noindex">'],
  ])('writes the robots rule of SEARCH_INDEXING=%s', async (value, meta) => {
    const rendered = await render({ SITE_URL: 'https://example.com', SEARCH_INDEXING: value });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(`sub_filter '<meta name="robots" content="noindex">' '${meta}';`);
  });

  it('allows the pages’ boot script by the hash the build wrote beside them (ADR 086)', async () => {
    const hash = readFileSync(path.join(CLIENT_DIST_DIR, '.vite', 'boot-script.sha256'), 'utf8').trim();
    const rendered = await render({});
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.headers).toContain(`script-src 'self' '${hash}';`);
    expect(rendered.headers).not.toContain('unsafe-inline');
  });

  it('refuses a boot script hash file that holds anything else, and writes nothing', async () => {
    const client = path.join(dir, 'client-with-a-bad-hash');
    await mkdir(path.join(client, '.vite'), { recursive: true });
    await writeFile(path.join(client, '.vite', 'boot-script.sha256'), "sha256-x'; script-src *\n");
    const rendered = await render({ STATIC_ROOT: client });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe(
      `wedding nginx config: ${client}/.vite/boot-script.sha256 holds no sha256 hash: build the client again\n`,
    );
    expect(rendered.wrote).toBe(false);
  });

  it('refuses a SEARCH_INDEXING that is neither on nor off, and writes nothing', async () => {
    const rendered = await render({ SEARCH_INDEXING: 'maybe' });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe('wedding nginx config: SEARCH_INDEXING must be on or off, got: maybe\n');
    expect(rendered.wrote).toBe(false);
  });

  // The image runs the current stable nginx (1.28 or newer), where `listen … http2` is deprecated and
  // `http2 on;` turns HTTP/2 on; the nginx tests run this machine's older nginx, so the branch the
  // image takes is checked here, with the version as the image's nginx prints it.
  it.each(['1.28.0', '1.29.3', '1.25.1', '2.0.0'])(
    'turns HTTP/2 on with `http2 on;` for nginx %s, never on a listen line',
    async (version) => {
      const rendered = await render(
        { SITE_URL: 'https://example.com' },
        { nginxVersion: version, certificate: true },
      );
      expect(rendered.status, rendered.stderr).toBe(0);
      expect(rendered.stdout).toContain('servers-tls');
      const listens = rendered.servers.split('\n').filter((line) => /^\s*listen\s/.test(line));
      expect(listens).toContainEqual(expect.stringMatching(/^\s*listen 443 ssl default_server;$/));
      expect(listens.filter((line) => line.includes('http2'))).toEqual([]);
      expect(rendered.servers.match(/^\s*http2 on;$/gm)).toHaveLength(1);
    },
  );

  it.each(['1.25.0', '1.24.0', '1.22.1'])(
    'puts http2 on the HTTPS listen line for nginx %s, which has no http2 directive',
    async (version) => {
      const rendered = await render(
        { SITE_URL: 'https://example.com' },
        { nginxVersion: version, certificate: true },
      );
      expect(rendered.status, rendered.stderr).toBe(0);
      expect(rendered.servers).toMatch(/^\s*listen 443 ssl http2 default_server;$/m);
      expect(rendered.servers).not.toMatch(/^\s*http2 on;/m);
    },
  );

  it('tells the operator when SITE_URL is not set', async () => {
    const rendered = await render({});
    expect(rendered.status).toBe(0);
    expect(rendered.page).toContain(`sub_filter 'https://site-url.invalid' 'http://localhost';`);
    expect(rendered.stderr).toContain('SITE_URL is not set');
  });
});

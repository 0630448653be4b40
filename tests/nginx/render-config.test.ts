import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../server/src/project-paths';

/**
 * The settings an operator writes in .env for nginx, as render-config.sh reads them when the
 * container starts: a value it cannot use stops the start with one sentence and writes nothing.
 */
const dir = await mkdtemp(path.join(os.tmpdir(), 'riviera-render-config-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let renders = 0;

function render(settings: Record<string, string>) {
  const out = path.join(dir, String((renders += 1)));
  const run = spawnSync('sh', [path.join(PROJECT_ROOT, 'nginx/render-config.sh')], {
    env: {
      PATH: process.env.PATH,
      STATIC_ROOT: CLIENT_DIST_DIR,
      CONFIG_DIR: path.join(out, 'conf.d'),
      SNIPPET_DIR: path.join(out, 'wedding'),
      TLS_CERT_DIR: path.join(out, 'no-certificate'),
      ...settings,
    },
    encoding: 'utf8',
  });
  const page = path.join(out, 'wedding', 'page.conf');
  return {
    status: run.status,
    stderr: run.stderr,
    wrote: existsSync(out),
    page: existsSync(page) ? readFileSync(page, 'utf8') : '',
  };
}

describe('render-config.sh', () => {
  it.each([
    ['https://Rsvp.Aanya-and-Julien.com/', 'https://rsvp.aanya-and-julien.com'],
    [' https://rsvp.example.com:443 ', 'https://rsvp.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
  ])('writes SITE_URL=%j into the pages as %s', (value, origin) => {
    const rendered = render({ SITE_URL: value });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(`sub_filter 'https://site-url.invalid' '${origin}';`);
  });

  it.each([
    'rsvp.example.com',
    'ftp://example.com',
    'https://',
    'https://example.com/rsvp',
    'https://a@b.com',
  ])('refuses SITE_URL=%j with a sentence that says what to write, and writes nothing', (value) => {
    const rendered = render({ SITE_URL: value });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe(
      `wedding nginx config: SITE_URL must be the address guests use, a scheme and host name only, such as https://rsvp.aanya-and-julien.com, got: ${value}\n`,
    );
    expect(rendered.wrote).toBe(false);
  });

  it.each([
    ['On', '<meta name="robots" content="index, follow">'],
    ['off', '<meta name="robots" content="noindex">'],
  ])('writes the robots rule of SEARCH_INDEXING=%s', (value, meta) => {
    const rendered = render({ SITE_URL: 'https://example.com', SEARCH_INDEXING: value });
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.page).toContain(`sub_filter '<meta name="robots" content="noindex">' '${meta}';`);
  });

  it('refuses a SEARCH_INDEXING that is neither on nor off, and writes nothing', () => {
    const rendered = render({ SEARCH_INDEXING: 'maybe' });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe('wedding nginx config: SEARCH_INDEXING must be on or off, got: maybe\n');
    expect(rendered.wrote).toBe(false);
  });

  it('tells the operator when SITE_URL is not set', () => {
    const rendered = render({});
    expect(rendered.status).toBe(0);
    expect(rendered.page).toContain(`sub_filter 'https://site-url.invalid' 'http://localhost';`);
    expect(rendered.stderr).toContain('SITE_URL is not set');
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { announcementMarker } from '@riviera/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { ANNOUNCEMENT_CACHE_MS, withAnnouncement } from './announcement-pages.service';
import { deleteNotice, postNotice } from './test/announcement-test-kit';

/**
 * The hosts' latest notice for everyone is part of the HTML of every guest page the standalone
 * server sends on the RSVP host, in the page's language, escaped (ADR 055); never on the
 * public host, never in the hosts' area, and gone once deleted.
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
const clientDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-notice-'));
/** Pages as the build writes them: the RSVP host's guest pages carry the marker after <body>. */
const pages: [file: string, language: 'en' | 'fr' | null][] = [
  ['index.html', 'en'],
  ['events/index.html', 'en'],
  ['weekend/index.html', 'en'],
  ['fr/index.html', 'fr'],
  ['fr/weekend/index.html', 'fr'],
  ['404.html', 'en'],
  ['fr/404.html', 'fr'],
  ['admin/index.html', null],
  ['_public/index.html', null],
  ['_public/events/index.html', null],
  ['_public/404.html', null],
];
for (const [file, language] of pages) {
  await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
  const marker = language ? announcementMarker(language) : '';
  await writeFile(
    path.join(clientDir, file),
    `<!doctype html><html lang="${language ?? 'en'}"><body>${marker}<div id="root">${file}</div></body></html>`,
  );
}
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const server = await startGraphqlServer({ PUBLIC_HOSTS: PUBLIC_HOST }, { clientDir });
const token = await server.login();

async function html(pathname: string, host?: string): Promise<string> {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: { accept: 'text/html', ...(host ? { 'x-forwarded-host': host } : {}) },
  });
  // A guest's own page (an address with a code, the pass) is their browser's alone (ADR 069).
  const own = /[?&]code=|weekend/.test(pathname);
  expect(response.headers.get('cache-control'), pathname).toBe(own ? 'private, no-cache' : 'no-cache');
  return response.text();
}

const NOTICE = {
  en: 'The shuttle to the dinner leaves at 6 PM: <bring> a jacket & "boots"',
  fr: 'La navette du dîner part à 18 h : prenez une veste & des bottes',
};
const EN_FRAGMENT =
  '<aside class="announcement" aria-label="A note from the couple" lang="en"><p>The shuttle to the dinner leaves at 6 PM: &#60;bring&#62; a jacket &#38; &#34;boots&#34;</p></aside>';
const FR_FRAGMENT =
  '<aside class="announcement" aria-label="Un mot des mariés" lang="fr"><p>La navette du dîner part à 18 h : prenez une veste &#38; des bottes</p></aside>';

describe('the notice in the pages of the standalone server', () => {
  it('is in no page while there is none, and the marker is gone', async () => {
    for (const pathname of ['/', '/fr', '/weekend']) {
      const page = await html(pathname);
      expect(page).not.toContain('announcement');
      expect(page).toContain('<body><div id="root">');
    }
  });

  it('is in every guest page of the RSVP host, escaped, in its language, outside the root', async () => {
    // Markup is refused: the text only has characters that need escaping.
    const refused = await postNotice(server, token, NOTICE);
    expect(refused.success).toBe(false);
    const posted = await postNotice(server, token, {
      ...NOTICE,
      en: NOTICE.en.replace('<bring>', '< bring'),
    });
    expect(posted.success).toBe(true);
    const fragment = EN_FRAGMENT.replace('&#60;bring&#62;', '&#60; bring');
    for (const pathname of ['/', '/events', '/weekend?code=ABCDEF', '/nowhere']) {
      expect(await html(pathname)).toContain(`<body>${fragment}<div id="root">`);
    }
    for (const pathname of ['/fr', '/fr/weekend']) {
      expect(await html(pathname)).toContain(`<body>${FR_FRAGMENT}<div id="root">`);
    }
    expect(await html('/admin')).not.toContain('announcement');
    for (const pathname of ['/', '/events', '/nowhere']) {
      expect(await html(pathname, PUBLIC_HOST)).not.toContain('announcement');
    }

    // The fragment nginx includes: the same, and empty on the public host.
    const fromNginx = await fetch(`${server.url}/_announcement/fr`);
    expect(fromNginx.headers.get('cache-control')).toBe('no-store');
    expect(await fromNginx.text()).toBe(FR_FRAGMENT);
    const onPublic = await fetch(`${server.url}/_announcement/en`, {
      headers: { 'x-forwarded-host': PUBLIC_HOST },
    });
    expect(await onPublic.text()).toBe('');

    // The latest one is shown; deleting it shows the one before, then none.
    const newer = await postNotice(server, token, { en: 'Newer', fr: 'Plus récent' });
    expect(await html('/')).toContain('<p>Newer</p>');
    await deleteNotice(server, token, newer.announcement?.id ?? '');
    expect(await html('/')).toContain(fragment);
    await deleteNotice(server, token, posted.announcement?.id ?? '');
    expect(await html('/')).not.toContain('announcement');
    expect(await html('/fr')).not.toContain('announcement');
  });

  it('shows a notice’s dollar signs as they are written, never as a replacement pattern', async () => {
    const posted = await postNotice(server, token, {
      en: 'Bring $$ and $& for the bar',
      fr: 'Prenez $` et $$',
    });
    expect(posted.success).toBe(true);
    expect(await html('/')).toContain(
      '<body><aside class="announcement" aria-label="A note from the couple" lang="en"><p>Bring $$ and $&#38; for the bar</p></aside><div id="root">index.html</div></body>',
    );
    expect(await html('/fr')).toContain('<p>Prenez $` et $$</p></aside><div id="root">fr/index.html</div>');
    await deleteNotice(server, token, posted.announcement?.id ?? '');
  });

  it('is read again after ANNOUNCEMENT_CACHE_MS when another server wrote it', async () => {
    const page = `<body>${announcementMarker('en')}<div id="root"></div>`;
    const start = Date.now();
    expect(await withAnnouncement(server.db, page, start)).toBe('<body><div id="root"></div>');
    // Another server (a replica) posts it: this one's cache does not know yet.
    await server.db
      .insertInto('announcements')
      .values({ en: 'Replica', fr: 'Réplique', audience: 'everyone' })
      .execute();
    expect(await withAnnouncement(server.db, page, start + 1_000)).toBe('<body><div id="root"></div>');
    expect(await withAnnouncement(server.db, page, start + ANNOUNCEMENT_CACHE_MS + 1)).toContain(
      '<p>Replica</p>',
    );
    expect(ANNOUNCEMENT_CACHE_MS).toBeLessThanOrEqual(30_000);
  });
});

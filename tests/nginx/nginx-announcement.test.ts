import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { HTML_ACCEPT, PRIVATE_HOST, PUBLIC_HOST, request, startProxiedSite } from './nginx-stack';

/**
 * The hosts' notice behind nginx (ADR 055): the RSVP host's pages carry it in their HTML
 * (SSI include of the server's fragment), in the page's language; the public host, the hosts' area
 * and anyone asking for the fragment itself do not get it; once deleted, the pages lose it.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { nginx } = await startProxiedSite({ certificate: false });
const base = `http://127.0.0.1:${nginx.httpPort}`;
const html = { Accept: HTML_ACCEPT };

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request(`${base}/api/graphql`, {
    method: 'POST',
    host: PRIVATE_HOST,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (JSON.parse(response.text) as { data: T }).data;
}

const page = async (address: string, host = PRIVATE_HOST) =>
  request(`${base}${address}`, { host, headers: html });

describe('the hosts’ notice behind nginx', () => {
  it('is in the RSVP host’s pages, escaped, in their language, and gone once deleted', async () => {
    const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
      'query ($password: String!) { adminLogin(password: $password) { token } }',
      { password: 'nginx-test-password' },
    );
    // Without a notice the marker is resolved to nothing: the page shows what it always did.
    const before = await page('/events');
    expect(before.text).toMatch(/<body>\s*<div id="root">/);
    expect(before.text).not.toContain('_announcement');

    const { createAnnouncement } = await gql<{
      createAnnouncement: { success: boolean; announcement: { id: string } };
    }>(
      'mutation ($token: String!, $input: AnnouncementInput!) { createAnnouncement(token: $token, input: $input) { success announcement { id } } }',
      {
        token: adminLogin.token,
        input: { en: 'Shuttles leave at 5 & 6 PM', fr: 'Les navettes partent à 17 h & 18 h' },
      },
    );
    expect(createAnnouncement.success).toBe(true);
    const en =
      '<body><aside class="announcement" aria-label="A note from the couple" lang="en"><p>Shuttles leave at 5 &#38; 6 PM</p></aside>';
    for (const address of ['/', '/events', '/weekend?code=FJ9K8E', '/no-such-page']) {
      const answer = await page(address);
      expect(answer.text, address).toContain(en);
      expect(answer.header('cache-control'), address).toEqual([
        address.includes('code=') ? 'private, no-cache' : 'no-cache',
      ]);
    }
    expect((await page('/fr/events')).text).toContain(
      '<aside class="announcement" aria-label="Un mot des mariés" lang="fr"><p>Les navettes partent à 17 h &#38; 18 h</p></aside>',
    );
    expect((await page('/admin')).text).not.toContain('announcement');
    for (const address of ['/', '/events', '/fr/events']) {
      expect((await page(address, PUBLIC_HOST)).text, address).not.toContain('announcement');
    }
    // The fragment is nginx's to include, never served on its own.
    expect((await page('/_announcement/en')).status).toBe(404);

    await gql(
      'mutation ($token: String!, $id: ID!) { deleteAnnouncement(token: $token, id: $id) { success } }',
      {
        token: adminLogin.token,
        id: createAnnouncement.announcement.id,
      },
    );
    expect((await page('/events')).text).not.toContain('announcement');
  });
});

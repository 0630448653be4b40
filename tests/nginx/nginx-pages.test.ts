import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { HTML_ACCEPT, PRIVATE_HOST, PUBLIC_HOST, request, startProxiedSite } from './nginx-stack';

/**
 * A publish behind nginx (ADR 079): the server renders the pages into the pages volume, which the
 * project's nginx reads before the built client; a guest without JavaScript gets the new words on
 * both hosts and in both languages, with the page's head and the notice's SSI marker kept.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { nginx } = await startProxiedSite({ certificate: false });
const base = `http://127.0.0.1:${nginx.httpPort}`;

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
  request(`${base}${address}`, { host, headers: { Accept: HTML_ACCEPT } });

describe('published pages behind nginx', () => {
  it('serves the re-rendered page from the pages volume after a publish', async () => {
    expect((await page('/faq')).text).not.toContain('Sunscreen, always');
    const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
      'query ($password: String!) { adminLogin(password: $password) { token } }',
      { password: 'nginx-test-password' },
    );
    const edits = [
      {
        key: 'questions.weather.answer',
        en: '<p>Sunscreen, always: <em>the sun</em> is strong in May.</p>',
        fr: '<p>De la crème solaire, toujours\u202f!</p>',
      },
    ];
    const { saveContentDraft } = await gql<{ saveContentDraft: { success: boolean } }>(
      'mutation ($token: String!, $edits: [ContentEdit!]!) { saveContentDraft(token: $token, edits: $edits) { success } }',
      { token: adminLogin.token, edits },
    );
    expect(saveContentDraft.success).toBe(true);
    const { publishContent } = await gql<{ publishContent: { success: boolean; message: string } }>(
      'mutation ($token: String!) { publishContent(token: $token) { success message } }',
      { token: adminLogin.token },
    );
    expect(publishContent).toEqual({
      success: true,
      message: 'Version 1 is published (1 field): guests see it within 30 seconds.',
    });

    const english = await page('/faq');
    expect(english.status).toBe(200);
    expect(english.text).toContain('Sunscreen, always: <em>the sun</em> is strong in May.');
    // The head (ADR 044) and the notice's marker, resolved to nothing by SSI (ADR 055).
    expect(english.text).toMatch(/<title>[^<]+<\/title>/);
    expect(english.text).toMatch(/<body>\s*<div id="root">/);
    expect(english.text).not.toContain('_announcement');
    expect((await page('/fr/faq')).text).toContain('De la crème solaire, toujours\u202f!');
    expect((await page('/faq', PUBLIC_HOST)).text).toContain('Sunscreen, always');
    // A page nobody changed is served as well, and a path the site lacks is still the 404 page.
    expect((await page('/events')).status).toBe(200);
    expect((await page('/no-such-page')).status).toBe(404);
  });

  it("serves the events' calendar files a publish wrote, the build's until then", async () => {
    const calendar = async (address: string) => request(`${base}${address}`, { host: PRIVATE_HOST });
    const before = await calendar('/calendar/welcome-dinner.ics');
    expect(before.status).toBe(200);
    expect(before.text).toContain('DTSTART;TZID=Europe/Paris:20260514T183000');
    const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
      'query ($password: String!) { adminLogin(password: $password) { token } }',
      { password: 'nginx-test-password' },
    );
    await gql(
      'mutation ($token: String!, $edits: [ContentEdit!]!) { saveContentDraft(token: $token, edits: $edits) { success } }',
      {
        token: adminLogin.token,
        edits: [{ key: 'events.welcome-dinner.start', en: '2026-05-14T19:00' }],
      },
    );
    const { publishContent } = await gql<{ publishContent: { success: boolean } }>(
      'mutation ($token: String!) { publishContent(token: $token) { success } }',
      { token: adminLogin.token },
    );
    expect(publishContent.success).toBe(true);
    for (const address of ['/calendar/welcome-dinner.ics', '/fr/calendar/welcome-dinner.ics']) {
      const moved = await calendar(address);
      expect(moved.status).toBe(200);
      expect(moved.header('content-type')).toEqual(['text/calendar; charset=utf-8']);
      expect(moved.text).toContain('DTSTART;TZID=Europe/Paris:20260514T190000');
      expect(moved.text).toContain('SEQUENCE:1');
    }
    // A file no publish wrote is still the build's, and a missing one is a 404.
    expect((await calendar('/calendar/no-such-event.ics')).status).toBe(404);
  });
});

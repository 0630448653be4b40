import { describe, expect, it } from 'vitest';
import { startBuiltClientApp } from './test/built-client-app';

/**
 * Every page path is the page whatever the Accept header (uptime monitors, link-preview crawlers and
 * curl send `Accept: *\/*`); only /rsvp, which the page shares with the API, looks at it (ADR 011).
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
// The build's pre-rendered pages (ADR 016), each naming itself: both editions and their 404 pages.
const pageFiles: [string, string][] = [
  ['index.html', 'home'],
  ['events/index.html', 'events'],
  ['accommodations/index.html', 'accommodations'],
  ['admin/index.html', 'admin'],
  ['info/index.html', 'info'],
  ['rsvp/index.html', 'rsvp'],
  ['404.html', 'not found'],
  ['_public/index.html', 'public home'],
  ['_public/404.html', 'public not found'],
];
const { base } = await startBuiltClientApp(pageFiles, { PUBLIC_HOSTS: PUBLIC_HOST });

/** A request as a monitor or crawler sends it; `host` is the name it asked for (via the loopback proxy). */
async function get(
  pathname: string,
  accept: string | undefined,
  options: { method?: string; host?: string } = {},
) {
  const response = await fetch(`${base}${pathname}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(accept === undefined ? {} : { accept }),
      ...(options.host ? { 'x-forwarded-host': options.host } : {}),
    },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

const ACCEPTS = ['*/*', 'application/json', 'text/plain', '', undefined];

describe('a page path without text/html in Accept', () => {
  it.each(ACCEPTS)('answers the home page with the page (Accept: %j)', async (accept) => {
    const answer = await get('/', accept);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root">home</div>');
  });

  it.each([
    ['/events', 'events'],
    ['/accommodations/', 'accommodations'],
    ['/admin', 'admin'],
  ])('answers %s with its page', async (page, name) => {
    const answer = await get(page, '*/*');
    expect(answer.status, page).toBe(200);
    expect(answer.body).toContain(`<div id="root">${name}</div>`);
  });

  it('answers a path the site does not have with 404 and the not-found page', async () => {
    const answer = await get('/no-such-page', '*/*');
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root">not found</div>');
  });

  it('answers HEAD with the page’s headers and no body', async () => {
    const answer = await get('/', '*/*', { method: 'HEAD' });
    expect(answer).toEqual({ status: 200, type: expect.stringMatching(/^text\/html/), body: '' });
  });
});

describe('what stays the API', () => {
  it('treats /rsvp without text/html as the API', async () => {
    const answer = await get('/rsvp?firstName=Ana&lastName=Cruz', '*/*');
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ found: false });
  });

  it.each(['*/*', 'text/html'])('answers an unknown /api path with JSON 404 (Accept: %s)', async (accept) => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await get('/api/nothing', accept, { method });
      expect(answer.status, method).toBe(404);
      expect(answer.type, method).toMatch(/^application\/json/);
    }
  });

  it('answers a missing file with 404, not the page', async () => {
    expect((await get('/imgs/hero/banner_99.png', '*/*')).status).toBe(404);
  });
});

describe('on the public host', () => {
  it('answers the home page to a monitor, and 404 at /info and /rsvp', async () => {
    const home = await get('/', '*/*', { host: PUBLIC_HOST });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<div id="root">public home</div>');
    const info = await get('/info', '*/*', { host: PUBLIC_HOST });
    expect(info.status).toBe(404);
    expect(info.body).toContain('<div id="root">public not found</div>');
    expect((await get('/rsvp', 'text/html', { host: PUBLIC_HOST })).status).toBe(404);
  });

  it('has no RSVP API either, as behind nginx', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await get('/rsvp?firstName=Ana&lastName=Cruz', '*/*', { method, host: PUBLIC_HOST });
      expect(answer.status, method).toBe(404);
    }
    const elsewhere = await get('/rsvp?firstName=Ana&lastName=Cruz', '*/*', { host: `rsvp.${PUBLIC_HOST}` });
    expect(JSON.parse(elsewhere.body)).toEqual({ found: false });
  });
});

import { describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../sample-data';
import { startBuiltClientApp } from '../../platform/http/test/built-client-app';
import { PASS_CODE_CHECK_PATH } from './weekend-page';

/**
 * The pass's address with a code that opens nothing answers 404 (ADR 060): the standalone server
 * sends the pass page with that status (the page then says the code is not known), and answers
 * nginx's check before it serves the page itself (site.conf's auth_request).
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
const { base, db } = await startBuiltClientApp(
  [
    ['404.html', 'not found'],
    ['index.html', 'home'],
    ['weekend/index.html', 'weekend'],
    ['fr/404.html', 'introuvable'],
    ['fr/weekend/index.html', 'week-end'],
    ['_public/404.html', 'public not found'],
  ],
  { PUBLIC_HOSTS: PUBLIC_HOST },
);
await loadSampleGuests(db);
// Charlotte de Villiers, in the sample guest list.
const KNOWN = 'YGZHZ9';

const page = async (address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${address}`, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, text: await response.text() };
};

describe('the pass page', () => {
  it('answers 404 with the pass page for a code that opens nothing, in either language', async () => {
    for (const address of [
      '/weekend?code=ZZZZZZ',
      '/fr/weekend?code=zzzz2222',
      '/weekend?code=not%20a%20code',
      '/Weekend/?code=ZZZZZZ&code=YGZHZ9',
    ]) {
      const answer = await page(address);
      expect(answer.status, address).toBe(404);
      expect(answer.text, address).toMatch(/<title>(weekend|week-end)<\/title>/);
    }
  });

  it('answers 200 for a code that opens a pass, however typed, and for no code', async () => {
    for (const address of [
      `/weekend?code=${KNOWN}`,
      `/weekend?code=${KNOWN.toLowerCase()}`,
      `/fr/weekend?code=${KNOWN}`,
      '/weekend',
      '/weekend?code=',
    ]) {
      expect((await page(address)).status, address).toBe(200);
    }
  });

  it('stays a 404 of the public edition on the public host, whatever the code', async () => {
    const answer = await page(`/weekend?code=${KNOWN}`, { 'X-Forwarded-Host': PUBLIC_HOST });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('public not found');
  });
});

describe("nginx's check before it serves the pass page", () => {
  /** As nginx asks: from a proxy the server trusts (loopback), naming the guest in X-Forwarded-For. */
  const check = async (
    asked?: string,
    headers: Record<string, string> = { 'X-Forwarded-For': '198.51.100.9' },
  ) =>
    (
      await fetch(`${base}${PASS_CODE_CHECK_PATH}`, {
        headers: { ...headers, ...(asked === undefined ? {} : { 'X-Original-URI': asked }) },
      })
    ).status;

  it('answers 204 for a code that opens a pass or no code, 403 for one that opens nothing', async () => {
    expect(await check(`/weekend?code=${KNOWN}`)).toBe(204);
    expect(await check('/fr/weekend')).toBe(204);
    expect(await check('/weekend?code=ZZZZZZ')).toBe(403);
    expect(await check('/weekend?lang=fr&code=QQQQ2222')).toBe(403);
  });

  it('answers nobody but nginx, and looks at no code on the public host', async () => {
    // A client reaching the server itself sends no proxy's X-Forwarded-For, or no address to check.
    expect(await check(`/weekend?code=${KNOWN}`, {})).toBe(404);
    expect(await check('/weekend?code=ZZZZZZ', {})).toBe(404);
    expect(await check(undefined)).toBe(404);
    // The public edition has no pass page (nginx answers it 404): no code is told right or wrong.
    const onPublic = { 'X-Forwarded-For': '198.51.100.9', 'X-Forwarded-Host': PUBLIC_HOST };
    expect(await check(`/weekend?code=${KNOWN}`, onPublic)).toBe(204);
    expect(await check('/weekend?code=ZZZZZZ', onPublic)).toBe(204);
  });
});

describe('the pass page’s caching', () => {
  it('is private to the guest’s browser, as is any page whose address carries a code', async () => {
    const cache = async (address: string) =>
      (await fetch(`${base}${address}`, { headers: { Accept: 'text/html' } })).headers.get('cache-control');
    expect(await cache(`/weekend?code=${KNOWN}`)).toBe('private, no-cache');
    expect(await cache('/fr/weekend')).toBe('private, no-cache');
    expect(await cache('/weekend?code=ZZZZZZ')).toBe('private, no-cache');
    expect(await cache(`/?code=${KNOWN}`)).toBe('private, no-cache');
    expect(await cache('/')).toBe('no-cache');
  });
});

import { describe, expect, it } from 'vitest';
import { startBuiltClientApp } from './test/built-client-app';

/**
 * Which language a guest's page is in (ADR 019): French under /fr; an English address sends a guest
 * who chose French (the cookie) or whose browser prefers it to /fr; the language switch's `?lang=`
 * keeps the choice. The standalone server's side; nginx's is tested in tests/nginx.
 */
const PUBLIC_HOST = 'aanya-and-julien.example';
// The build's pages in both languages; the hosts' area is English only (ADR 019).
const pageFiles: [string, string][] = [
  ['index.html', 'home'],
  ['events/index.html', 'events'],
  ['rsvp/index.html', 'rsvp'],
  ['admin/index.html', 'admin'],
  ['404.html', 'not found'],
  ['fr/index.html', 'accueil'],
  ['fr/events/index.html', 'programme'],
  ['fr/rsvp/index.html', 'rsvp fr'],
  ['fr/404.html', 'page introuvable'],
  ['_public/index.html', 'public home'],
  ['_public/404.html', 'public not found'],
  ['_public/fr/index.html', 'accueil public'],
  ['_public/fr/404.html', 'page introuvable publique'],
];
const { base } = await startBuiltClientApp(pageFiles, { PUBLIC_HOSTS: PUBLIC_HOST });

/** A browser navigation, redirects not followed. */
async function visit(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${address}`, {
    redirect: 'manual',
    headers: { Accept: 'text/html', ...headers },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    vary: response.headers.get('vary') ?? '',
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

const frenchBrowser = { 'Accept-Language': 'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7' };

describe('the language of a page', () => {
  it('serves French under /fr, whatever the browser or the cookie says', async () => {
    const asked: Record<string, string>[] = [{}, { 'Accept-Language': 'en' }, { Cookie: 'lang=en' }];
    for (const headers of asked) {
      const page = await visit('/fr/events', headers);
      expect(page.status).toBe(200);
      expect(page.text).toContain('programme');
    }
    expect((await visit('/fr')).text).toContain('accueil');
    expect((await visit('/FR/Events/')).text).toContain('programme');
  });

  it('sends a first-time visitor whose browser prefers French to the same page under /fr', async () => {
    const page = await visit('/events', frenchBrowser);
    expect(page).toMatchObject({ status: 302, location: '/fr/events', cache: 'no-store' });
    expect((await visit('/', { 'Accept-Language': 'fr-CA' })).location).toBe('/fr');
    expect((await visit('/events', { 'Accept-Language': 'de-DE,fr;q=0.8,en;q=0.5' })).location).toBe(
      '/fr/events',
    );
  });

  it('keeps the invitation’s code on the way to French', async () => {
    const page = await visit('/rsvp?code=FJ9K8E', frenchBrowser);
    expect(page).toMatchObject({ status: 302, location: '/fr/rsvp?code=FJ9K8E' });
  });

  it('serves English to an English, German or silent browser, and says what the answer depends on', async () => {
    const browsers: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'en-GB,fr;q=0.5' },
      { 'Accept-Language': 'de' },
    ];
    for (const headers of browsers) {
      const page = await visit('/events', headers);
      expect(page.status).toBe(200);
      expect(page.text).toContain('events');
      expect(page.vary).toMatch(/Cookie/);
      expect(page.vary).toMatch(/Accept-Language/);
    }
  });

  it('follows the guest’s choice over their browser', async () => {
    expect((await visit('/events', { ...frenchBrowser, Cookie: 'lang=en' })).status).toBe(200);
    expect((await visit('/events', { Cookie: 'theme=x; lang=fr' })).location).toBe('/fr/events');
    // A cookie the site did not write counts as no choice.
    expect((await visit('/events', { Cookie: 'lang=de' })).status).toBe(200);
  });

  it('keeps the choice of the language switch for a year and goes to the page in that language', async () => {
    const toFrench = await visit('/events?lang=fr');
    expect(toFrench).toMatchObject({ status: 302, location: '/fr/events' });
    expect(toFrench.cookie).toMatch(/^lang=fr; Max-Age=31536000; Path=\/;.*HttpOnly; SameSite=Lax$/);
    const toEnglish = await visit('/fr/rsvp?code=FJ9K8E&lang=en', frenchBrowser);
    expect(toEnglish).toMatchObject({ status: 302, location: '/rsvp?code=FJ9K8E' });
    expect(toEnglish.cookie).toMatch(/^lang=en;/);
    expect((await visit('/fr?lang=en')).location).toBe('/');
    expect((await visit('/?lang=fr')).location).toBe('/fr');
  });

  it('leaves the hosts’ area in English, and keeps a page the other language does not have', async () => {
    expect((await visit('/admin', frenchBrowser)).status).toBe(200);
    const switched = await visit('/admin?lang=fr');
    expect(switched).toMatchObject({ status: 302, location: '/admin' });
    expect(switched.cookie).toMatch(/^lang=fr;/);
  });

  it('answers an address the site does not have with the not-found page of its language', async () => {
    const french = await visit('/fr/nulle-part');
    expect(french.status).toBe(404);
    expect(french.text).toContain('page introuvable');
    expect((await visit('/fr/admin')).text).toContain('page introuvable');
    // An address the site has in neither language: the not-found page in the guest's language.
    const chosen = await visit('/nowhere', { Cookie: 'lang=fr' });
    expect(chosen.status).toBe(404);
    expect(chosen.text).toContain('page introuvable');
    expect((await visit('/nowhere', frenchBrowser)).text).toContain('page introuvable');
    const english = await visit('/nowhere', { ...frenchBrowser, Cookie: 'lang=en' });
    expect(english.status).toBe(404);
    expect(english.text).toContain('not found');
  });

  it('never sends a guest to an address the site did not write', async () => {
    for (const address of [
      '//evil.example/?lang=fr',
      '/%2F%2Fevil.example?lang=en',
      '/events/../x?lang=fr',
    ]) {
      const page = await visit(address, frenchBrowser);
      expect(page.location ?? '', address).not.toMatch(/evil|\.\./);
      expect([302, 404], address).toContain(page.status);
    }
  });

  it('serves the public host’s edition in French too, with its own not-found page', async () => {
    const home = await visit('/fr', { 'X-Forwarded-Host': PUBLIC_HOST });
    expect(home.text).toContain('accueil public');
    const rsvp = await visit('/fr/rsvp', { 'X-Forwarded-Host': PUBLIC_HOST });
    expect(rsvp.status).toBe(404);
    expect(rsvp.text).toContain('page introuvable publique');
  });
});

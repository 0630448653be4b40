import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundCopy as frenchNotFound, pageTitles as french } from '@riviera/content/fr/pages';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { HTML_ACCEPT, PUBLIC_HOST, request, startProxiedSite } from './nginx-stack';
import { sitePages } from './site-pages';

/**
 * The language rule of the guest pages behind the container's nginx (ADR 019), the same as the
 * standalone server's (server/src/platform/http/page-language.test.ts): French under /fr; an English address
 * sends a guest who chose French, or whose browser prefers it, to /fr; `?lang=` keeps the choice.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'fr', 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { nginx } = await startProxiedSite({ certificate: false });
const base = `http://127.0.0.1:${nginx.httpPort}`;
const visit = (address: string, headers: Record<string, string> = {}, host?: string) =>
  request(`${base}${address}`, { headers: { Accept: HTML_ACCEPT, ...headers }, ...(host ? { host } : {}) });
const frenchBrowser = { 'Accept-Language': 'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7' };
const frenchHeading = (title: string) => `${title.replaceAll('&', '&amp;')}</h1>`;

describe('nginx: the language of a page', () => {
  it('serves every French page under /fr, in French, whatever the browser says', async () => {
    const translated = sitePages.filter((page) => page.path !== '/admin');
    for (const page of translated) {
      const address = page.path === '/' ? '/fr' : `/fr${page.path}`;
      const asked: Record<string, string>[] = [{}, { 'Accept-Language': 'en' }, { Cookie: 'lang=en' }];
      for (const headers of asked) {
        const answer = await visit(address, headers);
        expect(answer.status, address).toBe(200);
        expect(answer.text, address).toContain('<html lang="fr">');
        // /fr/homev2 is the French home page under a second address: its canonical one is /fr.
        expect(answer.text, address).toContain(
          `<link rel="canonical" href="http://localhost${page.frenchCanonical}">`,
        );
      }
    }
    expect((await visit('/FR/Events/')).text).toContain(frenchHeading(french.events));
  });

  it('sends a browser that prefers French to the same page under /fr, query kept', async () => {
    const events = await visit('/events', frenchBrowser);
    expect(events.status).toBe(302);
    expect(events.header('location')[0]).toMatch(/^(http:\/\/[^/]+)?\/fr\/events$/);
    const home = await visit('/', { 'Accept-Language': 'fr-CA' });
    expect(home.header('location')[0]).toMatch(/^(http:\/\/[^/]+)?\/fr$/);
    const card = await visit('/rsvp?code=FJ9K8E', { 'Accept-Language': 'de-DE,fr;q=0.8,en;q=0.5' });
    expect(card.header('location')[0]).toMatch(/^(http:\/\/[^/]+)?\/fr\/rsvp\?code=FJ9K8E$/);
  });

  it('serves English to English, other or silent browsers, and says the answer depends on them', async () => {
    const browsers: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'en-GB,fr;q=0.5' },
      { 'Accept-Language': 'de' },
    ];
    for (const headers of browsers) {
      const answer = await visit('/events', headers);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<html lang="en">');
      expect(answer.header('vary').join(', ')).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('follows the guest’s choice over the browser', async () => {
    expect((await visit('/events', { ...frenchBrowser, Cookie: 'lang=en' })).status).toBe(200);
    const chosen = await visit('/events', { Cookie: 'theme=x; lang=fr' });
    expect(chosen.header('location')[0]).toMatch(/\/fr\/events$/);
  });

  it('keeps the language switch’s choice for a year and goes to the page in that language', async () => {
    const toFrench = await visit('/events?lang=fr');
    expect(toFrench.status).toBe(302);
    expect(toFrench.header('location')[0]).toMatch(/\/fr\/events$/);
    expect(toFrench.header('set-cookie')).toEqual([
      'lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    ]);
    const toEnglish = await visit('/fr/rsvp?code=FJ9K8E&lang=en', frenchBrowser);
    expect(toEnglish.header('location')[0]).toMatch(/[^r]\/rsvp\?code=FJ9K8E$/);
    expect(toEnglish.header('set-cookie')[0]).toMatch(/^lang=en;/);
    expect((await visit('/fr?lang=en')).header('location')[0]).toMatch(/^(http:\/\/[^/]+)?\/$/);
  });

  it('leaves the hosts’ area in English', async () => {
    expect((await visit('/admin', frenchBrowser)).status).toBe(200);
    const switched = await visit('/admin?lang=fr');
    expect(switched.header('location')[0]).toMatch(/^(http:\/\/[^/]+)?\/admin$/);
  });

  it('answers an address the site does not have with the not-found page of its language', async () => {
    const lost = await visit('/fr/nulle-part');
    expect(lost.status).toBe(404);
    expect(lost.text).toContain(frenchHeading(french.notFound));
    expect(lost.text).toContain('<html lang="fr">');
    // An address the site has in neither language: the not-found page in the guest's language.
    const chosen = await visit('/nowhere', { Cookie: 'lang=fr' });
    expect(chosen.status).toBe(404);
    expect(chosen.text).toContain('<html lang="fr">');
    expect((await visit('/nowhere', frenchBrowser)).text).toContain('<html lang="fr">');
    const english = await visit('/nowhere', { ...frenchBrowser, Cookie: 'lang=en' });
    expect(english.status).toBe(404);
    expect(english.text).toContain('<html lang="en">');
  });

  it('on the public host, French pages without Info or RSVP, and their 404 in French', async () => {
    const home = await visit('/fr', {}, PUBLIC_HOST);
    expect(home.status).toBe(200);
    expect(home.text).not.toMatch(/href="\/fr\/(info|rsvp)"/);
    const rsvp = await visit('/fr/rsvp', {}, PUBLIC_HOST);
    expect(rsvp.status).toBe(404);
    expect(rsvp.text).toContain(frenchHeading(french.notFound));
    expect(rsvp.text).toContain(frenchNotFound.byInvitation);
  });
});

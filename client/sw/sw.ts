/**
 * The guests' service worker (ADR 056): after one visit online, every guest page of both languages
 * opens with no network, with its styles, scripts, fonts and first-view pictures.
 *
 * - The precache (`self.__WB_MANIFEST`, written by vite-plugin-pwa from the build after the
 *   pre-rendering: client/scripts/service-worker.mjs) holds the build's files with their revisions.
 *   A new build is a new worker: it installs the new files, takes over at once and drops what the
 *   old build kept, so a page never mixes two builds.
 * - A navigation to a guest page (the pages the precache holds, `/weekend?code=…` included) goes to
 *   the network first, so the latest announcement in the served HTML shows; offline, the copy last
 *   seen online answers, else the build's copy.
 * - Nothing else is handled: the hosts' area, the API, POST /rsvp, the calendar feeds and the mail
 *   view links always go to the network, as without a worker.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: readonly (string | { url: string; revision: string | null })[];
};

/** The guest pages as last seen online (HTML of this build only: emptied when a new one arrives). */
const PAGES_CACHE = 'riviera-pages';
/** A picture of the build: a photo's name, its width and its format ('/imgs/events/lunch-800.avif'). */
const PICTURE = /-\d+\.(avif|webp|jpg)$/;
/** The French pages' prefix (LANGUAGE_PREFIXES.fr). */
const FRENCH = '/fr';

const manifest = self.__WB_MANIFEST;

/** A path as the build names its pages: lower case, no trailing slash ('/fr/' → '/fr'). */
function pageOf(url: URL): string {
  return url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

const precached = new Set(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)));
/** The pages the precache holds, by address ('/', '/events', '/fr', '/fr/rsvp/travel', …). */
const guestPages = new Set([...precached].filter((url) => url.startsWith('/')));

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** A page's address in the other language, its query kept: '/weekend?code=X' ⇄ '/fr/weekend?code=X'. */
function otherLanguage(url: URL): URL {
  const page = pageOf(url);
  const french = page === FRENCH || page.startsWith(`${FRENCH}/`);
  const other = new URL(url);
  other.pathname = french ? page.slice(FRENCH.length) || '/' : page === '/' ? FRENCH : `${FRENCH}${page}`;
  return other;
}

/**
 * Offline, a page not kept at its own address (ADR 056, 072): the same page kept in the other
 * language, which the server's language rule sent this phone to when it was online (an English
 * pass link opened on a French phone was shown at /fr/weekend?code=…), is where the browser goes;
 * otherwise the build's copy of the page.
 */
async function offlineCopy(url: URL): Promise<Response | undefined> {
  const other = otherLanguage(url);
  if (guestPages.has(pageOf(other))) {
    const kept = await (await caches.open(PAGES_CACHE)).match(other.href);
    if (kept) return Response.redirect(other.href, 302);
  }
  return matchPrecache(pageOf(url));
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && guestPages.has(pageOf(url)),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    // On a weak roaming signal, the kept copy rather than a blank screen.
    networkTimeoutSeconds: 4,
    plugins: [
      {
        // A redirect (the guest's language) or an error page is never kept as the page.
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && !response.redirected ? response : null,
        handlerDidError: async ({ request }) => offlineCopy(new URL(request.url)),
      },
    ],
  }),
);

// The precache asks for a page as a browser navigation does: at /rsvp, the address the page shares
// with the API, only a request accepting HTML is the page (ADR 011). It asks in the page's own
// language, without the language cookie: on a French phone the server's language rule would send
// '/weekend' to '/fr/weekend', and the French page would be kept as the English one, where its
// script finds no page of its own and leaves the pass's code box empty (ADR 072).
addPlugins([
  {
    requestWillFetch: async ({ request }) => {
      const url = new URL(request.url);
      if (!guestPages.has(pageOf(url))) return request;
      const french = pageOf(url) === FRENCH || pageOf(url).startsWith(`${FRENCH}/`);
      return new Request(request, {
        credentials: 'omit',
        headers: { Accept: 'text/html', 'Accept-Language': french ? 'fr' : 'en' },
      });
    },
  },
]);
precacheAndRoute(manifest);

/** The pictures the precache holds ('imgs/events/lunch-800.avif', …), the first view's. */
const keptPictures = [...precached].filter((url) => url.startsWith('imgs/'));

/**
 * A picture goes to the network; offline, a size the precache does not hold (the phone's screen
 * asked for another width) is answered with the size it does hold of the same photo.
 */
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    request.destination === 'image' &&
    url.pathname.startsWith('/imgs/') &&
    PICTURE.test(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const stem = url.pathname.slice(1).replace(PICTURE, '');
      const kept = keptPictures.find((picture) => picture.replace(PICTURE, '') === stem);
      return (kept && (await matchPrecache(kept))) || Response.error();
    }
  },
);

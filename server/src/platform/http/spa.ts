import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  hostName,
  INDEXED_ROBOTS_META,
  PHOTOS_VERSION_PREFIX,
  PUBLIC_EDITION_DIR,
  robotsTxt,
  SITE_URL_PLACEHOLDER,
  UNINDEXED_ROBOTS_META,
} from '@riviera/contract';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { bannerFormats } from './banner-formats';
import { notFoundHandler } from './error-middleware';
import { AppError } from './errors';
import { applyLanguageDecision, decideLanguage, guestLanguage } from './page-language';

/**
 * A GET whose Accept header includes text/html is a browser navigation. Only /rsvp, the one path the
 * page shares with the API, needs this rule (ADR 011); nginx applies the same one.
 */
export function isBrowserNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/** The path the page shares with the API. */
export const SHARED_PAGE_PATH = '/rsvp';

/** A last path segment with an extension names a file (a photo, a calendar file), never a page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * Whether a request asks for the SPA's page: any GET or HEAD of a path that is not the API and not
 * a file, whatever its Accept header (uptime monitors, link-preview crawlers and curl send
 * `Accept: *\/*`), and at /rsvp only a browser navigation (ADR 011).
 */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const page = pagePath(req.path);
  if (page === SHARED_PAGE_PATH) return isBrowserNavigation(req);
  if (page === '/api' || page.startsWith('/api/')) return false;
  return !FILE_PATH.test(page) || isBrowserNavigation(req);
}

/** A path as pages are named: lower case, without trailing slashes. */
function pagePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** The placeholder in client/index.html that the server (and nginx's sub_filter) fills in. */
export const PUBLIC_HOSTS_META = '<meta name="public-hosts" content="">';

/** What the served pages say about the site, from SITE_URL, PUBLIC_HOSTS and SEARCH_INDEXING. */
export interface PageSettings {
  publicHosts: readonly string[];
  siteUrl: string;
  searchIndexing: boolean;
  /**
   * Fills the hosts' notice into a page of the RSVP host's edition (announcements, ADR 055): its
   * marker becomes the latest notice for everyone, or nothing. None: the markers are removed.
   */
  withAnnouncement?: (html: string) => Promise<string>;
  /**
   * The HTTP status of a page of the RSVP host's edition that exists (`page` as `/fr/weekend`): a
   * pass address whose code opens nothing is 404 (ADR 060). None: 200.
   */
  pageStatus?: (req: Request, page: string) => Promise<number>;
  /**
   * The pages the hosts last published (ADR 079), looked in before the built client's; undefined
   * while there are none.
   */
  pagesDir?: () => string | undefined;
}

/** A page without its notice markers: what it shows when no notice can be read. */
function withoutAnnouncement(html: string): Promise<string> {
  return Promise.resolve(html.replace(/<!--# include virtual="\/_announcement\/[a-z]+" -->/g, ''));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** index.html with the public-host list written into its meta tag, so the SPA knows before it renders. */
export function withPublicHosts(html: string, publicHosts: readonly string[]): string {
  return html.replace(
    PUBLIC_HOSTS_META,
    `<meta name="public-hosts" content="${escapeHtml(publicHosts.join(','))}">`,
  );
}

/** A pre-rendered page as served: host list, the site's address and the robots rule filled in. */
export function fillPage(html: string, settings: PageSettings): string {
  const filled = withPublicHosts(html, settings.publicHosts).replaceAll(
    SITE_URL_PLACEHOLDER,
    escapeHtml(settings.siteUrl),
  );
  return settings.searchIndexing ? filled.replace(UNINDEXED_ROBOTS_META, INDEXED_ROBOTS_META) : filled;
}

/** Whether the request names a public host (PUBLIC_HOSTS holds names already compared by hostName). */
export function isPublicHostRequest(req: Request, publicHosts: readonly string[]): boolean {
  return publicHosts.length > 0 && publicHosts.includes(hostName(req.hostname ?? ''));
}

/** A page's path as the build writes it: lower case, no trailing slash, only path characters. */
const PAGE_PATH = /^(\/[a-z0-9-]+)*$/;

/**
 * On a public host /rsvp does not exist, as a page or as the API, as behind nginx; the guests'
 * GraphQL operations follow the same rule (graphql/errors.ts).
 */
export function hiddenOnPublicHost(publicHosts: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (isPublicHostRequest(req, publicHosts)) notFoundHandler(req, res, next);
    else next();
  };
}

/**
 * A path as the build names its pages ('/Events/' → '/events', '/' stays '/'), or undefined when it
 * cannot be a page (other characters, the public edition's own folder).
 */
function pageAddress(pathname: string): string | undefined {
  const page = pathname.toLowerCase().replace(/\/+$/, '');
  if (!PAGE_PATH.test(page) || page.startsWith(`/${PUBLIC_EDITION_DIR}`)) return undefined;
  return page || '/';
}

/** The folder of the host's edition: client/dist, or its public edition on a public host. */
const editionFolder = (clientDir: string, publicHost: boolean) =>
  publicHost ? path.join(clientDir, PUBLIC_EDITION_DIR) : clientDir;

/**
 * The pre-rendered file for a page, in the edition of the host: `events/index.html`,
 * `fr/events/index.html` or, on a public host, `_public/events/index.html`. A path the build did not
 * write (or /info and /rsvp on a public host, which its edition does not have) gets the not-found
 * page in the guest's language: `404.html`, or `fr/404.html` under /fr or for a French guest.
 */
function pageFile(
  editions: readonly string[],
  page: string | undefined,
  req: Request,
): { file: string; found: boolean } {
  for (const edition of editions) {
    const file = page === undefined ? undefined : path.join(edition, page, 'index.html');
    if (file && existsSync(file)) return { file, found: true };
  }
  const notFound = guestLanguage(req) === 'fr' ? path.join('fr', '404.html') : '404.html';
  const file = editions
    .map((edition) => path.join(edition, notFound))
    .find((candidate) => existsSync(candidate));
  return { file: file ?? path.join(editions.at(-1) ?? '', notFound), found: false };
}

/** Compresses a page for the client: brotli, else gzip, else as it is. */
function sendCompressed(req: Request, res: Response, body: string): void {
  res.vary('Accept-Encoding');
  // Brotli whenever the browser takes it, whatever order it lists its encodings in.
  if (req.acceptsEncodings('br') === 'br') {
    res.set('Content-Encoding', 'br');
    res.send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(body, { level: 6 }));
  } else {
    res.send(body);
  }
}

/**
 * Pages are revalidated at every visit, so a new release is seen at once; a guest's own page (the
 * pass, or any page whose address carries an invitation code) is kept by their browser alone, never
 * by a shared cache (ADR 069). nginx's page.conf says the same.
 */
function pageCacheControl(req: Request): string {
  const own = req.query.code !== undefined || /^\/+(?:fr\/+)?weekend(?:\/|$)/i.test(req.path);
  return own ? 'private, no-cache' : 'no-cache';
}

/**
 * Serves the pre-rendered page for browser navigations, so a reload on /rsvp shows the page, not
 * JSON. On a public host the public edition is served, and /info and /rsvp answer 404 with its
 * not-found page; any path the site does not have answers 404 with the not-found page.
 */
export function spaNavigation(clientDir: string, settings: PageSettings): RequestHandler {
  return (req, res, next) => {
    if (!isPageRequest(req)) {
      next();
      return;
    }
    if (!existsSync(path.join(clientDir, '404.html'))) {
      next(
        new AppError('unavailable', 'The site has not been built yet. Run "make build" (or "make start").'),
      );
      return;
    }
    const publicHost = isPublicHostRequest(req, settings.publicHosts);
    // The published pages first (ADR 079), then the build's.
    const published = settings.pagesDir?.();
    const editions = [...(published ? [published] : []), clientDir].map((dir) =>
      editionFolder(dir, publicHost),
    );
    const page = pageAddress(req.path);
    const hasPage = (address: string) =>
      editions.some((edition) => existsSync(path.join(edition, address, 'index.html')));
    if (applyLanguageDecision(req, res, decideLanguage(req, page, hasPage))) return;
    const { file, found } = pageFile(editions, page, req);
    Promise.all([
      readFile(file, 'utf8').then((html) => (settings.withAnnouncement ?? withoutAnnouncement)(html)),
      found && page && !publicHost && settings.pageStatus ? settings.pageStatus(req, page) : undefined,
    ]).then(
      ([html, status]) => {
        res.status(found ? (status ?? 200) : 404);
        res.set('Cache-Control', pageCacheControl(req));
        res.type('html');
        sendCompressed(req, res, fillPage(html, settings));
      },
      (error: unknown) => next(error),
    );
  };
}

/** robots.txt for SEARCH_INDEXING: crawlers kept out unless the couple turns indexing on. */
export function robotsRoute(searchIndexing: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/robots.txt' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(searchIndexing));
  };
}

/**
 * The files that say which build a guest's phone keeps (ADR 056): the service worker, its
 * registration and the web app manifests. Revalidated at every use, so a new build is picked up at
 * the next visit.
 */
const ALWAYS_REVALIDATED = new Set([
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
  path.join('fr', 'manifest.webmanifest'),
]);

/** An events page's calendar file, `/calendar/welcome-dinner.ics` or its French twin (ADR 087). */
const EVENT_CALENDAR_FILE = /^\/(?:fr\/)?calendar\/[a-z0-9-]+\.ics$/;

/**
 * The built client: hashed assets and versioned photos cached for a year, the service worker and
 * the web app manifests revalidated at every use, everything else revalidated within the hour; the
 * brotli or gzip copy the build wrote is sent when the browser accepts it, and a banner in the
 * format the browser takes (ADR 089). Pages are never served from here: only spaNavigation, which
 * fills them in, serves HTML.
 */
export function staticClient(clientDir: string, pagesDir?: () => string | undefined): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    const html = req.path.endsWith('.html') || req.path.endsWith('/');
    if (html || req.path.startsWith(`/${PUBLIC_EDITION_DIR}/`)) next('router');
    else next();
  });
  // The calendar files as last published (ADR 087), before the build's.
  router.get(EVENT_CALENDAR_FILE, (req, res, next) => {
    const published = pagesDir?.();
    const file = published && path.join(published, req.path);
    if (!file || !existsSync(file)) {
      next();
      return;
    }
    readFile(file, 'utf8').then(
      (text) => {
        res.set('Cache-Control', 'public, max-age=3600');
        res.type('text/calendar; charset=utf-8');
        sendCompressed(req, res, text);
      },
      () => next(),
    );
  });
  router.use(bannerFormats(clientDir));
  // A photo under the build's photos version (ADR 057) is the photo, `/imgs/v-<version>/…` is
  // `/imgs/…`, from the photos' folder only.
  router.use(
    PHOTOS_VERSION_PREFIX,
    express.static(path.join(clientDir, 'imgs'), {
      index: false,
      redirect: false,
      immutable: true,
      maxAge: 31_536_000_000,
    }),
  );
  router.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders(res, filePath) {
          const relative = path.relative(clientDir, filePath);
          if (relative.startsWith(`assets${path.sep}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (ALWAYS_REVALIDATED.has(relative.replace(/\.(br|gz)$/, ''))) {
            res.setHeader('Cache-Control', 'no-cache');
          } else {
            res.setHeader('Cache-Control', 'public, max-age=3600');
          }
        },
      },
    }),
  );
  return router;
}

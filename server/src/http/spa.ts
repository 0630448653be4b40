import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { notFoundHandler } from './error-middleware';
import { AppError } from './errors';

/**
 * A GET whose Accept header includes text/html is a browser navigation. Only /rsvp, the one path the
 * page shares with the API, needs this rule (DESIGN.md 3.1); nginx applies the same one.
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

/** Pages that do not exist on a public host (DESIGN.md section 2). */
const PRIVATE_PAGES = new Set(['/info', '/rsvp']);

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

export function isPublicHostRequest(req: Request, publicHosts: readonly string[]): boolean {
  return publicHosts.length > 0 && publicHosts.includes((req.hostname ?? '').toLowerCase());
}

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
 * Serves index.html for every page request (isPageRequest), so a reload on /rsvp shows the page,
 * not JSON, and a monitor sees the home page. On a public host, /info and /rsvp answer 404 with the
 * same page, which shows its not-found screen.
 */
export function spaNavigation(clientDir: string, publicHosts: readonly string[] = []): RequestHandler {
  const indexFile = path.join(clientDir, 'index.html');
  return (req, res, next) => {
    if (!isPageRequest(req)) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      next(
        new AppError('unavailable', 'The site has not been built yet. Run "make build" (or "make start").'),
      );
      return;
    }
    const hidden = PRIVATE_PAGES.has(pagePath(req.path)) && isPublicHostRequest(req, publicHosts);
    readFile(indexFile, 'utf8').then(
      (html) => {
        res.status(hidden ? 404 : 200);
        res.set('Cache-Control', 'no-cache');
        res.type('html').send(withPublicHosts(html, publicHosts));
      },
      (error: unknown) => next(error),
    );
  };
}

/**
 * The built client: hashed assets cached for a year, everything else revalidated, index.html never
 * cached so a new release is seen at once.
 */
export function staticClient(clientDir: string): Router {
  const router = express.Router();
  // index.html is only ever served by spaNavigation, which writes the public-host list into it.
  router.use((req, _res, next) => {
    if (req.path === '/index.html') next('router');
    else next();
  });
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(clientDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (relative === 'index.html') {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
  return router;
}

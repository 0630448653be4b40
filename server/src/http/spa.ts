import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { AppError } from './errors';

/**
 * A GET whose Accept header includes text/html is a browser navigation; everything else sent to a
 * path the SPA shares with the API (/rsvp) is an API call. nginx applies the same rule.
 */
export function isBrowserNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
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
 * Serves index.html for browser navigations, so a reload on /rsvp shows the page, not JSON. On a
 * public host, /info and /rsvp answer 404 with the same page, which shows its not-found screen.
 */
export function spaNavigation(clientDir: string, publicHosts: readonly string[] = []): RequestHandler {
  const indexFile = path.join(clientDir, 'index.html');
  return (req, res, next) => {
    if (!isBrowserNavigation(req)) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      next(
        new AppError('unavailable', 'The site has not been built yet. Run "make build" (or "make start").'),
      );
      return;
    }
    const page = req.path.toLowerCase().replace(/\/+$/, '');
    const hidden = PRIVATE_PAGES.has(page) && isPublicHostRequest(req, publicHosts);
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

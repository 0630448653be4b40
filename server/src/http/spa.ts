import { existsSync } from 'node:fs';
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

/** Serves index.html for browser navigations, so a reload on /rsvp shows the page, not JSON. */
export function spaNavigation(clientDir: string): RequestHandler {
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
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
}

/**
 * The built client: hashed assets cached for a year, everything else revalidated, index.html never
 * cached so a new release is seen at once.
 */
export function staticClient(clientDir: string): Router {
  const router = express.Router();
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

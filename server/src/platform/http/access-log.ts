import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's id: the proxy's X-Request-Id when it looks like one, else a new UUID. */
    id: string;
    /** The site's logger with this request's id on every line (made when first used). */
    log: Logger;
  }
}

/**
 * Gives each request its id (sent back as X-Request-Id, so an operator can match nginx's line to
 * the server's) and a logger carrying it. The logger is made only when a handler logs something:
 * most requests log nothing but their access line, and a child logger per request was a tenth of
 * the server's time under load.
 */
export function requestIds(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    next();
  };
}

const MAX_LOGGED_PATH = 200;

/**
 * The path as logged: the pattern of the route that answered where one did, so a path that carries
 * a key (a mail view link, /api/mail/view/:link) is logged without it; otherwise the path.
 */
function loggedPath(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  const path = typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : req.path;
  return path.slice(0, MAX_LOGGED_PATH);
}

/**
 * One line per request, for the operator: who (the address as the server sees it, through
 * TRUST_PROXY), what (method and path), how it went (status, milliseconds). Never the query string
 * (a lookup carries a guest's name or invitation code), a key in the path, a body, or a header
 * (tokens, cookies).
 */
export const accessLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    if (req.path === '/healthz' || req.path === '/readyz') {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const line = (status: number) => ({
      reqId: req.id,
      ip: req.ip,
      method: req.method,
      path: loggedPath(req),
      status,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    });
    res.on('finish', () => logger.info(line(res.statusCode), 'request completed'));
    res.on('close', () => {
      if (!res.writableFinished) logger.info(line(res.headersSent ? res.statusCode : 499), 'request aborted');
    });
    next();
  };

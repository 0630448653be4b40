import type { Request, RequestHandler } from 'express';

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
export const accessLog: RequestHandler = (req, res, next) => {
  if (req.path === '/healthz' || req.path === '/readyz') {
    next();
    return;
  }
  const started = process.hrtime.bigint();
  const line = (status: number) => ({
    ip: req.ip,
    method: req.method,
    path: loggedPath(req),
    status,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
  });
  res.on('finish', () => req.log.info(line(res.statusCode), 'request completed'));
  res.on('close', () => {
    if (!res.writableFinished) req.log.info(line(res.headersSent ? res.statusCode : 499), 'request aborted');
  });
  next();
};

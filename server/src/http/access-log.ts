import type { RequestHandler } from 'express';

const MAX_LOGGED_PATH = 200;

/**
 * One line per request, for the operator: who (the address as the server sees it, through
 * TRUST_PROXY), what (method and path), how it went (status, milliseconds). Never the query string
 * (a lookup carries a guest's name or invitation code), a body, or a header (tokens, cookies).
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
    path: req.path.slice(0, MAX_LOGGED_PATH),
    status,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
  });
  res.on('finish', () => req.log.info(line(res.statusCode), 'request completed'));
  res.on('close', () => {
    if (!res.writableFinished) req.log.info(line(res.headersSent ? res.statusCode : 499), 'request aborted');
  });
  next();
};

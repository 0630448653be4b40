import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { AppError } from './errors';
import { requestMessages } from './language';

export interface BodyLimits {
  /** The largest body accepted, in bytes, after decompression. */
  limitBytes: number;
  /** How long a body may take to arrive once its headers have. */
  timeLimitMs: number;
  /** The sentence for a body over the limit, when not the guests' (which names their 64 KB). */
  tooLargeMessage?: string;
}

/** An error of the kind express.json() raised, which the error middleware turns into a sentence. */
const parserError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type });

/** A request that says it carries a body (type-is's rule): chunked, or any declared length. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

/** The decompressor a Content-Encoding needs (none for identity), or a 415 for one it cannot read. */
function decompressorFor(req: Request): Transform | undefined | Error {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') return undefined;
  if (encoding === 'gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return parserError(415, 'encoding.unsupported', 'content encoding unsupported');
}

/** JSON as express.json() reads it (strict: an object or an array; an empty body is `{}`). */
function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw parserError(400, 'entity.parse.failed', 'not a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw parserError(400, 'entity.parse.failed', 'invalid JSON');
  }
}

/**
 * The body is abandoned (too large, too slow, unreadable): the answer closes the connection instead
 * of reading the rest, as express.json() did before it answered (a declared 10 GB waited for ever,
 * a 20 MB upload was read to its end).
 */
function abandon(req: Request, res: Response, decompressor?: Transform): void {
  if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
  if (decompressor) req.unpipe(decompressor);
  req.pause();
}

/**
 * Reads JSON bodies in place of express.json(), with two limits it lacks: a declared length over
 * the limit is refused at once, unread, whatever the route; and a body that has not arrived within
 * `timeLimitMs` (one that trickles in a byte at a time) is refused with 408. Either way the
 * connection closes after the answer.
 */
export function jsonBody({ limitBytes, timeLimitMs, tooLargeMessage }: BodyLimits): RequestHandler {
  // A body over the limit carries this route's sentence for it, if it has its own.
  const sentenced = <E extends Error>(error: E) =>
    tooLargeMessage && (error as { status?: unknown }).status === 413
      ? Object.assign(error, { tooLargeMessage })
      : error;
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      abandon(req, res);
      next(sentenced(parserError(413, 'entity.too.large', 'request entity too large')));
      return;
    }
    if (!hasBody(req) || !req.is('application/json')) {
      next();
      return;
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) {
      next(parserError(415, 'charset.unsupported', 'unsupported charset'));
      return;
    }
    const decompressor = decompressorFor(req);
    if (decompressor instanceof Error) {
      next(decompressor);
      return;
    }
    if (decompressor) req.pipe(decompressor);
    let settled = false;
    const settle = (error: unknown, body?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        abandon(req, res, decompressor);
        next(error);
        return;
      }
      req.body = body;
      next();
    };
    const timer = setTimeout(() => {
      settle(new AppError('request_timeout', requestMessages(req).request.tooSlow));
    }, timeLimitMs);
    getRawBody(
      decompressor ?? req,
      {
        encoding: 'utf-8',
        limit: limitBytes,
        ...(!decompressor && Number.isFinite(declared) ? { length: declared } : {}),
      },
      (error, text) => {
        if (error) {
          // A corrupt gzip body or an aborted upload is the client's to fix: a 4xx, never a 500.
          const status = (error as { status?: unknown }).status;
          settle(typeof status === 'number' ? sentenced(error) : Object.assign(error, { status: 400 }));
          return;
        }
        try {
          settle(undefined, parseJson(text));
        } catch (parseFailure) {
          settle(parseFailure);
        }
      },
    );
  };
}

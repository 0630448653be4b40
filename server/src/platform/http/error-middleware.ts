import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { GuestMessages } from '@riviera/contract';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { AppError, isAppError, sendRefusal } from './errors';
import { requestMessages } from './language';

interface HttpError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** The route's own sentence for a body over its limit (http/json-body.ts). */
  tooLargeMessage?: string;
}

/**
 * Errors raised by the JSON reader (http/json-body.ts, as body-parser raised them) before any route runs, as sentences a client can
 * act on. Any other client error it raises (a corrupt gzip body, an aborted upload) keeps its 4xx
 * status: it is the client's to fix, never a 500.
 */
function fromParserError(error: unknown, messages: GuestMessages): AppError | undefined {
  const parserError = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  switch (parserError.type) {
    case 'entity.parse.failed':
      return new AppError('bad_request', 'The request body is not valid JSON. Send a JSON object.');
    case 'entity.too.large':
      return new AppError('payload_too_large', parserError.tooLargeMessage ?? messages.request.tooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Send the request body as UTF-8 JSON.');
    default:
      break;
  }
  const status = parserError.status ?? parserError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413)
      return fromParserError(
        { type: 'entity.too.large', tooLargeMessage: parserError.tooLargeMessage },
        messages,
      );
    if (status === 415) return fromParserError({ type: 'encoding.unsupported' }, messages);
    return new AppError(
      'bad_request',
      'The request body could not be read. Send it again as JSON, uncompressed or with valid gzip.',
    );
  }
  return undefined;
}

/**
 * An address whose path has a broken %-escape (`/%`, `/calendar/%ZZ.ics`) cannot name anything: it
 * is refused here with a sentence, before a route or the static files read it (the static files
 * would answer a bare "URI malformed", a route's parameter a 400 about the body).
 */
export const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    next(
      new AppError(
        'bad_request',
        'This address has a broken %-escape. Check the link, or type the address again.',
      ),
    );
    return;
  }
  next();
};

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'There is nothing at this address.'));
};

/**
 * The one place errors become responses: `{ error, code }`, never a stack trace or SQL; what a guest
 * may meet is said in the language their page asked in (ADR 019).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const messages = requestMessages(req);
  let known = isAppError(error) ? error : fromParserError(error, messages);
  if (!known && isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    known = new AppError('unavailable', messages.request.busy, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
  if (!known) req.log.error({ err: error }, 'unhandled error');
  const appError = known ?? new AppError('internal', messages.request.internal);
  sendRefusal(res, { code: appError.code, message: appError.message, ...appError.details });
};

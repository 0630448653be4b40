import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, isAppError } from './errors';

interface HttpParserError {
  type?: string;
  status?: number;
}

/** Errors raised by express.json() before any route runs, as sentences a client can act on. */
function fromParserError(error: unknown): AppError | undefined {
  const parserError = error as HttpParserError | undefined;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new AppError('bad_request', 'The request body is not valid JSON. Send a JSON object.');
    case 'entity.too.large':
      return new AppError('payload_too_large', 'The request body is too large. Send at most 64 KB.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Send the request body as UTF-8 JSON.');
    default:
      return undefined;
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'There is nothing at this address.'));
};

/** The one place errors become responses: `{ error, code }`, never a stack trace or SQL. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const known = isAppError(error) ? error : fromParserError(error);
  if (!known) req.log.error({ err: error }, 'unhandled error');
  const appError =
    known ?? new AppError('internal', 'Something went wrong on our side. Please try again in a moment.');
  if (appError.details?.retryAfterSeconds) {
    res.setHeader('Retry-After', String(appError.details.retryAfterSeconds));
  }
  res.status(appError.status).json({
    error: appError.message,
    code: appError.code,
    ...(appError.details?.errors ? { errors: appError.details.errors } : {}),
  });
};

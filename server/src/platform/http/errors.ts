import type { Response } from 'express';
import type { Refusal } from '../result';

/**
 * Every status the server answers a refusal with: the services' codes (result.ts) and the ones only
 * HTTP itself meets. Anything else is a bug and becomes `internal`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<Refusal['code'], number> & Record<string, number>;
export type ErrorCode = keyof typeof ERROR_STATUS;

type HttpRefusal = Omit<Refusal, 'code' | 'errors'> & { code: ErrorCode; errors?: string[] };

/**
 * A refusal met by the HTTP layer itself (a body the parser cannot read, a path with nothing
 * there), carried to the error middleware by Express's next(). Services never throw it: they
 * return their refusals (result.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { errors?: string[]; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The one place a refusal becomes an HTTP answer: its status, Retry-After, `{ error, code, errors }`. */
export function sendRefusal(res: Response, refusal: HttpRefusal): void {
  if (refusal.retryAfterSeconds) res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  res
    .status(ERROR_STATUS[refusal.code])
    .set('Cache-Control', 'no-store')
    .json({
      error: refusal.message,
      code: refusal.code,
      ...(refusal.errors && refusal.errors.length > 0 ? { errors: refusal.errors } : {}),
    });
}

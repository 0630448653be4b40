import { MESSAGES as GUEST_MESSAGES } from '@riviera/contract';

/**
 * Whether an error means "the database cannot be reached right now" rather than a bug: a refused or
 * dropped connection, a server shutting down or starting, no free connection in time. Such requests
 * are answered 503 with Retry-After, so guests, their browsers and nginx know to try again.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE class 08 (connection exception), 57P01-03 (shutdown, crash, starting up), 53300 (too
// many connections).
const SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection closed/,
  /^the database system is (starting up|shutting down)/,
];

/** How long a client should wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The English sentence; the REST answers use the request's language (http/error-middleware.ts). */
export const BUSY_MESSAGE = GUEST_MESSAGES.request.busy;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * How a service answers. An expected refusal (invalid input, an unknown guest, a throttle) is a
 * value with a code from a closed set, a sentence for the person, and the field errors; a thrown
 * error is always a bug. REST maps the code to a status (http/errors.ts, sendRefusal), GraphQL to
 * `{ success: false, message }` (graphql/refusal.ts), each in one place.
 */
export type RefusalCode =
  | 'bad_request'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'unavailable';

/** One row of a guest-list file that cannot be imported. */
export interface RowProblem {
  /** 1-based number of the guest row in the file (the header is not counted). */
  row: number;
  errors: string[];
}

export interface Refusal {
  code: RefusalCode;
  message: string;
  /** Every field error, in the order of the form; empty when the message says it all. */
  errors: string[];
  /** When trying again makes sense, in seconds. */
  retryAfterSeconds?: number;
  /** The rows at fault, for an import. */
  rows?: RowProblem[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
export type Refused = { ok: false; refusal: Refusal };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function refuse(
  code: RefusalCode,
  message: string,
  details: Partial<Omit<Refusal, 'code' | 'message'>> = {},
): Refused {
  return { ok: false, refusal: { errors: [], ...details, code, message } };
}

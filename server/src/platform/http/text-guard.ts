import { MESSAGES, type GuestMessages } from '@riviera/contract';
import type { RequestHandler } from 'express';
import { AppError } from './errors';
import { requestMessages } from './language';

/**
 * Text PostgreSQL cannot store: the NUL character (text and jsonb refuse it) and a UTF-16 surrogate
 * without its pair (jsonb refuses its escape; text would silently turn it into U+FFFD). Every entry
 * point (REST bodies and query strings, GraphQL variables and literals) asks this one module, so such
 * text is refused at the edge with a sentence instead of failing inside the database.
 */
// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The sentence for a field that holds such text; `field` is its name as the client sent it. */
export function unstorableTextMessage(field: string, messages: GuestMessages = MESSAGES): string {
  // The name itself may be the culprit (a JSON key): show it without the character.
  const name = field.replace(UNSTORABLE_ALL, '\uFFFD');
  return messages.request.unstorableText.replace('{field}', name);
}

/** How deep a walk goes: deeper values are left to the parsers' own limits and schemas. */
const MAX_WALK_DEPTH = 32;

/**
 * The path (as "a.b[2].c") of the first string in `value`, key or value, that cannot be stored;
 * undefined when every string is fine.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || 'body';
  if (depth >= MAX_WALK_DEPTH || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return keyPath;
    const found = findUnstorableText(item, keyPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a request whose query string or JSON body carries text that cannot be stored, with 400
 * and a sentence naming the field. GraphQL applies the same check to its variables and literals.
 */
export function refuseUnstorableText(skipPath: string): RequestHandler {
  return (req, _res, next) => {
    if (req.path === skipPath) {
      next();
      return;
    }
    const field = findUnstorableText(req.query) ?? findUnstorableText(req.body as unknown);
    next(field ? new AppError('bad_request', unstorableTextMessage(field, requestMessages(req))) : undefined);
  };
}

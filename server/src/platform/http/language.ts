import type { IncomingHttpHeaders } from 'node:http';
import {
  DEFAULT_LANGUAGE,
  guestMessages,
  preferredLanguage,
  type GuestMessages,
  type Language,
} from '@riviera/contract';

/**
 * The language to answer a request in: the guest pages send their edition's language in
 * Accept-Language (ADR 019), so a French page gets French sentences; anything else gets what its
 * browser prefers among English and French, English by default.
 */
export function requestLanguage(req: { headers: IncomingHttpHeaders }): Language {
  return preferredLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The guest messages in the request's language. */
export function requestMessages(req: { headers: IncomingHttpHeaders }): GuestMessages {
  return guestMessages(requestLanguage(req));
}

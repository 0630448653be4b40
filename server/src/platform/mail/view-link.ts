import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GuestMailKind } from './mail-config';

/** What a view link shows: a message of the outbox, or the preview of a message for a guest. */
export type ViewTarget = { message: string } | { preview: GuestMailKind; guest: string };

const LIFETIME_MS = 10 * 60 * 1000;

export interface ViewLinks {
  /** A link for the admin area's frame, good for ten minutes, to one message only. */
  create(target: ViewTarget, now?: Date): string;
  read(token: string, now?: Date): ViewTarget | undefined;
}

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/**
 * Signed links for the sandboxed frame that shows a message's HTML. A frame cannot send the hosts'
 * token, and a token never goes in a URL; the link carries instead a signature over one message and
 * an expiry, so it shows that message and nothing else, briefly.
 */
export function createViewLinks(secret: string | undefined): ViewLinks {
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (body: string) => createHmac('sha256', `mail-view:${key}`).update(body).digest('base64url');
  return {
    create(target, now = new Date()) {
      const body = encode(JSON.stringify({ ...target, exp: now.getTime() + LIFETIME_MS }));
      return `${body}.${sign(body)}`;
    },
    read(token, now = new Date()) {
      const [body, signature] = token.split('.');
      if (!body || !signature) return undefined;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null) return undefined;
      const { exp, ...target } = parsed as { exp?: unknown } & Record<string, unknown>;
      if (typeof exp !== 'number' || exp < now.getTime()) return undefined;
      if (typeof target.message === 'string') return { message: target.message };
      if (typeof target.guest === 'string' && typeof target.preview === 'string') {
        return { preview: target.preview as GuestMailKind, guest: target.guest };
      }
      return undefined;
    },
  };
}

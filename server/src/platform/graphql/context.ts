import type { Language } from '@riviera/contract';
import type { Request } from 'express';
import type { AdminAuth } from '../auth/auth.service';
import type { TokenProblem } from '../auth/token';
import type { Db } from '../db/database';
import type { MailConfig } from '../mail/mail-config';
import type { ViewLinks } from '../mail/view-link';
import type { SitePages } from '../http/site-pages';
import type { CodeUse, RsvpThrottles } from '../security/guest-throttles';

/** What every resolver reads: the database, the auth service, and who is calling. */
export type GraphqlContext = {
  db: Db;
  auth: AdminAuth;
  /** The caller's throttle key (its address, an IPv6 /64 network). */
  clientKey: string;
  /** The wider network it is counted in too (an IPv6 /48, an IPv4 /24), when its address is one. */
  networkKey: string | undefined;
  /** The language the guests' operations answer in (Accept-Language; ADR 019). */
  language: Language;
  /** The token of an `Authorization: Bearer` header, if any. */
  bearer: string | undefined;
  /**
   * Why an admin token is refused, or undefined when it is valid: asked once per token and
   * request, however many admin fields the request holds (a logged-out token is looked up in the
   * database).
   */
  tokenProblem(token: string): Promise<TokenProblem | undefined>;
  /** The id of the browser's valid admin device cookie, if any. */
  deviceId: string | undefined;
  /** Gives the browser a device cookie (after a successful login). */
  rememberDevice(value: string): void;
  throttles: RsvpThrottles;
  /** One use of an invitation code by this caller, in its language (rsvp-throttles.ts, ADR 069). */
  codeUse: CodeUse;
  rsvpDeadline: Date | undefined;
  /** What mail needs: the site's address, the deadline, the hosts; and the HTML view links. */
  mail: MailConfig;
  viewLinks: ViewLinks;
  /** The guest pages as published: a publish renders them again (ADR 079). */
  sitePages: SitePages;
  /** The request came to a public host (PUBLIC_HOSTS), where guests cannot RSVP. */
  publicHost: boolean;
  /** Where the album's photos live (ALBUM_DIR, ADR 082): the Album tab shows its disk's free space. */
  albumDir: string;
};

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

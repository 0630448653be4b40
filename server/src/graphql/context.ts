import type { Request } from 'express';
import type { AdminAuth } from '../auth/auth.service';
import type { Db } from '../db/database';
import type { Throttle } from '../security/rate-limit';

/** What every resolver reads: the database, the auth service, and who is calling. */
export type GraphqlContext = {
  db: Db;
  auth: AdminAuth;
  /** The caller's address, the key of every throttle. */
  clientKey: string;
  /** The token of an `Authorization: Bearer` header, if any. */
  bearer: string | undefined;
  throttles: PublicThrottles;
  rsvpDeadline: Date | undefined;
};

/** Throttles of the fields anyone may call: guessing invitation codes and flooding submissions. */
export interface PublicThrottles {
  lookup: Throttle;
  submit: Throttle;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

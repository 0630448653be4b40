import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** How a token is named in the list: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Ends a token until `expiresAt`; the ones whose time has come go at the same moment. */
export async function revokeToken(db: DbOrTx, token: string, expiresAt: Date): Promise<void> {
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: tokenHash(token), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}

export async function isRevoked(db: DbOrTx, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return row !== undefined;
}

import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { CaughtMail, Outbox } from '../db/database.types';

export type OutboxRow = Selectable<Outbox>;
export type CaughtMailRow = Selectable<CaughtMail>;

/** A file sent with a message; `cid` makes it an inline image the HTML can show. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  cid?: string;
}

export interface NewMessage {
  kind: string;
  guestId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
}

function rowOf(message: NewMessage): Insertable<Outbox> {
  return {
    kind: message.kind,
    guest_id: message.guestId,
    to_address: message.to,
    subject: message.subject,
    html: message.html,
    text_body: message.text,
    attachments: JSON.stringify(message.attachments),
  };
}

/** Puts messages in the outbox; called inside the transaction of what caused them. */
export async function enqueueMessages(db: DbOrTx, messages: readonly NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insertInto('outbox').values(messages.map(rowOf)).execute();
}

/**
 * Takes up to `limit` messages that are due, for `leaseSeconds`: pending ones, and ones whose
 * sender stopped (its lease ran out). SKIP LOCKED lets several workers share the outbox without
 * taking the same message.
 */
export async function claimDueMessages(db: DbOrTx, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set({
      status: 'sending',
      attempts: sql`attempts + 1`,
      locked_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sql`now()`, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: again at `retryAt`, or for good (`retryAt` null), keeping why. */
export async function markFailed(db: DbOrTx, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? sql<Date>`now()`,
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}

/** Flags a guest whose mail failed for good, or clears the flag once a message reaches them. */
export async function setGuestMailProblem(db: DbOrTx, guestId: string, error: string | null): Promise<void> {
  await db
    .updateTable('guests')
    .set({ mail_failed_at: error ? sql<Date>`now()` : null, mail_error: error?.slice(0, 500) ?? null })
    .where('id', '=', guestId)
    .execute();
}

/** The newest messages of the outbox, for the hosts. */
export async function listOutbox(db: DbOrTx, limit = 500): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export async function findOutboxMessage(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCaughtMail(
  db: DbOrTx,
  mail: { from: string; to: string[]; raw: string },
): Promise<void> {
  await db.insertInto('caught_mail').values({ envelope_from: mail.from, envelope_to: mail.to, raw: mail.raw }).execute();
}

export async function listCaughtMail(db: DbOrTx, limit = 200): Promise<CaughtMailRow[]> {
  return db.selectFrom('caught_mail').selectAll().orderBy('received_at', 'desc').limit(limit).execute();
}

export async function findCaughtMail(db: DbOrTx, id: string): Promise<CaughtMailRow | undefined> {
  return db.selectFrom('caught_mail').selectAll().where('id', '=', id).executeTakeFirst();
}

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

export const OUTBOX_KINDS = [
  'confirmation',
  'host_notice',
  'host_digest',
  'save_the_date',
  'invitation',
  'reminder',
  'shuttle_cancelled',
  'stay_reminder',
  'travel_confirmation',
  'announcement',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A message with its body, as the transport sends it. */
export type ReadyMessage = Omit<OutboxRow, 'html' | 'text_body' | 'attachments'> & {
  html: string;
  text_body: string;
  attachments: StoredAttachment[];
};

/**
 * The row as it can be sent, or undefined while its body is still to be written (an answer's
 * message, composed by the worker when it takes it up).
 */
export function readyMessage(row: OutboxRow, composed?: NewMessage): ReadyMessage | undefined {
  if (composed) {
    const { subject, html, text, attachments, replyTo } = composed;
    return { ...row, subject, html, text_body: text, attachments, reply_to: replyTo ?? null };
  }
  if (row.html === null || row.text_body === null) return undefined;
  // Written by rowOf below, from StoredAttachment[].
  return {
    ...row,
    html: row.html,
    text_body: row.text_body,
    attachments: row.attachments as unknown as StoredAttachment[],
  };
}

export interface NewMessage {
  kind: OutboxKind;
  guestId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
  /** Where a reply goes when not to the couple: the guest, on the hosts' notice of their answer. */
  replyTo?: string;
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
    reply_to: message.replyTo ?? null,
  };
}

/** Puts messages in the outbox; called inside the transaction of what caused them. */
export async function enqueueMessages(db: DbOrTx, messages: readonly NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insertInto('outbox').values(messages.map(rowOf)).execute();
}

/**
 * Takes up to `limit` messages that are due, for `leaseSeconds`: pending ones, and ones whose
 * sender stopped (its lease ran out). Fair between guests: each guest's first due message comes
 * before anyone's second, so one guest's flood (hundreds of answers by name, each with the hosts'
 * notices) never holds up everyone else's mail. SKIP LOCKED lets several workers share the outbox
 * without taking the same message.
 */
export async function claimDueMessages(
  db: DbOrTx,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('outbox')
    .select([
      'id',
      'next_attempt_at',
      sql<number>`row_number() OVER (PARTITION BY guest_id ORDER BY next_attempt_at, created_at)`.as('turn'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', sql<Date>`now()`)]),
      ]),
    );
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
        .innerJoin(due.as('due'), 'due.id', 'outbox.id')
        .select('outbox.id')
        .orderBy('due.turn')
        .orderBy('due.next_attempt_at')
        .limit(limit)
        .forUpdate('outbox')
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Gives back messages a stopping worker took but did not try: due at once, their try not counted. */
export async function releaseMessages(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: sql`attempts - 1`, locked_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .execute();
}

/** Keeps the message as the worker wrote it when it took it up, so the hosts can read what went. */
export async function storeComposed(db: DbOrTx, id: string, message: NewMessage): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      subject: message.subject,
      html: message.html,
      text_body: message.text,
      attachments: JSON.stringify(message.attachments),
      reply_to: message.replyTo ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Records the mail server's acceptance; only the worker holding the message may. */
export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sql`now()`, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
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
    .where('status', '=', 'sending')
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

/** The newest messages of the outbox, for the hosts, without their bodies. */
export async function listOutbox(db: DbOrTx, limit = 500) {
  return db
    .selectFrom('outbox')
    .leftJoin('guests', 'guests.id', 'outbox.guest_id')
    .select([
      'outbox.id',
      'outbox.kind',
      'outbox.to_address',
      'outbox.subject',
      'outbox.status',
      'outbox.attempts',
      'outbox.last_error',
      'outbox.created_at',
      'outbox.sent_at',
      'outbox.next_attempt_at',
      'guests.name as guest_name',
    ])
    .orderBy('outbox.created_at', 'desc')
    .orderBy('outbox.id')
    .limit(limit)
    .execute();
}

export async function findOutboxMessage(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface CaughtMessage {
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
}

export async function insertCaughtMail(db: DbOrTx, mail: CaughtMessage): Promise<void> {
  await db
    .insertInto('caught_mail')
    .values({
      message_id: mail.messageId,
      envelope_from: mail.from,
      envelope_to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text_body: mail.text,
      raw: mail.raw,
    })
    .execute();
}

/** The copy the mail catcher received of an outbox message (its Message-ID is <id@domain>). */
export async function findCaughtCopy(db: DbOrTx, outboxId: string): Promise<CaughtMailRow | undefined> {
  return db
    .selectFrom('caught_mail')
    .selectAll()
    .where('message_id', 'like', `<${outboxId}@%`)
    .orderBy('received_at', 'desc')
    .executeTakeFirst();
}

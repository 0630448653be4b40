import type { Language } from '@riviera/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** A confirmation by name waits this long after the last one by name to the same guest. */
const BY_NAME_CONFIRMATION_GAP_MS = 60 * 60 * 1000;

/** An answer's message as the answer's transaction writes it: its body is composed when it is sent. */
export interface AnswerMail {
  guestId: string;
  submissionId: string;
  to: string;
  /** Told now so the hosts' Mail tab can list it; written again with the body. */
  subject: string;
  language: Language;
  /** Reply-To when not the couple (the guest, on the hosts' notice). */
  replyTo?: string | undefined;
}

const answerRow = (mail: AnswerMail) => ({
  guest_id: mail.guestId,
  submission_id: mail.submissionId,
  to_address: mail.to,
  subject: mail.subject,
  language: mail.language,
  reply_to: mail.replyTo ?? null,
});

/** The hosts' notices of an answer, one row per host address. */
export async function queueHostNotices(db: DbOrTx, notices: readonly AnswerMail[]): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto('outbox')
    .values(notices.map((notice) => ({ ...answerRow(notice), kind: 'host_notice' })))
    .execute();
}

/**
 * The guest's confirmation of an answer (ADR 007), called in the answer's transaction, which holds
 * the guest's row lock, so one guest's answers come here one at a time.
 * - By invitation code (the guest themselves): it goes at once. A confirmation of theirs still
 *   waiting would show this same latest answer, so it is replaced.
 * - By name alone (anyone who knows the name): a confirmation still waiting is told of this answer
 *   instead, and shows it when it goes; otherwise a new one goes at once if none went by name in the
 *   last hour, or an hour after the last one. However many answers, at most one an hour.
 */
export async function queueConfirmation(
  db: DbOrTx,
  mail: AnswerMail,
  { byName, now }: { byName: boolean; now: Date },
): Promise<void> {
  // Each statement names the waiting row by its status, so a row the worker takes up meanwhile
  // (locked, then 'sending') is left to it rather than changed under it.
  if (!byName) {
    await db
      .deleteFrom('outbox')
      .where('guest_id', '=', mail.guestId)
      .where('kind', '=', 'confirmation')
      .where('status', '=', 'pending')
      .execute();
    await db
      .insertInto('outbox')
      .values({ ...answerRow(mail), kind: 'confirmation', next_attempt_at: now })
      .execute();
    return;
  }
  const told = await db
    .updateTable('outbox')
    .set({ ...answerRow(mail), by_name: true, html: null, text_body: null, attachments: '[]' })
    .where('guest_id', '=', mail.guestId)
    .where('kind', '=', 'confirmation')
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  if (told.length > 0) return;
  const last = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max(sql<Date>`coalesce(sent_at, next_attempt_at)`).as('at'))
    .where('guest_id', '=', mail.guestId)
    .where('kind', '=', 'confirmation')
    .where('by_name', '=', true)
    .executeTakeFirst();
  const lastAt = last?.at ? new Date(last.at).getTime() : Number.NEGATIVE_INFINITY;
  const at = new Date(Math.max(now.getTime(), lastAt + BY_NAME_CONFIRMATION_GAP_MS));
  await db
    .insertInto('outbox')
    .values({ ...answerRow(mail), kind: 'confirmation', by_name: true, next_attempt_at: at })
    .execute();
}

/** What composing an answer's message reads: the guest as they are now, and the answer it tells of. */
export async function findAnswerForMail(db: DbOrTx, submissionId: string) {
  return db
    .selectFrom('rsvp_submissions as s')
    .innerJoin('guests', 'guests.id', 's.guest_id')
    .select((eb) => [
      'guests.id',
      'guests.name',
      'guests.email',
      'guests.invitation_code',
      's.payload',
      // More than one answer up to this one: the hosts are told of a change.
      eb
        .selectFrom('rsvp_submissions as earlier')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('earlier.guest_id', '=', 's.guest_id')
        .whereRef('earlier.submitted_at', '<=', 's.submitted_at')
        .as('answers'),
    ])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
}

/** The names of these guests, by id: the members a party's answer speaks for (issue 21). */
export async function findGuestNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('guests').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

import type { Language } from '@riviera/contract';
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '../../../platform/db/database';

/** A confirmation by name waits this long after the last one by name to the same guest. */
const BY_NAME_CONFIRMATION_GAP_MS = 60 * 60 * 1000;

/** An answer's message as the answer's transaction writes it: its body is composed when it is sent. */
export interface AnswerMail {
  guestId: string;
  to: string;
  /** Told now so the hosts' Mail tab can list it; written again with the body. */
  subject: string;
  language: Language;
  /** Reply-To when not the couple (the guest, on the hosts' notice). */
  replyTo?: string | undefined;
}

/** The messages of one answer: the confirmations (the guest's, the party members'), the hosts' notices. */
export interface AnswerMailPlan {
  confirmations: readonly AnswerMail[];
  notices: readonly AnswerMail[];
  /** Given by name alone, not with the invitation code: its confirmations are rationed (ADR 007). */
  byName: boolean;
  now: Date;
}

const recordset = (mails: readonly AnswerMail[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    mails.map((mail) => ({
      guest_id: mail.guestId,
      to_address: mail.to,
      subject: mail.subject,
      language: mail.language,
      reply_to: mail.replyTo ?? null,
    })),
  )}::jsonb) AS m(guest_id uuid, to_address text, subject text, language text, reply_to text)`;

/**
 * An answer's outbox rows as common table expressions of the answer's one write statement
 * (rsvp/answer.repository.ts), which holds the party's lock, so one guest's answers come here one at
 * a time; `submission` is the id of the history row they tell of.
 * - The hosts' notices: one row per host address.
 * - A confirmation by invitation code (the guest themselves) goes at once. A confirmation of theirs
 *   still waiting would show this same latest answer, so it is replaced.
 * - A confirmation by name alone (anyone who knows the name): one still waiting is told of this
 *   answer instead, and shows it when it goes; otherwise a new one goes at once if none went by
 *   name in the last hour, or an hour after the last one. However many answers, at most one an hour.
 * Each statement names the waiting row by its status, so a row the worker takes up meanwhile
 * (locked, then 'sending') is left to it: the update waits for the worker's lock, then finds the
 * row no longer waiting, and a new confirmation is written an hour after the one being sent.
 */
export function answerMailStatements(plan: AnswerMailPlan, submission: RawBuilder<unknown>) {
  const notices = sql`mail_notices AS (
    INSERT INTO outbox (kind, guest_id, submission_id, to_address, subject, language, reply_to)
    SELECT 'host_notice', m.guest_id, ${submission}, m.to_address, m.subject, m.language, m.reply_to
    FROM ${recordset(plan.notices)}
  )`;
  const waiting = sql`o.guest_id = m.guest_id AND o.kind = 'confirmation' AND o.status = 'pending'`;
  if (!plan.byName)
    return [
      notices,
      sql`mail_replaced AS (DELETE FROM outbox o USING ${recordset(plan.confirmations)} WHERE ${waiting})`,
      sql`mail_confirmations AS (
        INSERT INTO outbox (kind, guest_id, submission_id, to_address, subject, language, next_attempt_at)
        SELECT 'confirmation', m.guest_id, ${submission}, m.to_address, m.subject, m.language, ${plan.now}::timestamptz
        FROM ${recordset(plan.confirmations)}
      )`,
    ];
  return [
    notices,
    sql`mail_told AS (
      UPDATE outbox o
      SET to_address = m.to_address, subject = m.subject, language = m.language, reply_to = NULL,
        submission_id = ${submission}, by_name = true, html = NULL, text_body = NULL, attachments = '[]'
      FROM ${recordset(plan.confirmations)}
      WHERE ${waiting}
      RETURNING o.guest_id
    )`,
    sql`mail_confirmations AS (
      INSERT INTO outbox (kind, guest_id, submission_id, to_address, subject, language, by_name, next_attempt_at)
      SELECT 'confirmation', m.guest_id, ${submission}, m.to_address, m.subject, m.language, true,
        greatest(${plan.now}::timestamptz, (
          SELECT max(coalesce(o.sent_at, o.next_attempt_at)) + make_interval(secs => ${BY_NAME_CONFIRMATION_GAP_MS / 1000})
          FROM outbox o
          WHERE o.guest_id = m.guest_id AND o.kind = 'confirmation' AND o.by_name
        ))
      FROM ${recordset(plan.confirmations)}
      WHERE m.guest_id NOT IN (SELECT guest_id FROM mail_told)
    )`,
  ];
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
      's.submitted_at',
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

/** The names of these guests, by id: the members a party's answer speaks for (ADR 040). */
export async function findGuestNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('guests').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * For each of these guests, the answer of theirs a submission wrote (the first history row from
 * `at`, when the submitter's was written: the party's rows follow it in the same statement) and
 * the one before it, in one statement: what the hosts' notice tells changed (ADR 073).
 */
export async function findAnswerHistories(
  db: DbOrTx,
  ids: readonly string[],
  at: Date,
): Promise<Map<string, { current: unknown; previous: unknown }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; current: unknown; previous: unknown }>`
    SELECT g.id, cur.payload AS current, prev.payload AS previous
    FROM unnest(${[...ids]}::uuid[]) AS g(id)
    LEFT JOIN LATERAL (
      SELECT payload FROM rsvp_submissions
      WHERE guest_id = g.id AND submitted_at >= ${at} ORDER BY submitted_at LIMIT 1
    ) cur ON true
    LEFT JOIN LATERAL (
      SELECT payload FROM rsvp_submissions
      WHERE guest_id = g.id AND submitted_at < ${at} ORDER BY submitted_at DESC LIMIT 1
    ) prev ON true
  `.execute(db);
  return new Map(rows.map((row) => [row.id, { current: row.current, previous: row.previous }]));
}

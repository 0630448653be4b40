import type { Language, RsvpPayload } from '@riviera/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { RsvpRow } from '../../platform/db/rows';
import { answerMailStatements, type AnswerMailPlan } from './mail/answer-outbox.repository';
import { rowOf } from './rsvp-row';
import type { StoredSubmission } from './rsvp.repository';

/** One person's part of an answer: their history row, and the answer that becomes current. */
export interface AnsweredPerson {
  guest: { id: string; plus_one_allowed: boolean };
  /** What the history keeps (with the invitation code, the details kept from before). */
  stored: StoredSubmission;
  /** The answer as it becomes current (rsvp-row.ts). */
  answer: RsvpPayload;
}

/** What an answer changes of a guest's own row; only what differs from the row as read. */
export interface GuestChange {
  id: string;
  addressCollected?: true;
  language?: Language;
  /** Given with the invitation code, kept only when the list has none. */
  email?: string;
  /** A mobile number given with the invitation code, in E.164 (ADR 052): replaces the one on file. */
  phone?: string;
}

export interface AnswerWrite {
  /** Who sent it: the guest, or another member of their party answering for them. */
  submitter: { id: string; name: string };
  /** The guest's own first, then each member answered for. */
  people: readonly AnsweredPerson[];
  /** Sent with an invitation code of the party (ADR 070). */
  byCode: boolean;
  guests: readonly GuestChange[];
  mail: AnswerMailPlan;
}

export interface AnswerWritten {
  /** The guest's history row: what the answer's mail tells of. */
  submissionId: string;
  /** Each person's current answer after the write, by guest id. */
  currents: Map<string, RsvpRow>;
}

/** rowOf without the submission's columns, which the statement fills from the history rows it writes. */
function answerColumns(person: AnsweredPerson, byCode: boolean) {
  const row = rowOf(person.guest, person.answer, { id: '', submitted_at: new Date(0) }, byCode);
  const { submission_id: _submission, submitted_at: _at, ...columns } = row;
  return columns;
}

/**
 * An answer's every write in one statement (one round trip, ADR 068), inside the transaction that
 * locked the party: each person's history row (`rsvp_submissions`, never updated) and current
 * answer (`rsvps`, which only replaces an older answer: `WHERE rsvps.submitted_at <=
 * excluded.submitted_at`), the guests' rows (address collected, language, an email given with the
 * code), and the answer's messages in the outbox (answer-outbox.repository.ts). Resolves with the
 * history row of the guest's own answer and everyone's current answer as it now stands.
 */
export async function writeAnswer(trx: DbOrTx, write: AnswerWrite): Promise<AnswerWritten> {
  const [first] = write.people;
  if (!first) throw new Error('An answer speaks for someone.');
  const rows = write.people.map((person) => answerColumns(person, write.byCode));
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'guest_id');
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const history = write.people.map((person, order) => ({
    order,
    guest_id: person.guest.id,
    payload: person.stored,
  }));
  const guests = write.guests.map((change) => ({
    id: change.id,
    address: change.addressCollected ?? false,
    language: change.language ?? null,
    email: change.email ?? null,
    phone: change.phone ?? null,
  }));
  const submission = sql`(SELECT id FROM submitted WHERE guest_id = ${first.guest.id})`;
  const statements = [
    sql`submitted AS (
      INSERT INTO rsvp_submissions (guest_id, payload, submitted_by, submitted_by_name)
      SELECT h.guest_id, h.payload, ${write.submitter.id}, ${write.submitter.name}
      FROM jsonb_to_recordset(${JSON.stringify(history)}::jsonb) AS h("order" int, guest_id uuid, payload jsonb)
      ORDER BY h."order"
      RETURNING id, guest_id, submitted_at
    )`,
    sql`made_current AS (
      INSERT INTO rsvps (guest_id, submission_id, submitted_at, ${list})
      SELECT r.guest_id, s.id, s.submitted_at, ${sql.join(columns.map((column) => sql.ref(`r.${column}`)))}
      FROM jsonb_populate_recordset(NULL::rsvps, ${JSON.stringify(rows)}::jsonb) AS r
      JOIN submitted s ON s.guest_id = r.guest_id
      ON CONFLICT (guest_id) DO UPDATE SET
        submission_id = excluded.submission_id,
        submitted_at = excluded.submitted_at,
        ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`))}
      WHERE rsvps.submitted_at <= excluded.submitted_at
      RETURNING *
    )`,
    sql`guests_changed AS (
      UPDATE guests
      SET address_collected = guests.address_collected OR g.address,
        language = coalesce(g.language, guests.language),
        email = coalesce(guests.email, g.email),
        phone = coalesce(g.phone, guests.phone),
        updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(guests)}::jsonb) AS g(id uuid, address boolean, language text, email text, phone text)
      WHERE guests.id = g.id
    )`,
    ...answerMailStatements(write.mail, submission),
  ];
  // Each person's current answer: the one just made current, or the newer one that stayed (the
  // statement's snapshot reads it as it was before, which is as it stays).
  const { rows: found } = await sql<RsvpRow & { answered_submission: string; answered_guest: string }>`
    WITH ${sql.join(statements)}
    SELECT s.id AS answered_submission, s.guest_id AS answered_guest, current.*
    FROM submitted s
    LEFT JOIN LATERAL (
      SELECT * FROM made_current WHERE made_current.guest_id = s.guest_id
      UNION ALL
      SELECT * FROM rsvps
      WHERE rsvps.guest_id = s.guest_id
        AND NOT EXISTS (SELECT 1 FROM made_current WHERE made_current.guest_id = s.guest_id)
    ) AS current ON true
  `.execute(trx);
  const currents = new Map<string, RsvpRow>();
  let submissionId: string | undefined;
  for (const { answered_submission, answered_guest, ...current } of found) {
    if (answered_guest === first.guest.id) submissionId = answered_submission;
    if (current.guest_id !== null) currents.set(answered_guest, current);
  }
  if (!submissionId) throw new Error('The answer was not written.');
  return { submissionId, currents };
}

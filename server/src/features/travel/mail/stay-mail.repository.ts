import { sql } from 'kysely';
import type { DbOrTx } from '../../../platform/db/database';

/** Who a party's travel mail goes to: an adult of the party with an email. */
export interface PartyReader {
  party_id: string;
  id: string;
  name: string;
  email: string;
  language: string;
  invitation_code: string;
}

/**
 * The parties to remind of the room blocks (ADR 051), in one statement however many guests: some
 * member or plus-one coming, no stay given, no reminder yet; each with its first adult with an email
 * (a party without one is left for when it has one).
 */
export async function partiesToRemind(db: DbOrTx): Promise<PartyReader[]> {
  const rows = await db
    .selectFrom('guests as g')
    .distinctOn('g.party_id')
    .select(['g.party_id', 'g.id', 'g.name', 'g.email', 'g.language', 'g.invitation_code'])
    .where('g.child', '=', false)
    .where('g.email', 'is not', null)
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('rsvps as r')
          .innerJoin('guests as m', 'm.id', 'r.guest_id')
          .select(sql`1`.as('one'))
          .whereRef('m.party_id', '=', 'g.party_id')
          .where((eb) => eb.or([eb('r.attending', '=', true), eb('r.plus_one_attending', '=', true)])),
      ).and(
        not(
          exists(
            selectFrom('party_travel as t')
              .select(sql`1`.as('one'))
              .whereRef('t.party_id', '=', 'g.party_id')
              .where('t.stay_hotel', 'is not', null),
          ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('stay_reminders as s')
            .select(sql`1`.as('one'))
            .whereRef('s.party_id', '=', 'g.party_id'),
        ),
      ),
    )
    .orderBy('g.party_id')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/**
 * Records each party's reminder, in the transaction that queues it; resolves with the parties
 * recorded now. A party already recorded (by another server, a moment before) is left out, so
 * nobody is reminded twice.
 */
export async function recordReminders(
  db: DbOrTx,
  reminders: ReadonlyArray<{ partyId: string; guestId: string; cutOff: string }>,
): Promise<Set<string>> {
  if (reminders.length === 0) return new Set();
  const rows = await db
    .insertInto('stay_reminders')
    .values(
      reminders.map((reminder) => ({
        party_id: reminder.partyId,
        guest_id: reminder.guestId,
        cut_off: reminder.cutOff,
      })),
    )
    .onConflict((oc) => oc.column('party_id').doNothing())
    .returning('party_id')
    .execute();
  return new Set(rows.map((row) => row.party_id));
}

/** Who gets a party's travel details: the guest who gave them, or else its first adult with an email. */
export async function travelReader(db: DbOrTx, guestId: string): Promise<PartyReader | undefined> {
  const row = await db
    .selectFrom('guests as g')
    .innerJoin('guests as me', 'me.party_id', 'g.party_id')
    .select(['g.party_id', 'g.id', 'g.name', 'g.email', 'g.language', 'g.invitation_code'])
    .where('me.id', '=', guestId)
    .where('g.email', 'is not', null)
    .where((eb) => eb.or([eb('g.id', '=', guestId), eb('g.child', '=', false)]))
    .orderBy(sql`g.id = ${guestId}`, 'desc')
    .orderBy('g.child')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst();
  return row?.email ? { ...row, email: row.email } : undefined;
}

/** The travel mail gap: one party's travel details go at most once an hour (ADR 051). */
const TRAVEL_MAIL_GAP_MS = 60 * 60 * 1000;

/**
 * Queues a party's travel details, in the submission's transaction (which holds the party's lock, so
 * one party's submissions come here one at a time). Its body is written when it goes, from the
 * party's travel then. A message still waiting already shows the latest: it goes to this reader
 * instead. Otherwise one goes at once, or an hour after the last, whichever is later.
 */
export async function queueTravelConfirmation(
  db: DbOrTx,
  mail: { partyId: string; guestId: string; to: string; subject: string; language: string },
  now: Date,
): Promise<void> {
  const row = {
    guest_id: mail.guestId,
    to_address: mail.to,
    subject: mail.subject,
    language: mail.language,
  };
  const told = await db
    .updateTable('outbox')
    .set({ ...row, html: null, text_body: null, attachments: '[]' })
    .where('kind', '=', 'travel_confirmation')
    .where('status', '=', 'pending')
    .where('guest_id', 'in', partyGuests(db, mail.partyId))
    .returning('id')
    .execute();
  if (told.length > 0) return;
  const last = await partyOutbox(db, mail.partyId)
    .select((eb) => eb.fn.max(sql<Date>`coalesce(sent_at, next_attempt_at)`).as('at'))
    .executeTakeFirst();
  const lastAt = last?.at ? new Date(last.at).getTime() : Number.NEGATIVE_INFINITY;
  await db
    .insertInto('outbox')
    .values({
      ...row,
      kind: 'travel_confirmation',
      next_attempt_at: new Date(Math.max(now.getTime(), lastAt + TRAVEL_MAIL_GAP_MS)),
    })
    .execute();
}

const partyGuests = (db: DbOrTx, partyId: string) =>
  db.selectFrom('guests').select('id').where('party_id', '=', partyId);

const partyOutbox = (db: DbOrTx, partyId: string) =>
  db
    .selectFrom('outbox')
    .where('kind', '=', 'travel_confirmation')
    .where('guest_id', 'in', partyGuests(db, partyId));

import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { NewPartyTravelRow, PartyTravelRow } from '../../platform/db/rows';
import type { RunWithSeats } from './shuttle.repository';

/** A party's travel row, its stay dates as written (YYYY-MM-DD), not as Dates of some zone. */
export type StoredTravel = Omit<PartyTravelRow, 'stay_check_in' | 'stay_check_out'> & {
  stay_check_in: string | null;
  stay_check_out: string | null;
};

export async function findPartyTravel(db: DbOrTx, partyId: string): Promise<StoredTravel | undefined> {
  return db
    .selectFrom('party_travel')
    .select([
      'party_id',
      'arrival_at',
      'arrival_mode',
      'arrival_number',
      'arrival_place',
      'departure_at',
      'departure_mode',
      'departure_number',
      'departure_place',
      'stay_hotel',
      'stay_booked',
      'updated_at',
      sql<string | null>`stay_check_in::text`.as('stay_check_in'),
      sql<string | null>`stay_check_out::text`.as('stay_check_out'),
    ])
    .where('party_id', '=', partyId)
    .executeTakeFirst();
}

/** The party's one travel row, written whole: what a submission leaves out is cleared. */
export async function savePartyTravel(db: DbOrTx, row: NewPartyTravelRow): Promise<void> {
  const { party_id: _party, ...fields } = row;
  await db
    .insertInto('party_travel')
    .values(row)
    .onConflict((oc) => oc.column('party_id').doUpdateSet({ ...fields, updated_at: new Date() }))
    .execute();
}

/** The party's seats become exactly these. */
export async function replaceSeats(
  db: DbOrTx,
  partyId: string,
  seats: ReadonlyArray<{ runId: string; seats: number }>,
): Promise<void> {
  await db.deleteFrom('shuttle_seats').where('party_id', '=', partyId).execute();
  if (seats.length === 0) return;
  await db
    .insertInto('shuttle_seats')
    .values(seats.map((seat) => ({ party_id: partyId, run_id: seat.runId, seats: seat.seats })))
    .execute();
}

function seatsQuery(db: DbOrTx) {
  return db
    .selectFrom('shuttle_seats as mine')
    .innerJoin('shuttle_runs as r', 'r.id', 'mine.run_id')
    .selectAll('r')
    .select([
      'mine.seats as party_seats',
      sql<number>`(SELECT sum(s.seats) FROM shuttle_seats s WHERE s.run_id = r.id)::int`.as('seats_taken'),
    ])
    .orderBy('r.departs_at')
    .orderBy('r.id');
}

/** The runs a party has seats on (cancelled ones too), in order of departure, with every party's seats. */
export async function partySeats(
  db: DbOrTx,
  partyId: string,
): Promise<Array<{ run: RunWithSeats; seats: number }>> {
  const rows = await seatsQuery(db).where('mine.party_id', '=', partyId).execute();
  return rows.map(({ party_seats, ...run }) => ({ run, seats: party_seats }));
}

/** The same, for the party of a guest: what their mail lists of its pickups. */
export async function guestPartySeats(
  db: DbOrTx,
  guestId: string,
): Promise<Array<{ run: RunWithSeats; seats: number }>> {
  const rows = await seatsQuery(db)
    .innerJoin('guests as g', 'g.party_id', 'mine.party_id')
    .where('g.id', '=', guestId)
    .execute();
  return rows.map(({ party_seats, ...run }) => ({ run, seats: party_seats }));
}

/**
 * Each party's arrival with the people it brings: every member and plus-one who may come, that is
 * everyone but those who said they will not (a member who has not answered counts, with the
 * plus-one their invitation allows). ADR 046.
 */
export async function arrivalRows(db: DbOrTx): Promise<Array<{ arrival_at: Date; people: number }>> {
  return db
    .selectFrom('party_travel as t')
    .innerJoin('guests as g', 'g.party_id', 't.party_id')
    .leftJoin('rsvps as r', 'r.guest_id', 'g.id')
    .select([
      't.arrival_at',
      sql<number>`sum(CASE WHEN r.guest_id IS NULL THEN 1 + g.plus_one_allowed::int
        ELSE r.attending::int + r.plus_one_attending::int END)::int`.as('people'),
    ])
    .where('t.arrival_at', 'is not', null)
    .groupBy(['t.party_id', 't.arrival_at'])
    .$narrowType<{ arrival_at: Date }>()
    .execute();
}

/** The people a party brings: every member and plus-one but those who said they will not come. */
const partyPeople = sql<number>`(SELECT sum(CASE WHEN r.guest_id IS NULL THEN 1 + g.plus_one_allowed::int
    ELSE r.attending::int + r.plus_one_attending::int END)
  FROM guests g LEFT JOIN rsvps r ON r.guest_id = g.id WHERE g.party_id = t.party_id)::int`;

/** The people one party brings, as partyPeople counts them: a seat each on a shuttle (ADR 072). */
export async function partyPeopleCount(db: DbOrTx, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('parties as p')
    .select(
      sql<number>`(SELECT coalesce(sum(CASE WHEN r.guest_id IS NULL THEN 1 + g.plus_one_allowed::int
        ELSE r.attending::int + r.plus_one_attending::int END), 0)
      FROM guests g LEFT JOIN rsvps r ON r.guest_id = g.id WHERE g.party_id = p.id)::int`.as('people'),
    )
    .where('p.id', '=', partyId)
    .executeTakeFirst();
  return row?.people ?? 0;
}

/** Every party's stay with the people it brings, in one statement however many parties (ADR 051). */
export async function stayRows(
  db: DbOrTx,
): Promise<Array<{ hotel: string; check_in: string; check_out: string; booked: boolean; people: number }>> {
  return db
    .selectFrom('party_travel as t')
    .select([
      't.stay_hotel as hotel',
      sql<string>`t.stay_check_in::text`.as('check_in'),
      sql<string>`t.stay_check_out::text`.as('check_out'),
      't.stay_booked as booked',
      partyPeople.as('people'),
    ])
    .where('t.stay_hotel', 'is not', null)
    .orderBy('t.party_id')
    .$narrowType<{ hotel: string; booked: boolean }>()
    .execute();
}

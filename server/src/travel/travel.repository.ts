import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { NewPartyTravelRow, PartyTravelRow } from '../db/rows';
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

/** The runs a party has seats on (cancelled ones too), in order of departure, with every party's seats. */
export async function partySeats(
  db: DbOrTx,
  partyId: string,
): Promise<Array<{ run: RunWithSeats; seats: number }>> {
  const rows = await db
    .selectFrom('shuttle_seats as mine')
    .innerJoin('shuttle_runs as r', 'r.id', 'mine.run_id')
    .selectAll('r')
    .select([
      'mine.seats as party_seats',
      sql<number>`(SELECT sum(s.seats) FROM shuttle_seats s WHERE s.run_id = r.id)::int`.as('seats_taken'),
    ])
    .where('mine.party_id', '=', partyId)
    .orderBy('r.departs_at')
    .orderBy('r.id')
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

import { sql } from 'kysely';
import { stayHotels } from '../../server/content/src/travel-facts';
import { createDb, createPool } from '../../server/src/platform/db/database';
import { migrateToLatest } from '../../server/src/platform/db/migrate';
import { newGuestRow } from '../../server/src/features/guests/guest-row';
import { insertGuest } from '../../server/src/features/guests/guest.repository';
import { createLogger } from '../../server/src/platform/logger';
import { rowOf } from '../../server/src/features/rsvp/rsvp-row';
import {
  insertSubmission,
  markAddressCollected,
  upsertCurrentRsvp,
} from '../../server/src/features/rsvp/rsvp.repository';
import { benchGuest } from './guest-list';

/** The shuttle runs every size has: the hosts put on a handful, whatever the size of the list. */
const BENCH_RUNS = [
  {
    from_place: 'Nice Côte d’Azur airport',
    to_place: 'Hôtel Welcome',
    departs_at: new Date('2026-05-14T08:30:00Z'),
  },
  {
    from_place: 'Nice-Ville station',
    to_place: 'Hôtel Welcome',
    departs_at: new Date('2026-05-14T10:00:00Z'),
  },
  {
    from_place: 'Hôtel Welcome',
    to_place: 'Grand-Hôtel du Cap-Ferrat',
    departs_at: new Date('2026-05-15T12:00:00Z'),
  },
];

/** An arrival every 10 minutes over the two days before the weekend, and a seat on one of the runs. */
const arrivalOf = (index: number) => new Date(Date.UTC(2026, 4, 13, 6) + (index % 288) * 10 * 60_000);

/**
 * Migrates the database and fills it with `count` guests, half of them with an answer, through the
 * server's own repositories (the rows the site writes, name keys included). Answers are written as a
 * submission does, without the confirmation mail: a seeded outbox would keep the mail worker busy
 * during the measurements. One answer in four has an earlier version. Each guest who answered also gives an arrival and takes seats on one of
 * the runs, so the hosts' travel views grow with the list.
 */
export async function seedGuests(databaseUrl: string, count: number): Promise<void> {
  const pool = createPool(databaseUrl, createLogger('silent'), 2);
  const db = createDb(pool);
  try {
    await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      const runs = await trx
        .insertInto('shuttle_runs')
        .values(BENCH_RUNS.map((run) => ({ ...run, capacity: 500 })))
        .returning('id')
        .execute();
      const travel: { party_id: string; arrival_at: Date; arrival_mode: string }[] = [];
      const seats: { party_id: string; run_id: string; seats: number }[] = [];
      for (let index = 0; index < count; index += 1) {
        const guest = benchGuest(index);
        const row = await insertGuest(trx, newGuestRow(guest));
        if (!guest.answer) continue;
        travel.push({ party_id: row.party_id, arrival_at: arrivalOf(index), arrival_mode: 'FLIGHT' });
        const run = runs[index % runs.length];
        if (run) seats.push({ party_id: row.party_id, run_id: run.id, seats: 1 + (index % 2) });
        // One answer in four was changed once: the RSVPs tab reads what changed (ADR 073) at every size.
        if (index % 4 === 0)
          await insertSubmission(
            trx,
            row.id,
            { ...guest.answer, message: `${guest.answer.message} (earlier)` },
            row,
          );
        const submission = await insertSubmission(trx, row.id, guest.answer, row);
        await upsertCurrentRsvp(trx, rowOf(row, guest.answer, submission));
        if (guest.answer.mailingAddress !== '') await markAddressCollected(trx, row.id);
      }
      // The run's capacity is the service's rule, not the table's: the bench's runs are as full as the list.
      for (let start = 0; start < travel.length; start += 1_000) {
        await trx
          .insertInto('party_travel')
          .values(travel.slice(start, start + 1_000))
          .execute();
        await trx
          .insertInto('shuttle_seats')
          .values(seats.slice(start, start + 1_000))
          .execute();
      }
      // A third of the parties say where they stay (the page's hotels and one other place), so the
      // hosts' stays per hotel count real rows: one statement.
      const places = [...stayHotels, 'Chez des amis à Nice'];
      await sql`INSERT INTO party_travel (party_id, stay_hotel, stay_check_in, stay_check_out, stay_booked)
        SELECT id, (${places}::text[])[1 + abs(hashtext(id::text)) % ${places.length}],
          '2026-05-14', '2026-05-17', abs(hashtext(id::text)) % 2 = 0
        FROM parties WHERE abs(hashtext(id::text)) % 3 = 0
        ON CONFLICT (party_id) DO UPDATE SET stay_hotel = EXCLUDED.stay_hotel,
          stay_check_in = EXCLUDED.stay_check_in, stay_check_out = EXCLUDED.stay_check_out,
          stay_booked = EXCLUDED.stay_booked`.execute(trx);
    });
  } finally {
    await db.destroy();
  }
}

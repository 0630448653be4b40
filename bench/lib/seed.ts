import { sql } from 'kysely';
import { stayHotels } from '../../server/content/src/travel-facts';
import { createDb, createPool } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { newGuestRow } from '../../server/src/guests/guest-row';
import { insertGuest } from '../../server/src/guests/guest.repository';
import { createLogger } from '../../server/src/logger';
import { rowOf } from '../../server/src/rsvp/rsvp-row';
import {
  insertSubmission,
  markAddressCollected,
  upsertCurrentRsvp,
} from '../../server/src/rsvp/rsvp.repository';
import { benchGuest } from './guest-list';

/**
 * Migrates the database and fills it with `count` guests, half of them with an answer, through the
 * server's own repositories (the rows the site writes, name keys included). Answers are written as a
 * submission does, without the confirmation mail: a seeded outbox would keep the mail worker busy
 * during the measurements.
 */
export async function seedGuests(databaseUrl: string, count: number): Promise<void> {
  const pool = createPool(databaseUrl, createLogger('silent'), 2);
  const db = createDb(pool);
  try {
    await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index += 1) {
        const guest = benchGuest(index);
        const row = await insertGuest(trx, newGuestRow(guest));
        if (!guest.answer) continue;
        const submission = await insertSubmission(trx, row.id, guest.answer, row);
        await upsertCurrentRsvp(trx, rowOf(row, guest.answer, submission));
        if (guest.answer.mailingAddress !== '') await markAddressCollected(trx, row.id);
      }
      // A third of the parties say where they stay (the page's hotels and one other place), so the
      // hosts' stays per hotel count real rows: one statement.
      const places = [...stayHotels, 'Chez des amis à Nice'];
      await sql`INSERT INTO party_travel (party_id, stay_hotel, stay_check_in, stay_check_out, stay_booked)
        SELECT id, (${places}::text[])[1 + abs(hashtext(id::text)) % ${places.length}],
          '2026-05-14', '2026-05-17', abs(hashtext(id::text)) % 2 = 0
        FROM parties WHERE abs(hashtext(id::text)) % 3 = 0`.execute(trx);
    });
  } finally {
    await db.destroy();
  }
}

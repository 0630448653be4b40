import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { guestInputOf } from '@riviera/contract/wire';
import { newGuestRow, insertGuest } from './features/guests';
import { SAMPLE_GUESTS_FILE } from './platform/project-paths';
import { writeSettingOnce } from './platform/settings/settings.repository';
import type { Db } from './platform/db/database';

const sampleGuests = z.array(
  z.object({
    name: z.string().min(1),
    email: z.string().email(),
    plusOneAllowed: z.boolean(),
    plusOneName: z.string().nullable(),
    notes: z.string().nullable(),
    invitationCode: z.string(),
  }),
);

const MARKER = 'sample_guests_loaded_at';

/**
 * Loads db/sample-guests.json once per database, in one transaction with a marker row, so a
 * restart never loads it twice and a host who deletes the sample guests does not see them return.
 * Returns how many guests it added (0 when they were loaded before).
 */
export async function loadSampleGuests(db: Db, file = SAMPLE_GUESTS_FILE): Promise<number> {
  const guests = sampleGuests.parse(JSON.parse(await readFile(file, 'utf8')));
  return db.transaction().execute(async (trx) => {
    if (!(await writeSettingOnce(trx, MARKER, new Date().toISOString()))) return 0;
    for (const { invitationCode, ...guest } of guests) {
      await insertGuest(trx, newGuestRow({ ...guestInputOf(guest), invitationCode }));
    }
    return guests.length;
  });
}

import type { DbOrTx } from '../../platform/db/database';
import { isSeatedEvent, type SeatedEvent } from './seating-events';
import { releasedSeatsOfParty } from './seating.repository';

/** A person's table at a released dinner, worded for the weekend pass (DESIGN 3.6). */
export interface PassSeat {
  event: SeatedEvent;
  name: string;
  table: string;
}

/** A plus-one the answer gives no name: called by whose guest they are, in the page's language. */
const plusOneOf: Record<'en' | 'fr', (guest: string) => string> = {
  en: (guest) => `${guest}’s plus-one`,
  fr: (guest) => `Invité·e de ${guest}`,
};

/**
 * The party's seats at the dinners the hosts released, the table named in the page's language
 * (`nameFr` on a French page when the hosts gave one); nothing before the release (ADR 081).
 */
export async function partySeatsOnPass(
  db: DbOrTx,
  partyId: string,
  language: 'en' | 'fr',
): Promise<PassSeat[]> {
  const rows = await releasedSeatsOfParty(db, partyId);
  return rows
    .filter((row) => isSeatedEvent(row.event))
    .map((row) => {
      const plusOneName = [row.plus_one_first_name, row.plus_one_last_name].filter(Boolean).join(' ').trim();
      return {
        event: row.event as SeatedEvent,
        name: row.plus_one ? plusOneName || plusOneOf[language](row.guest_name) : row.guest_name,
        table: language === 'fr' ? (row.table_name_fr ?? row.table_name) : row.table_name,
      };
    });
}

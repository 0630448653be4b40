import type { Selectable } from 'kysely';
import type { RsvpEventKey } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { Announcements } from '../../platform/db/database.types';

/** The hosts' announcements (ADR 055): rows of `announcements`, deleted for good. */
export type AnnouncementRow = Selectable<Announcements>;

export interface AnnouncementFields {
  en: string;
  fr: string;
  audience: 'everyone' | 'event';
  event: RsvpEventKey | null;
}

export async function insertAnnouncement(db: DbOrTx, fields: AnnouncementFields): Promise<AnnouncementRow> {
  return db.insertInto('announcements').values(fields).returningAll().executeTakeFirstOrThrow();
}

/** Every announcement, newest first. */
export async function listAnnouncements(db: DbOrTx): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The announcement removed, or undefined when there was none by that id. */
export async function deleteAnnouncementRow(db: DbOrTx, id: string): Promise<AnnouncementRow | undefined> {
  return db.deleteFrom('announcements').where('id', '=', id).returningAll().executeTakeFirst();
}

/** The newest announcement for everyone, the one the guest pages show. */
export async function latestForEveryone(db: DbOrTx): Promise<Pick<AnnouncementRow, 'en' | 'fr'> | undefined> {
  return db
    .selectFrom('announcements')
    .select(['en', 'fr'])
    .where('audience', '=', 'everyone')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Each event's column of `rsvps`: whether the guest comes to it. */
const EVENT_COLUMNS = {
  welcomeDinner: 'r.welcome_dinner',
  ceremonyAndLunch: 'r.ceremony_and_lunch',
  cocktailAndReception: 'r.cocktail_and_reception',
  farewellBrunch: 'r.farewell_brunch',
} as const satisfies Record<RsvpEventKey, string>;

export interface AnnouncementRecipient {
  id: string;
  name: string;
  email: string;
  language: string;
  invitation_code: string;
}

/**
 * Who an announcement is mailed to: every guest with an email, or, for one event, those with an
 * email whose answer says they come to it. In the name's order.
 */
export async function announcementRecipients(
  db: DbOrTx,
  event: RsvpEventKey | null,
): Promise<AnnouncementRecipient[]> {
  let query = db
    .selectFrom('guests as g')
    .select(['g.id', 'g.name', 'g.email', 'g.language', 'g.invitation_code'])
    .where('g.email', 'is not', null);
  if (event) {
    query = query
      .innerJoin('rsvps as r', 'r.guest_id', 'g.id')
      .where('r.attending', '=', true)
      .where(EVENT_COLUMNS[event], '=', true);
  }
  const rows = await query.orderBy('g.name').orderBy('g.id').execute();
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

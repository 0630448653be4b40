import { ANNOUNCEMENT_MAX_LENGTH, RSVP_EVENT_KEYS, type RsvpEventKey } from '@riviera/contract';
import type { AnnouncementInput } from '@riviera/contract/wire';
import type { Db } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { isGuestId } from '../guests';
import { queueAnnouncement } from './announcement-mail.service';
import type { MailConfig } from '../../platform/mail/mail-config';
import { ok, refuse, type Result } from '../../platform/result';
import {
  announcementRecipients,
  deleteAnnouncementRow,
  insertAnnouncement,
  listAnnouncements,
  type AnnouncementFields,
  type AnnouncementRow,
} from './announcement.repository';
import { announcementsChanged } from './announcement-pages.service';

/**
 * The hosts' announcements (DESIGN 3.5, ADR 055): posted in English and French, for
 * everyone or for the guests coming to one event, optionally mailed; deleted for good.
 */

/**
 * Anything a browser would read as a tag (`<` then a letter, `/`, `!` or `?`, up to a `>`): notices
 * are text only. A `<` or `>` that starts no tag ("I <3 you", "-> the beach") is text, shown escaped.
 * The table's CHECK says the same (migration 0035).
 */
const MARKUP = /<[A-Za-z/!?][^<>]*>/;

/** Something a person can see: not only spaces and invisible characters (zero-width, joiners). */
const VISIBLE = /[^\s\p{Z}\p{Cf}]/u;

/** Characters as a person counts them and as PostgreSQL's length() does: an emoji is one. */
const characters = (value: string) => [...value].length;

/** The hosts' sentences about notices (the hosts' area is in English). */
export const ANNOUNCEMENT_MESSAGES = {
  invalid: 'The notice was not posted: please correct what is said below and post it again.',
  missing: (language: string) => `Write the notice in ${language}: guests read it in their language.`,
  tooLong: (language: string, length: number) =>
    `Shorten the ${language} notice to ${ANNOUNCEMENT_MAX_LENGTH} characters or fewer (it has ${length}).`,
  markup: (language: string) =>
    `Write the ${language} notice as plain text, without tags such as <b> or <a>: it is shown as written.`,
  eventMissing: 'Choose the event this notice is for, or send it to everyone.',
  eventForEveryone:
    'A notice for everyone is not for one event: choose "Guests coming to one event" or leave the event out.',
  posted: 'The notice is posted: guest pages show it within 30 seconds.',
  postedForEvent: 'The notice is posted.',
  mailed: (count: number) =>
    count === 1 ? ' 1 guest will get it by email.' : ` ${count} guests will get it by email.`,
  deleted: 'The notice is deleted: guest pages stop showing it within 30 seconds.',
  notFound: 'That notice is no longer on the list. Reload the page to see the current notices.',
} as const;

export type Audience = AnnouncementInput['audience'];

export interface Announcement {
  id: string;
  en: string;
  fr: string;
  audience: Audience;
  event: RsvpEventKey | null;
  createdAt: string;
}

export interface AnnouncementChange {
  message: string;
  announcement: Announcement;
}

const isEventKey = (value: string): value is RsvpEventKey =>
  (RSVP_EVENT_KEYS as readonly string[]).includes(value);

export function announcementOf(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    en: row.en,
    fr: row.fr,
    audience: row.audience === 'event' ? 'EVENT' : 'EVERYONE',
    event: row.event && isEventKey(row.event) ? row.event : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function textErrors(value: string, language: string): string[] {
  if (!VISIBLE.test(value)) return [ANNOUNCEMENT_MESSAGES.missing(language)];
  const errors: string[] = [];
  const length = characters(value);
  if (length > ANNOUNCEMENT_MAX_LENGTH) errors.push(ANNOUNCEMENT_MESSAGES.tooLong(language, length));
  if (MARKUP.test(value)) errors.push(ANNOUNCEMENT_MESSAGES.markup(language));
  return errors;
}

/** The fields to store, or every sentence that says what to change. */
export function validateAnnouncement(input: AnnouncementInput): Result<AnnouncementFields> {
  const en = input.en.trim();
  const fr = input.fr.trim();
  const audience = input.audience === 'EVENT' ? 'event' : 'everyone';
  const errors = [...textErrors(en, 'English'), ...textErrors(fr, 'French')];
  if (audience === 'event' && !input.event) errors.push(ANNOUNCEMENT_MESSAGES.eventMissing);
  if (audience === 'everyone' && input.event) errors.push(ANNOUNCEMENT_MESSAGES.eventForEveryone);
  if (errors.length > 0) return refuse('validation', ANNOUNCEMENT_MESSAGES.invalid, { errors });
  return ok({ en, fr, audience, event: input.event ?? null });
}

/**
 * `createAnnouncement`: the row and, with `mail`, a message to each guest it is meant for, in one
 * transaction (a notice is never posted half-mailed).
 */
export async function createAnnouncement(
  db: Db,
  input: AnnouncementInput,
  mail: MailConfig,
): Promise<Result<AnnouncementChange>> {
  const valid = validateAnnouncement(input);
  if (!valid.ok) return valid;
  const fields = valid.value;
  const result = await inResultTransaction(db, async (trx) => {
    const row = await insertAnnouncement(trx, fields);
    const mailed = input.mail
      ? await queueAnnouncement(trx, mail, fields, await announcementRecipients(trx, fields.event))
      : undefined;
    const posted =
      fields.audience === 'everyone' ? ANNOUNCEMENT_MESSAGES.posted : ANNOUNCEMENT_MESSAGES.postedForEvent;
    const message = mailed === undefined ? posted : `${posted}${ANNOUNCEMENT_MESSAGES.mailed(mailed)}`;
    return ok({ message, announcement: announcementOf(row) });
  });
  if (result.ok) announcementsChanged();
  return result;
}

/** `deleteAnnouncement`: gone for good; mail already queued still goes. */
export async function deleteAnnouncement(db: Db, id: string): Promise<Result<AnnouncementChange>> {
  const row = isGuestId(id) ? await deleteAnnouncementRow(db, id) : undefined;
  if (!row) return refuse('not_found', ANNOUNCEMENT_MESSAGES.notFound);
  announcementsChanged();
  return ok({ message: ANNOUNCEMENT_MESSAGES.deleted, announcement: announcementOf(row) });
}

export async function announcements(db: Db): Promise<Announcement[]> {
  return (await listAnnouncements(db)).map(announcementOf);
}

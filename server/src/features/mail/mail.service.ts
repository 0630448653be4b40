import { isLanguage, type Language } from '@riviera/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { setSent } from '../guests';
import { ok, refuse, type Result } from '../../platform/result';
import { guestMessage } from './guest-mail';
import type { GuestMailKind, MailConfig } from '../../platform/mail/mail-config';
import { publishedMailContent } from './mail-words';
import { findMailGuests, type MailGuestRow } from '../guests';
import { MAIL_MESSAGES } from './mail-messages';
import { enqueueMessages, type NewMessage } from '../../platform/mail/outbox.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A guest's language as stored (the column only holds the site's languages). */
const languageOf = (guest: Pick<MailGuestRow, 'language'>): Language =>
  isLanguage(guest.language) ? guest.language : 'en';

const SENT_COLUMN = { save_the_date: 'save_the_date_sent_at', invitation: 'formal_invite_sent_at' } as const;

/**
 * Why a guest of the selection gets nothing, or undefined when they get the message. A guest marked
 * as having had this save-the-date or invitation (sent from here or ticked by hand) is skipped
 * unless the hosts send it again on purpose (`resend`).
 */
function skipReason(kind: GuestMailKind, guest: MailGuestRow, resend: boolean): string | undefined {
  if (guest.child) return MAIL_MESSAGES.childOfParty(guest.name);
  if (!guest.email) return MAIL_MESSAGES.noEmail(guest.name);
  if (kind === 'reminder' && guest.replied) return MAIL_MESSAGES.alreadyReplied(guest.name);
  if (kind !== 'reminder' && !resend && guest[SENT_COLUMN[kind]] !== null)
    return MAIL_MESSAGES.alreadySent(kind, guest.name);
  return undefined;
}

export interface SendOptions {
  /** Also send a save-the-date or invitation to guests who already had it. */
  resend?: boolean;
  now?: Date;
}

export interface GuestMailSent {
  message: string;
  queued: number;
  skipped: string[];
  guestIds: string[];
}

/**
 * The hosts send a save-the-date, the invitation or a reminder to the guests they picked: in one
 * transaction every message goes into the outbox and the guests are marked sent, or nothing happens.
 */
export async function sendGuestMail(
  db: Db,
  config: MailConfig,
  kind: GuestMailKind,
  ids: readonly string[],
  { resend = false, now = new Date() }: SendOptions = {},
): Promise<Result<GuestMailSent>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return refuse('validation', MAIL_MESSAGES.selectGuests);
  if (!unique.every((id) => UUID.test(id))) return refuse('not_found', MAIL_MESSAGES.guestsGone);
  return db.transaction().execute(async (trx): Promise<Result<GuestMailSent>> => {
    const guests = await findMailGuests(trx, unique, { lock: true });
    if (guests.length !== unique.length) return refuse('not_found', MAIL_MESSAGES.guestsGone);
    const contentIn = await publishedMailContent(trx);
    const skipped: string[] = [];
    const messages: NewMessage[] = [];
    for (const guest of guests) {
      const reason = skipReason(kind, guest, resend);
      if (reason || !guest.email) {
        skipped.push(reason ?? guest.name);
        continue;
      }
      const to = {
        ...guest,
        email: guest.email,
        invitationCode: guest.invitation_code,
        plusOneName: guest.plus_one_name,
      };
      messages.push(await guestMessage(contentIn(languageOf(guest)), config, kind, to));
    }
    if (messages.length === 0) return refuse('validation', MAIL_MESSAGES.nobodyToSend(skipped));
    await enqueueMessages(trx, messages);
    const sentIds = messages.flatMap((message) => (message.guestId ? [message.guestId] : []));
    if (kind !== 'reminder') await setSent(trx, sentIds, SENT_COLUMN[kind], now);
    return ok({
      message: MAIL_MESSAGES.queued(kind, messages.length),
      queued: messages.length,
      skipped,
      guestIds: sentIds,
    });
  });
}

/** The message a guest would get, rendered for the hosts' preview and never stored. */
export async function previewGuestMail(
  db: DbOrTx,
  config: MailConfig,
  kind: GuestMailKind,
  guestId: string,
): Promise<Result<NewMessage>> {
  if (!UUID.test(guestId)) return refuse('not_found', MAIL_MESSAGES.guestsGone);
  const [guest] = await findMailGuests(db, [guestId]);
  if (!guest) return refuse('not_found', MAIL_MESSAGES.guestsGone);
  const to = {
    ...guest,
    email: guest.email ?? MAIL_MESSAGES.noAddressYet,
    invitationCode: guest.invitation_code,
    plusOneName: guest.plus_one_name,
  };
  const contentIn = await publishedMailContent(db);
  return ok(await guestMessage(contentIn(languageOf(guest)), config, kind, to));
}

import { isLanguage, type Language, type RsvpPayload } from '@riviera/contract';
import type { Db, DbOrTx } from '../db/database';
import { setSent } from '../guests/guest.repository';
import { ok, refuse, type Result } from '../result';
import { queueConfirmation, queueHostNotices } from './answer-outbox.repository';
import { confirmationSubject } from './compose/confirmation';
import { guestMessage, type GuestMailKind } from './compose/guest-mail';
import { hostNoticeSubject } from './compose/host-mail';
import type { MailConfig } from './mail-config';
import { mailContent } from './mail-content';
import {
  countSubmissions,
  findMailGuests,
  setEmailIfMissing,
  setGuestLanguage,
  type MailGuestRow,
} from './mail-guests.repository';
import { hostNoticeAddresses } from './mail-settings.service';
import { MAIL_MESSAGES } from './mail-messages';
import { enqueueMessages, type NewMessage } from './outbox.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SavedAnswer {
  guestId: string;
  /** The history row of this answer: what its messages tell of. */
  submissionId: string;
  answer: RsvpPayload;
  /**
   * An email the guest typed on the form, only ever given by a guest who came with their invitation
   * code (ADR 031); kept only when the list has none for them.
   */
  email: string | undefined;
  /** The language of the page they answered on: their confirmation is in it, and so is later mail. */
  language: Language;
  /** Given by name alone, not with the invitation code: its confirmation is rationed (ADR 007). */
  byName: boolean;
  now: Date;
  /** The other members of the party answered for with it (issue 21), each told by mail when they have an address. */
  members?: readonly { id: string; attending: boolean }[];
}

/**
 * Called inside the RSVP's transaction: the guest's confirmation and the hosts' notices become
 * outbox rows of that same transaction, so an answer is never saved without its mail, nor the
 * reverse. Their bodies are written by the mail worker when it sends them, keeping the answer's
 * transaction short. Resolves with the address the confirmation goes to, when there is one.
 */
export async function enqueueAnswerMail(
  trx: DbOrTx,
  config: MailConfig,
  saved: SavedAnswer,
): Promise<string | undefined> {
  if (saved.email) await setEmailIfMissing(trx, saved.guestId, saved.email);
  await setGuestLanguage(trx, saved.guestId, saved.language);
  const [guest] = await findMailGuests(trx, [saved.guestId]);
  if (!guest) return undefined;
  const told = { guestId: guest.id, submissionId: saved.submissionId };
  if (guest.email) {
    const subject = confirmationSubject(mailContent(saved.language), saved.answer);
    const confirmation = { ...told, to: guest.email, subject, language: saved.language };
    await queueConfirmation(trx, confirmation, { byName: saved.byName, now: saved.now });
  }
  await queueMemberConfirmations(trx, saved);
  const hosts = await hostNoticeAddresses(trx, config);
  if (hosts.length > 0) {
    const changed = (await countSubmissions(trx, guest.id)) > 1;
    // The hosts read their own mail in English, whatever the guest's language.
    const subject = hostNoticeSubject(mailContent('en'), guest.name, saved.answer, changed);
    await queueHostNotices(
      trx,
      hosts.map((to) => ({ ...told, to, subject, language: 'en', replyTo: guest.email ?? undefined })),
    );
  }
  return guest.email ?? undefined;
}

/**
 * Every other member answered for who has an email gets the confirmation too, in their own language,
 * addressed to them and telling who answered (issue 21). It tells of the whole answer (the
 * submitter's history row), and each member's copies follow the same rules as the guest's own: at
 * once with the invitation code, at most one an hour by name.
 */
async function queueMemberConfirmations(trx: DbOrTx, saved: SavedAnswer): Promise<void> {
  const attending = new Map((saved.members ?? []).map((member) => [member.id, member.attending]));
  const members = await findMailGuests(trx, [...attending.keys()]);
  for (const member of members) {
    if (!member.email) continue;
    const language = languageOf(member);
    const coming = attending.get(member.id) === true;
    await queueConfirmation(
      trx,
      {
        guestId: member.id,
        submissionId: saved.submissionId,
        to: member.email,
        subject: confirmationSubject(mailContent(language), { attending: coming, plusOneAttending: false }),
        language,
      },
      { byName: saved.byName, now: saved.now },
    );
  }
}

/** A guest's language as stored (the column only holds the site's languages). */
const languageOf = (guest: MailGuestRow): Language => (isLanguage(guest.language) ? guest.language : 'en');

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
      messages.push(await guestMessage(mailContent(languageOf(guest)), config, kind, to));
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
  return ok(await guestMessage(mailContent(languageOf(guest)), config, kind, to));
}

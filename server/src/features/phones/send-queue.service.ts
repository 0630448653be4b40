import { isLanguage, splitName, type Api, type Language } from '@riviera/contract';
import { whatsAppNumber } from '@riviera/contract/phone';
import type { DbOrTx } from '../../platform/db/database';
import { isGuestId } from '../guests';
import { privateLink, weekendPassLink } from '../../platform/mail/mail-config';
import { ok, refuse, type Result } from '../../platform/result';
import { ANSWERED_MESSAGE, PHONE_MESSAGE, SEND_QUEUE_MESSAGES } from './phone-message-copy';
import { listPhoneGuests, setPhoneMessageSent, type PhoneGuestRow } from './send-queue.repository';

/**
 * The links a phone opens with the message written in: WhatsApp's click-to-chat (the number's
 * digits, no "+") and the SMS app. `sms:+NUMBER?&body=` is the form both iOS (which reads `&body=`)
 * and Android (which reads `?body=`) fill in (ADR 052).
 */
export function messageLinks(phone: string, text: string): { whatsappUrl: string; smsUrl: string } {
  const body = encodeURIComponent(text);
  return {
    whatsappUrl: `https://wa.me/${whatsAppNumber(phone)}?text=${body}`,
    smsUrl: `sms:${phone}?&body=${body}`,
  };
}

/**
 * The words for where the guest stands: before their answer the private link to the RSVP; once
 * they come, their weekend pass first; once they decline, the link with a thank-you (ADR 074).
 */
export function phoneMessageText(siteUrl: string, row: PhoneGuestRow, language: Language): string {
  const firstName = splitName(row.name).firstName;
  const link = privateLink(siteUrl, row.invitation_code, language);
  if (row.attending === null) return PHONE_MESSAGE[language](firstName, link);
  if (!row.attending) return ANSWERED_MESSAGE[language].declined(firstName, link);
  const pass = weekendPassLink(siteUrl, row.invitation_code, language);
  return ANSWERED_MESSAGE[language].attending(firstName, pass, link);
}

/** One row of the queue: the guest's message in their language, with their private link. */
function entryOf(siteUrl: string, row: PhoneGuestRow): Api.PhoneMessage {
  const language = isLanguage(row.language) ? row.language : 'en';
  const text = phoneMessageText(siteUrl, row, language);
  return {
    guestId: row.id,
    name: row.name,
    phone: row.phone,
    language,
    text,
    ...messageLinks(row.phone, text),
    sentAt: row.phone_message_sent_at?.toISOString() ?? null,
  };
}

/** `sendQueue`: every guest with a mobile number, by name, each with their message ready. */
export async function sendQueue(db: DbOrTx, siteUrl: string): Promise<Api.PhoneMessage[]> {
  return (await listPhoneGuests(db)).map((row) => entryOf(siteUrl, row));
}

/** `markPhoneMessageSent`: records that the hosts sent it now (or, with `sent` false, that they did not). */
export async function markPhoneMessageSent(
  db: DbOrTx,
  siteUrl: string,
  guestId: string,
  sent: boolean,
  now: Date,
): Promise<Result<{ message: string; entry: Api.PhoneMessage }>> {
  const row = isGuestId(guestId) ? await setPhoneMessageSent(db, guestId, sent ? now : null) : undefined;
  if (!row) return refuse('not_found', SEND_QUEUE_MESSAGES.notFound);
  const message = sent ? SEND_QUEUE_MESSAGES.marked(row.name) : SEND_QUEUE_MESSAGES.unmarked(row.name);
  return ok({ message, entry: entryOf(siteUrl, row) });
}

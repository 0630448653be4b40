import type { GuestMailKind } from '../../platform/mail/mail-config';

const KIND_NAMES: Record<GuestMailKind, { one: string; many: string }> = {
  save_the_date: { one: 'save-the-date', many: 'save-the-dates' },
  invitation: { one: 'invitation', many: 'invitations' },
  reminder: { one: 'reminder', many: 'reminders' },
};

/** What the hosts read about sending mail: sentences that say what happened and what to do. */
export const MAIL_MESSAGES = {
  selectGuests: 'Select at least one guest first.',
  guestsGone: 'One of the selected guests is no longer on the list. Please reload the page and try again.',
  noEmail: (name: string) => `${name} has no email address: add one to their guest record.`,
  /** A party's mail goes to its adults, never one per child (ADR 040). */
  childOfParty: (name: string) => `${name} is a child: their party's adults get the message for them.`,
  alreadyReplied: (name: string) => `${name} has already replied.`,
  /** A save-the-date or invitation to a guest marked as having had one (by mail or by hand). */
  alreadySent: (kind: GuestMailKind, name: string) =>
    `${name} already had the ${KIND_NAMES[kind].one} (tick "also send to guests who already had it" to send it again).`,
  noAddressYet: 'no-address-yet@example.invalid',
  nobodyToSend: (skipped: readonly string[]) => `Nothing was sent. ${skipped.join(' ')}`,
  queued: (kind: GuestMailKind, count: number) =>
    `${count} ${count === 1 ? KIND_NAMES[kind].one : KIND_NAMES[kind].many} on the way.`,
  notFound: 'This message is no longer in the outbox. Please reload the page.',
  linkExpired: 'This preview link has expired. Close it and open the message again from the admin area.',
};

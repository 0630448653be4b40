// The guests feature's entry: what the application and the other features may use (docs/architecture.md).
export { findMailGuests } from './guest-mail.repository';
export type { MailGuestRow } from './guest-mail.repository';
export { newGuestRow } from './guest-row';
export { insertGuest, setSent } from './guest.repository';
export { findGuestByCountedCode, guestByTypedCode } from './guest-code.service';
export { isGuestId } from './guest.service';
export { guestsGraphql } from './guests.graphql';
export { typedNameKeys } from './name-keys';
export { refreshNameKeys } from './name-keys.service';
export { partiesGraphql } from './parties.graphql';
export { lockedInParty } from './party-lock';

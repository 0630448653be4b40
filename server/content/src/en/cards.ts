import * as glossary from './glossary';

/**
 * The printed invitation card, in the guest's language (their language in the guest list): the
 * hosts print them from the admin area, the guests read them (ADR 019).
 */
export const cardCopy = {
  dear: (name: string) => `Dear ${name}`,
  invitation: 'You are invited to our wedding at Cap Ferrat, 15 May 2026.',
  rsvpAt: 'Reply online with your code:',
  /** Under the QR code, for a guest who types the address instead. */
  orVisit: (address: string) => `or go to ${address} and enter it there`,
  qrAlt: (name: string) => `QR code opening the RSVP page of ${name}`,
  /** The party's weekend pass (ADR 054), on their phone during the wedding. */
  weekendAt: (address: string) => `During the festivities, your ${glossary.pass}: ${address}`,
};

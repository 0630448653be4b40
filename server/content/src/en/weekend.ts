import type { Entree, KIDS_ENTREE } from '@riviera/contract';
import { contactEmail, hostPhones } from './site';

export { contactEmail, hostPhones };

/**
 * The entrées as the RSVP form names them (rsvp-form.ts), repeated so the pass does not download
 * the form's words (ADR 054); a test holds the two to the same names.
 */
const menus: Record<Entree | typeof KIDS_ENTREE, string> = {
  Meat: 'Meat',
  Fish: 'Fish',
  Vegetarian: 'Vegetarian',
  Kids: "Kids' menu",
};

/**
 * The weekend pass (/weekend?code=…, issue 23, ADR 054): a party's own weekend on their phone,
 * kept on the phone for when the network is not there.
 */
export const weekendCopy = {
  intro:
    'Your own weekend at Cap Ferrat: your events, your shuttles and how to reach us. Once opened, it stays on this phone for when the network does not.',
  greeting: (firstName: string) => `Hello, ${firstName}`,
  /** Without a code in the address: the code printed on the invitation. */
  codeLabel: 'Your invitation code',
  codeHint: 'It is printed on your invitation, and in your confirmation email.',
  show: 'Show my weekend',
  loading: 'Bringing your weekend up to date…',
  unknownCode:
    'We do not know this invitation code. Please check it against your invitation, or write to us.',
  failed:
    'Your weekend could not be fetched, and this phone has no copy of it yet. Please try again when you have a connection.',
  updated: (when: string) => `Last brought up to date: ${when}`,
  /** When the network failed and the saved copy is shown. */
  offline: 'You seem to be offline: this is your weekend as this phone last saw it.',
  retry: 'Try again',
  nothingYet: 'Nothing on your weekend yet: once you have answered the RSVP, your events appear here.',
  answerLink: 'Answer the RSVP',
  coming: (names: string) => `Coming: ${names}`,
  mapLink: 'Map',
  opensInNewTab: '(opens in a new tab)',
  shuttle: (from: string, to: string) => `Shuttle from ${from} to ${to}`,
  seats: (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`),
  cancelled: 'Cancelled by us: we will be in touch.',
  partyHeading: 'Who is coming',
  entree: (menu: string) => `Reception entrée: ${menu}`,
  menus,
  child: 'child',
  stayHeading: 'Where you stay',
  stayDates: (checkIn: string, checkOut: string) => `From ${checkIn} to ${checkOut}`,
  notBooked: 'Not booked yet.',
  calendarHeading: 'Your calendar',
  calendarText: 'Your phone’s calendar can follow your events and shuttles, and any change to them.',
  calendarLink: 'Subscribe to your calendar',
  contactHeading: 'Reach us on the weekend',
  call: (name: string) => `Call ${name}:`,
  write: 'Write to us:',
};

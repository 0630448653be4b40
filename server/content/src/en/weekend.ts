import { upperFirst, type Entree, type KIDS_ENTREE } from '@riviera/contract';
import * as glossary from './glossary';
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
 * The weekend pass (/weekend?code=…, ADR 054): a party's own weekend on their phone, kept on the
 * phone for when the network is not there. Its names come from the glossary (ADR 067).
 */
export const weekendCopy = {
  intro: `Your party’s weekend at Cap Ferrat: your events, your shuttles and how to ${glossary.contact}. Once opened, it stays on this phone and opens even without a connection.`,
  greeting: (firstName: string) => `Hello, ${firstName}`,
  /** Without a code in the address: the code printed on the card and sent in the mail. */
  codeLabel: 'Your invitation code',
  codeHint: `It is printed on your ${glossary.card}, and in your invitation and reminder emails.`,
  show: `Show my ${glossary.pass}`,
  loading: `Updating your ${glossary.pass}…`,
  unknownCode: glossary.unknownCode,
  failed: `Your ${glossary.pass} could not be loaded, and this phone has no copy of it yet. Please try again when you have a connection.`,
  updated: (when: string) => `Last updated: ${when}`,
  /** When the network failed and the saved copy is shown. */
  offline: 'You seem to be offline: this is the last copy saved on this phone.',
  retry: 'Try again',
  nothingYet: `Nothing on your ${glossary.pass} yet: once you have answered the RSVP, your events appear here.`,
  answerLink: 'Answer the RSVP',
  coming: (names: string) => `Coming: ${names}`,
  /** Once the hosts release a dinner's seating plan (DESIGN 3.6). */
  seatsHeading: 'Your tables',
  seatAt: (name: string, table: string) => `${name}: ${table}`,
  mapLink: 'Map',
  opensInNewTab: '(opens in a new tab)',
  shuttle: (from: string, to: string) => `Shuttle from ${from} to ${to}`,
  seats: (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`),
  cancelled: 'Canceled: please choose another shuttle on your travel page.',
  partyHeading: 'Who is coming',
  entree: (menu: string) => `Reception entrée: ${menu}`,
  menus,
  child: 'child',
  stayHeading: glossary.stay,
  stayDates: (checkIn: string, checkOut: string) => `From ${checkIn} to ${checkOut}`,
  notBooked: 'Not booked yet.',
  /** After the wedding (DESIGN 3.8): the album, the photos linked to the party by its code. */
  albumHeading: 'The photos',
  albumText: 'Share your photos of the weekend with us: they are linked to your invitation, no name to give.',
  albumLink: 'Share your photos',
  calendarHeading: upperFirst(glossary.calendar),
  calendarText: `Subscribe once, and your phone’s calendar shows “${glossary.calendarName}”: your events and shuttles, updated whenever they change.`,
  calendarLink: `Subscribe to the ${glossary.calendar}`,
  contactHeading: `${glossary.contactHeading} on the weekend`,
  call: (name: string) => `Call ${name}:`,
  write: 'Email:',
};

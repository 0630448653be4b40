import type { Api } from '@riviera/contract';
import { couple } from './site';

// One name for each thing a guest meets on several pages and in several mails (ADR 067): the
// content's modules and the mail's words take these from here (`import * as glossary`) rather than
// typing them again, and glossary.test.ts holds every guest-facing word to them. One export per
// word, so a page downloads only the words it shows. Only types come from the contract: the
// build's configuration loads the events' words, and so this module, through Node.

/** The party's own page for the weekend (/weekend, ADR 054), in running text. */
export const pass = 'weekend pass';

/** Its page title, as the other pages' titles are written (pages.ts). */
export const passTitle = 'Your Weekend Pass';

/** The card the hosts print and post, with the code and its QR code (cards.ts). */
export const card = 'invitation card';

/** Where the party sleeps, as a heading or a label. */
export const stay = 'Where you stay';

/** How a party travels, in the travel form, its summary, its rules and its mail. */
export const modes: Record<Api.TravelMode, string> = {
  FLIGHT: 'Plane',
  TRAIN: 'Train',
  CAR: 'Car',
  OTHER: 'Another way',
};

/**
 * A code that opens nothing, wherever a guest types one: the server answers the RSVP page's lookup
 * with the contract's own copy of it (MESSAGES.lookup.codeNotFound), held to this one.
 */
export const unknownCode =
  'We could not find that invitation code. Please check it against your invitation card, or contact the couple.';

/** The calendar a phone subscribes to (ADR 048), in running text. */
export const calendar = 'wedding calendar';

/** Its name in the phone's calendar app, and the name of every calendar file the site gives. */
export const calendarName = `${couple.together}'s wedding weekend`;

/** How a guest reaches the couple: the specification's own words ("contact the couple"). */
export const contact = 'contact the couple';
export const contactHeading = 'Contact the couple';

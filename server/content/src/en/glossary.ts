import { CODE_NOT_FOUND, type Api } from '@riviera/contract';
import { couple } from './site';

/**
 * One name for each thing a guest meets on several pages and in several mails (ADR 067): the
 * content's modules and the mail's words take these from here rather than typing them again, and
 * glossary.test.ts holds every guest-facing word to them. American spelling, 12-hour times.
 */
export const glossary = {
  /** The party's own page for the weekend (/weekend, ADR 054), in running text. */
  pass: 'weekend pass',
  /** Its page title, as the other pages' titles are written (pages.ts). */
  passTitle: 'Your Weekend Pass',
  /** The card the hosts print and post, with the code and its QR code (cards.ts). */
  card: 'invitation card',
  /** Where the party sleeps, as a heading or a label. */
  stay: 'Where you stay',
  /** How a party travels, in the travel form, its summary, its rules and its mail. */
  modes: { FLIGHT: 'Plane', TRAIN: 'Train', CAR: 'Car', OTHER: 'Another way' } satisfies Record<
    Api.TravelMode,
    string
  >,
  /** A code that opens nothing, wherever a guest types one. */
  unknownCode: CODE_NOT_FOUND,
  /** The calendar a phone subscribes to (ADR 048), in running text. */
  calendar: 'wedding calendar',
  /** Its name in the phone's calendar app, and the name of every calendar file the site gives. */
  calendarName: `${couple.together}'s wedding weekend`,
  /** How a guest reaches the couple: the specification's own words ("contact the couple"). */
  contact: 'contact the couple',
  contactHeading: 'Contact the couple',
};

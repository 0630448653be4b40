import type { Sentences } from './messages';

/**
 * Beyond the specification: a party's travel details (ADR 046), a table of their own so a page
 * without the travel form does not download them. "{run}" names a shuttle run as runLabel writes
 * it; "{first}" and "{last}" are the days travel dates may fall between. French in
 * travel-messages.fr.ts.
 */
export const TRAVEL_MESSAGES = {
  arrivalTimeInvalid:
    'Please give your arrival date and time with its time zone, such as 2026-05-14T10:30:00+02:00 for 10:30 AM in Paris.',
  departureTimeInvalid:
    'Please give your departure date and time with its time zone, such as 2026-05-17T16:00:00+02:00 for 4 PM in Paris.',
  arrivalOutOfRange: 'Please give an arrival between {first} and {last}: the dates around the wedding.',
  departureOutOfRange: 'Please give a departure between {first} and {last}: the dates around the wedding.',
  departureBeforeArrival: 'Your departure is before your arrival. Please check both dates and times.',
  modeInvalid: 'Please choose how you travel: by plane, train, car or another way.',
  numberTooLong: 'The flight or train number is too long. Please use at most {max} characters.',
  placeTooLong: 'The name of the airport, station or place is too long. Please use at most {max} characters.',
  hotelRequired:
    'Please say where you are staying: choose a hotel from the list, or type the name of the place.',
  hotelTooLong: 'The name of the place you are staying at is too long. Please use at most {max} characters.',
  checkInInvalid: 'Please give your check-in date, such as 2026-05-14.',
  checkOutInvalid: 'Please give your check-out date, such as 2026-05-17.',
  stayOutOfRange: 'Please give stay dates between {first} and {last}: the dates around the wedding.',
  checkOutBeforeCheckIn: 'Your check-out date must be after your check-in date. Please check both dates.',
  seatsInvalid: 'Please choose between 1 and {max} seats on each shuttle.',
  tooManyRuns: 'Please choose at most {max} shuttles.',
  runTwice: 'The same shuttle was chosen twice. Please choose it once, with all the seats you need.',
  runUnknown: 'One of the shuttles you chose is no longer offered. Please reload the page and choose again.',
  // Seats are a number chosen from 0: a cancelled run is set back to 0, not unticked.
  runCancelled: 'The {run} has been canceled. Please set its seats to 0 and choose another shuttle.',
  runFull: 'No seats are left on the {run}: please choose another shuttle.',
  runOneLeft: 'Only 1 seat is left on the {run}: choose fewer seats or another shuttle.',
  runFewLeft: 'Only {left} seats are left on the {run}: choose fewer seats or another shuttle.',
  /** "the 10:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May". */
  runLabel: '{time} shuttle from {from} to {to} on {day}',
  closed:
    'Travel details could be given until {deadline} (Paris time). Please contact the couple if your plans have changed.',
  /** Under the thanks' own "Thank you!" heading: said once. */
  saved: 'Your travel details have been saved.',
  unreadable: 'Your travel details could not be read. Please reload the page and send them again.',
} as const;

export type TravelMessages = Sentences<typeof TRAVEL_MESSAGES>;

/** The hosts' shuttle runs (English: the admin area is). */
export const SHUTTLE_MESSAGES = {
  fromRequired: 'Please say where the shuttle leaves from.',
  toRequired: 'Please say where the shuttle goes.',
  placeTooLong: 'Please keep each place to at most {max} characters.',
  departsAtInvalid: 'Please give the departure with its time zone, such as 2026-05-14T10:30:00+02:00.',
  departsOutOfRange: 'Please give a departure between {first} and {last}: the dates around the wedding.',
  capacityInvalid: 'Please give a capacity between 1 and {max} seats.',
  /** ADR 074: a day in the month before or after the weekend's is a mistyped month. */
  departsOutsideMonth:
    'Please give a departure in {month}, the month of the wedding weekend ({weekend}): {day} is outside it.',
} as const;

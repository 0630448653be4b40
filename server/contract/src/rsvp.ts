import type * as Api from './api.generated';
import { isEmailAddress } from './email';
import { allEvents, anyEvent, RSVP_EVENT_KEYS, type EventChoices } from './events';
import type { FieldErrors, PartyMemberFound, PreviousAnswer } from './lookup';
import type { GuestMessages } from './messages';
import type { RsvpPayload } from './wire';

export const MAX_ADDRESS_LENGTH = 500;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_DIETARY_NOTES_LENGTH = 500;

/** The reception entrées, in the order the form offers them. */
export const ENTREES = ['Meat', 'Fish', 'Vegetarian'] as const;
export type Entree = (typeof ENTREES)[number];

export function isEntree(value: unknown): value is Entree {
  return typeof value === 'string' && (ENTREES as readonly string[]).includes(value);
}

/** The kids' menu: a reception entrée for a child of a party only (ADR 040). */
export const KIDS_ENTREE = 'Kids';

/** The entrées a person may choose: the menu's, and the kids' menu for a child. */
export function isEntreeFor(value: unknown, child: boolean): boolean {
  return isEntree(value) || (child && value === KIDS_ENTREE);
}

/** The specification's RSVP submission payload, as the server checked it (declared in wire.ts). */
export type { RsvpPayload };

/** The optional email box of the RSVP form: empty, or something that looks like an address. */
export function validateRsvpEmail(value: string | undefined, messages: GuestMessages): string | undefined {
  const email = (value ?? '').trim();
  if (email === '') return undefined;
  return isEmailAddress(email) ? undefined : messages.rsvp.emailInvalid;
}

/**
 * The private details a lookup by name withholds (ADR 007). A submission by name that leaves one of
 * them empty keeps what is on file: the guest never saw it, so an empty box is not an answer.
 */
export const WITHHELD_FIELDS = [
  'mailingAddress',
  'dietaryNotes',
  'plusOneDietaryNotes',
  'message',
] as const satisfies readonly (keyof Api.DetailsOnFile)[];
export type WithheldField = (typeof WITHHELD_FIELDS)[number];
/**
 * Which withheld details are on file: only whether something was written, never what (GraphQL's
 * DetailsOnFile, which must name every withheld field).
 */
export type DetailsOnFile = Api.DetailsOnFile & Record<WithheldField, boolean>;

/**
 * What `POST /rsvp` answers when the RSVP is saved: GraphQL's RSVPResult (submitRSVP) without its
 * empty `errors`. Beyond the specification, `confirmationTo` says where the confirmation of this
 * answer was sent, when one was: in full to a guest who came with their invitation code; masked
 * ("h•••@example.com") to one who typed a name, who may not be the guest (ADR 031); and `answer` is
 * the answer as stored (by name without its private details, as the lookup by name), which the
 * success step shows.
 */
export type RsvpSaved = { success: true; message: string; confirmationTo?: string } & {
  answer?: PreviousAnswer;
  /** The other members answered for, as stored (ADR 040); left out for a party of one. */
  party?: PartyMemberFound[];
} & Omit<Api.RSVPResult, 'success' | 'message' | 'errors' | 'confirmationTo' | 'answer' | 'party'>;

/** The fields the form's rules look at. */
export type RsvpAnswer = Pick<
  RsvpPayload,
  | 'attending'
  | 'plusOneAttending'
  | 'mailingAddress'
  | 'events'
  | 'plusOneEvents'
  | 'dietaryRestrictions'
  | 'plusOneDietaryRestrictions'
  | 'plusOneFirstName'
>;

/** Fields that can carry an error, in the order the form shows them (and lists their errors). */
export const RSVP_ERROR_FIELDS = [
  'events',
  'dietaryRestrictions',
  'plusOneFirstName',
  'plusOneEvents',
  'plusOneDietaryRestrictions',
  'mailingAddress',
] as const;
export type RsvpErrorField = (typeof RSVP_ERROR_FIELDS)[number];

/**
 * The RSVP form's rules on submit. `attending` and `plusOneAttending` are what the guest answered;
 * the events are the detail of that answer, so "yes" with no event ticked is an error, not a decline.
 * `hasPlusOne` is what the guest list allows; the server passes the stored value, never the client's.
 */
export function validateRsvp(
  answer: RsvpAnswer,
  hasPlusOne: boolean,
  messages: GuestMessages,
  /** A child of a party may also choose the kids' menu (party.ts). */
  child = false,
): FieldErrors<RsvpErrorField> {
  const { rsvp } = messages;
  const errors: FieldErrors<RsvpErrorField> = {};
  const attending = answer.attending;
  const plusOneAttending = hasPlusOne && answer.plusOneAttending;
  const guestEvents = anyEvent(answer.events);

  // A plus-one comes with the guest: anyone coming means the guest needs an event.
  if ((attending || plusOneAttending) && !guestEvents) errors.events = rsvp.selectEvent;
  else if (!attending && guestEvents) errors.events = rsvp.attendanceMismatch;

  const entree = answer.dietaryRestrictions;
  if ((attending && !isEntreeFor(entree, child)) || (entree !== '' && !isEntreeFor(entree, child))) {
    errors.dietaryRestrictions = rsvp.selectEntree;
  }

  // An entrée, when given, is one of the menu's, whether or not that person is coming.
  const plusOneEntree = answer.plusOneDietaryRestrictions;
  if ((plusOneAttending && !isEntree(plusOneEntree)) || (plusOneEntree !== '' && !isEntree(plusOneEntree))) {
    errors.plusOneDietaryRestrictions = rsvp.selectPlusOneEntree;
  }
  if (plusOneAttending) {
    if (answer.plusOneFirstName.trim() === '') {
      errors.plusOneFirstName = rsvp.plusOneNameRequired;
    }
    if (!anyEvent(answer.plusOneEvents)) errors.plusOneEvents = rsvp.selectPlusOneEvent;
  } else if (anyEvent(answer.plusOneEvents)) {
    errors.plusOneEvents = rsvp.plusOneAttendanceMismatch;
  }

  if (attending && answer.mailingAddress.trim() === '') {
    errors.mailingAddress = rsvp.mailingAddressRequiredWhenAttending;
  }
  return errors;
}

/** The errors in the order the form lists them under 'Please fix the following errors:'. */
export function orderedErrors(errors: FieldErrors<RsvpErrorField>): string[] {
  return RSVP_ERROR_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [message] : [];
  });
}

/** The mailing address rule on blur, which words it more briefly than on submit. */
export function validateMailingAddressOnBlur(
  value: string,
  attending: boolean,
  messages: GuestMessages,
): string | undefined {
  return attending && value.trim() === '' ? messages.rsvp.mailingAddressRequired : undefined;
}

/** attending and plusOneAttending as the specification derives them from the ticked events. */
export function deriveAttendance(
  events: Partial<EventChoices>,
  plusOneEvents: Partial<EventChoices>,
  hasPlusOne: boolean,
): { attending: boolean; plusOneAttending: boolean } {
  return { attending: anyEvent(events), plusOneAttending: hasPlusOne && anyEvent(plusOneEvents) };
}

/**
 * The attendance toggle: 'Yes' ticks every event for the guest and, when they have one, for the
 * plus-one; 'Sorry, can't make it' unticks everything.
 */
export function attendanceToggle(
  answer: 'yes' | 'no',
  hasPlusOne: boolean,
): { events: EventChoices; plusOneEvents: EventChoices } {
  const yes = answer === 'yes';
  return { events: allEvents(yes), plusOneEvents: allEvents(yes && hasPlusOne) };
}

/** Whether a payload says anything about a plus-one (refused for a guest invited alone). */
export function hasPlusOneData(payload: RsvpPayload): boolean {
  return (
    payload.plusOneAttending ||
    anyEvent(payload.plusOneEvents) ||
    [
      payload.plusOneFirstName,
      payload.plusOneLastName,
      payload.plusOneDietaryRestrictions,
      payload.plusOneDietaryNotes ?? '',
    ].some((value) => value.trim() !== '')
  );
}

// Earlier homes of these names; other modules import them from here.
export { RSVP_EVENT_KEYS };
export type { FieldErrors, LookupFields } from './lookup';
export { MAX_NAME_LENGTH, MIN_NAME_LENGTH, validateLookup, validateLookupField } from './lookup';

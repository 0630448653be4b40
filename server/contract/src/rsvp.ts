import { anyEvent, RSVP_EVENT_KEYS, type EventChoices } from './events';
import { MESSAGES } from './messages';

export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_DIETARY_NOTES_LENGTH = 500;

/** The reception entrées, in the order the form offers them. */
export const ENTREES = ['Meat', 'Fish', 'Vegetarian'] as const;
export type Entree = (typeof ENTREES)[number];

export function isEntree(value: unknown): value is Entree {
  return typeof value === 'string' && (ENTREES as readonly string[]).includes(value);
}

/** What `GET /rsvp` and `validateRSVPCode` answer for a guest on the list. */
export interface GuestLookupFound {
  found: true;
  firstName: string;
  lastName: string;
  hasPlusOne: boolean;
  plusOneFirstName: string;
  plusOneLastName: string;
}
export type GuestLookupResult = GuestLookupFound | { found: false };

/** The specification's RSVP submission payload (`POST /rsvp`). */
export interface RsvpPayload {
  firstName: string;
  lastName: string;
  /** Empty when nobody is attending. */
  mailingAddress: string;
  attending: boolean;
  plusOneAttending: boolean;
  plusOneFirstName: string;
  plusOneLastName: string;
  events: EventChoices;
  /** Empty when the guest has no plus-one. */
  plusOneEvents: Partial<EventChoices>;
  /** The main guest's reception entrée. */
  dietaryRestrictions: string;
  plusOneDietaryRestrictions: string;
  message: string;
  /** Beyond the specification: allergies and dietary notes for the caterer. */
  dietaryNotes?: string;
  plusOneDietaryNotes?: string;
  /** Beyond the specification: the invitation code, when the guest came in with one. */
  invitationCode?: string;
}

export interface LookupFields {
  firstName: string;
  lastName: string;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function nameError(value: string, required: string, tooShort: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (trimmed.length < MIN_NAME_LENGTH) return tooShort;
  return undefined;
}

export function validateLookupField(field: keyof LookupFields, value: string): string | undefined {
  return field === 'firstName'
    ? nameError(value, MESSAGES.lookup.firstNameRequired, MESSAGES.lookup.firstNameTooShort)
    : nameError(value, MESSAGES.lookup.lastNameRequired, MESSAGES.lookup.lastNameTooShort);
}

/** The lookup step's rules: both names required, each at least 2 characters after trimming. */
export function validateLookup(fields: LookupFields): FieldErrors<keyof LookupFields> {
  const errors: FieldErrors<keyof LookupFields> = {};
  const first = validateLookupField('firstName', fields.firstName);
  const last = validateLookupField('lastName', fields.lastName);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

export type RsvpErrorField =
  'mailingAddress' | 'events' | 'plusOneEvents' | 'dietaryRestrictions' | 'plusOneDietaryRestrictions';

/**
 * The RSVP form's rules on submit, in the order the form shows them. `hasPlusOne` is what the guest
 * list allows; the server passes the stored value, never the client's word.
 */
export function validateRsvp(
  payload: Pick<
    RsvpPayload,
    'mailingAddress' | 'events' | 'plusOneEvents' | 'dietaryRestrictions' | 'plusOneDietaryRestrictions'
  >,
  hasPlusOne: boolean,
): FieldErrors<RsvpErrorField> {
  const errors: FieldErrors<RsvpErrorField> = {};
  const attending = anyEvent(payload.events);
  const plusOneAttending = hasPlusOne && anyEvent(payload.plusOneEvents);
  if (attending && payload.mailingAddress.trim() === '') {
    errors.mailingAddress = MESSAGES.rsvp.mailingAddressRequiredWhenAttending;
  }
  if (!attending && !plusOneAttending) {
    // Declining is a valid answer: the rule "at least one event" applies to a guest who said yes.
    return errors;
  }
  if (!attending) errors.events = MESSAGES.rsvp.selectEvent;
  if (attending && !isEntree(payload.dietaryRestrictions)) {
    errors.dietaryRestrictions = MESSAGES.rsvp.selectEntree;
  }
  if (plusOneAttending && !isEntree(payload.plusOneDietaryRestrictions)) {
    errors.plusOneDietaryRestrictions = MESSAGES.rsvp.selectPlusOneEntree;
  }
  return errors;
}

/** attending and plusOneAttending as the specification derives them from the ticked events. */
export function deriveAttendance(
  events: Partial<EventChoices>,
  plusOneEvents: Partial<EventChoices>,
  hasPlusOne: boolean,
): { attending: boolean; plusOneAttending: boolean } {
  return { attending: anyEvent(events), plusOneAttending: hasPlusOne && anyEvent(plusOneEvents) };
}

export { RSVP_EVENT_KEYS };

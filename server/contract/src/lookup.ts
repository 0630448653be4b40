import type { EventChoices } from './events';
import type { DetailsOnFile } from './rsvp';
import { MESSAGES, type GuestMessages } from './messages';
import { nameLength } from './names';

export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;

export interface LookupFields {
  firstName: string;
  lastName: string;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function nameError(value: string, required: string, tooShort: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (nameLength(trimmed) < MIN_NAME_LENGTH) return tooShort;
  return undefined;
}

/** One lookup field's rule, for validation on blur. */
export function validateLookupField(
  field: keyof LookupFields,
  value: string,
  messages: GuestMessages = MESSAGES,
): string | undefined {
  const { lookup } = messages;
  return field === 'firstName'
    ? nameError(value, lookup.firstNameRequired, lookup.firstNameTooShort)
    : nameError(value, lookup.lastNameRequired, lookup.lastNameTooShort);
}

/** The lookup step's rules: both names required, each at least 2 characters after trimming. */
export function validateLookup(
  fields: LookupFields,
  messages: GuestMessages = MESSAGES,
): FieldErrors<keyof LookupFields> {
  const errors: FieldErrors<keyof LookupFields> = {};
  const first = validateLookupField('firstName', fields.firstName, messages);
  const last = validateLookupField('lastName', fields.lastName, messages);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

/** Letters and digits that cannot be misread on a printed card: no 0/O, 1/I/L. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The length of the codes given from now on: 31^8 codes, too many to sweep (ADR 008). */
export const INVITATION_CODE_LENGTH = 8;
/** The first cards were printed with 6 characters; those codes keep working. */
export const FIRST_INVITATION_CODE_LENGTH = 6;

/** A code in its printed form, of either length; the database's CHECK on invitation_code spells the same. */
export const INVITATION_CODE_PATTERN = new RegExp(
  `^(?:[${INVITATION_CODE_ALPHABET}]{${FIRST_INVITATION_CODE_LENGTH}}|[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}})$`,
);

/** A code as a guest may type it ("rbq qhe", "RBQ-QHE") in its printed form ("RBQQHE"). */
export function normalizeInvitationCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** The normalised code when it has the printed form, otherwise undefined. */
export function parseInvitationCode(value: string): string | undefined {
  const code = normalizeInvitationCode(value);
  return INVITATION_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * A guest's current answer, returned with a lookup by invitation code, which only the guest holds,
 * so a returning guest sees everything they said. A lookup by name, open to anyone who knows the
 * name, returns none of it: only `AnswerOnFile` (ADR 007).
 */
export interface PreviousAnswer {
  /** ISO 8601 time of the submission that is now current. */
  submittedAt: string;
  attending: boolean;
  plusOneAttending: boolean;
  plusOneFirstName: string;
  plusOneLastName: string;
  events: EventChoices;
  plusOneEvents: EventChoices;
  dietaryRestrictions: string;
  plusOneDietaryRestrictions: string;
  dietaryNotes: string;
  plusOneDietaryNotes: string;
  mailingAddress: string;
  message: string;
  /** Always false: a lookup by name no longer returns the answer at all (ADR 007). */
  detailsWithheld: boolean;
  /** Which of the private details are on file, so the form can say that blank keeps them. */
  onFile: DetailsOnFile;
}

/**
 * What a lookup by name tells of a guest's current answer: that there is one, when it was given,
 * and which private details are on file (whether something was written, never what), so the form
 * can say that a blank box keeps them. Attendance, events, entrées and the plus-one's name are not
 * told to someone who only knows the guest's name (ADR 007).
 */
export interface AnswerOnFile {
  /** ISO 8601 time of the submission that is now current. */
  submittedAt: string;
  onFile: DetailsOnFile;
}

/** What `GET /rsvp` and `validateRSVPCode` answer for a guest on the list. */
export interface GuestLookupFound {
  found: true;
  firstName: string;
  lastName: string;
  hasPlusOne: boolean;
  plusOneFirstName: string;
  plusOneLastName: string;
  /** Beyond the specification: present when the guest was found by invitation code. */
  invitationCode?: string;
  /** Beyond the specification: the current answer, when found by invitation code. */
  previousAnswer?: PreviousAnswer;
  /** Beyond the specification: that the guest has replied, when found by name. */
  answerOnFile?: AnswerOnFile;
  /**
   * Beyond the specification: whether the guest list has an email for the guest. Without one the
   * form offers a box for it, so the confirmation has somewhere to go.
   */
  hasEmail?: boolean;
}
export type GuestLookupResult = GuestLookupFound | { found: false };

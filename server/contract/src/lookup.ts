import type * as Api from './api.generated';
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
export const INVITATION_CODE_LENGTH = 6;

/** A code in its printed form; the database's CHECK on invitation_code spells the same class. */
export const INVITATION_CODE_PATTERN = new RegExp(
  `^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`,
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
 * A guest's current answer, returned with the lookup so a returning guest sees what they said.
 * A lookup by name is open to anyone who knows the name, so it withholds what is private (mailing
 * address, dietary notes, message): `detailsWithheld` is then true and those fields are empty. A
 * lookup by invitation code, which only the guest holds, returns everything. Declared once, in the
 * SDL (rsvp.graphql.ts: type PreviousAnswer), for REST and GraphQL alike.
 */
export type PreviousAnswer = Api.PreviousAnswer;

type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type WhenGiven<T> = { [K in keyof T]?: NonNullable<T[K]> };

/**
 * What `GET /rsvp` and `validateRSVPCode` answer for a guest on the list: GraphQL's GuestLookup (the
 * SDL declares it once), its `message` aside. The specification's fields are always there; beyond
 * them, `invitationCode` when the guest was found by code, `previousAnswer` when they have replied,
 * and `hasEmail` (whether the list has an email for them, so the form offers a box) only to the
 * holder of the code.
 */
export type GuestLookupFound = { found: true } & Present<
  Pick<Api.GuestLookup, 'firstName' | 'lastName' | 'hasPlusOne' | 'plusOneFirstName' | 'plusOneLastName'>
> &
  WhenGiven<Pick<Api.GuestLookup, 'invitationCode' | 'previousAnswer' | 'hasEmail'>>;
export type GuestLookupResult = GuestLookupFound | { found: false };

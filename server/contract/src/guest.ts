import { emailProblem, MAX_EMAIL_LENGTH } from './email';
import type { FieldErrors } from './rsvp';
import { MESSAGES } from './messages';
import type { GuestInput } from './wire';

export const MAX_GUEST_NAME_LENGTH = 200;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_ADDRESS_FIELD_LENGTH = 200;
/** The most guests one CSV file imports: checked in the browser before it sends, and by the server. */
export const MAX_IMPORT_ROWS = 500;

/** Beyond the specification's messages: limits the form never lets a host reach by accident. */
export const GUEST_LIMIT_MESSAGES = {
  nameTooLong: `Name must be at most ${MAX_GUEST_NAME_LENGTH} characters`,
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  plusOneNameTooLong: `Plus one name must be at most ${MAX_GUEST_NAME_LENGTH} characters`,
  notesTooLong: `Notes must be at most ${MAX_NOTES_LENGTH} characters`,
  addressTooLong: `Each address line must be at most ${MAX_ADDRESS_FIELD_LENGTH} characters`,
  importTooMany: `A file can hold at most ${MAX_IMPORT_ROWS} guests. Split it into smaller files.`,
} as const;

/** The specification's Guest input (creation), as the form fills it in (declared in wire.ts). */
export type { GuestInput };

export type GuestField = keyof GuestInput;

/**
 * The add-guest form's rules, in the order the form shows them. The server runs the same function
 * on every create, update and import, so the form's checks are a convenience, never the defence.
 */
export function validateGuest(
  input: Omit<GuestInput, 'language'>,
  /** A member of a party may have no email (addPartyMember); a guest added alone must have one. */
  { emailOptional = false }: { emailOptional?: boolean } = {},
): FieldErrors<GuestField> {
  const errors: FieldErrors<GuestField> = {};
  const name = input.name.trim();
  const email = input.email.trim();
  if (name === '') errors.name = MESSAGES.guest.nameRequired;
  else if (name.length > MAX_GUEST_NAME_LENGTH) errors.name = GUEST_LIMIT_MESSAGES.nameTooLong;
  const emailRule = emailProblem(email);
  if (email === '') {
    // A child of a party may have no email (ADR 040); nor a guest the hosts invite by post.
    if (!emailOptional && !input.child && !input.byPost) errors.email = MESSAGES.guest.emailRequired;
  } else if (emailRule === 'invalid') errors.email = MESSAGES.guest.emailInvalid;
  else if (emailRule === 'tooLong') errors.email = GUEST_LIMIT_MESSAGES.emailTooLong;
  if (input.plusOneAllowed) {
    const plusOneName = input.plusOneName.trim();
    if (plusOneName === '') errors.plusOneName = MESSAGES.guest.plusOneNameRequired;
    else if (plusOneName.length > MAX_GUEST_NAME_LENGTH) {
      errors.plusOneName = GUEST_LIMIT_MESSAGES.plusOneNameTooLong;
    }
  }
  if (input.notes.trim().length > MAX_NOTES_LENGTH) errors.notes = GUEST_LIMIT_MESSAGES.notesTooLong;
  return errors;
}

/** The field errors as a list, in form order: what the server's `message` joins. */
export function guestErrorList(errors: FieldErrors<GuestField>): string[] {
  const order: GuestField[] = ['name', 'email', 'plusOneAllowed', 'plusOneName', 'notes'];
  return order.flatMap((field) => (errors[field] ? [errors[field]] : []));
}

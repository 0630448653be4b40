import type * as Api from './api.generated';
import type { GuestMessages } from './messages';
import type { Language } from './language';
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
  messages: GuestMessages,
): string | undefined {
  const { lookup } = messages;
  return field === 'firstName'
    ? nameError(value, lookup.firstNameRequired, lookup.firstNameTooShort)
    : nameError(value, lookup.lastNameRequired, lookup.lastNameTooShort);
}

/** The lookup step's rules: both names required, each at least 2 characters after trimming. */
export function validateLookup(
  fields: LookupFields,
  messages: GuestMessages,
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

/**
 * What is wrong with a typed code, as a sentence, or undefined when it has the printed form: the
 * characters no code uses, named as typed (a "1" for an "I", an "O" for a "0"), else its length.
 */
export function codeProblem(value: string, messages: GuestMessages, language: Language): string | undefined {
  if (parseInvitationCode(value) !== undefined) return undefined;
  const wrong = [
    ...new Set(
      [...value].filter(
        (char) => !/[\s-]/.test(char) && !INVITATION_CODE_ALPHABET.includes(char.toUpperCase()),
      ),
    ),
  ];
  if (wrong.length === 0) return messages.lookup.codeInvalid;
  const named = wrong.map((char) => (language === 'fr' ? `«\u202f${char}\u202f»` : `“${char}”`));
  const chars = new Intl.ListFormat(language, { type: 'conjunction' }).format(named);
  return messages.lookup.codeCharacters.replace('{chars}', chars);
}

/** The normalised code when it has the printed form, otherwise undefined. */
export function parseInvitationCode(value: string): string | undefined {
  const code = normalizeInvitationCode(value);
  return INVITATION_CODE_PATTERN.test(code) ? code : undefined;
}

/**
/**
 * A guest's current answer, returned with a lookup by invitation code, which only the guest holds,
 * so a returning guest sees everything they said. A lookup by name, open to anyone who knows the
 * name, returns none of it: only `AnswerOnFile` (ADR 007). The answer a submission by name gets
 * back withholds the private details (`detailsWithheld`). Declared once, in the SDL (rsvp.graphql.ts:
 * type PreviousAnswer), for REST and GraphQL alike.
 */
export type PreviousAnswer = Omit<Api.PreviousAnswer, 'answeredBy'> & {
  /** Who sent it, when another member of the party answered for the guest (ADR 040); left out otherwise. */
  answeredBy?: string;
};

/**
 * What `GET /rsvp` by name tells of a guest's current answer: that there is one, when it was given,
 * and which private details are on file (whether something was written, never what), so the form
 * can say that a blank box keeps them. Attendance, events, entrées and the plus-one's name are not
 * told to someone who only knows the guest's name (ADR 007). REST only: GraphQL looks up by code.
 */
export interface AnswerOnFile {
  /** ISO 8601 time of the submission that is now current. */
  submittedAt: string;
  onFile: Api.DetailsOnFile;
  /** Who sent it, when another member of the party answered for the guest (ADR 040). */
  answeredBy?: string;
  /** It was given with an invitation code of the party: an answer by name leaves it as it is (ADR 070). */
  byCode?: true;
}

/**
 * Another member of the guest's party as the lookup tells them (GraphQL's PartyMemberLookup): their
 * name and whether they are a child; their current answer as the guest's own would be told, whole
 * with an invitation code of the party, only `answerOnFile` by name (ADR 007).
 */
export type PartyMemberFound = Present<
  Pick<Api.PartyMemberLookup, 'id' | 'firstName' | 'lastName' | 'child'>
> & {
  previousAnswer?: PreviousAnswer;
  answerOnFile?: AnswerOnFile;
};

type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type WhenGiven<T> = { [K in keyof T]?: NonNullable<T[K]> };

/**
 * What `GET /rsvp` and `validateRSVPCode` answer for a guest on the list: GraphQL's GuestLookup (the
 * SDL declares it once), its `message` aside. The specification's fields are always there; beyond
 * them, `invitationCode`, `previousAnswer` (when they have replied), `hasEmail` (whether the list
 * has an email for them, so the form offers a box) and `phone` (their mobile on file) only to the
 * holder of the code, and
 * `answerOnFile` to a lookup by name of a guest who has replied.
 */
export type GuestLookupFound = { found: true } & Present<
  Pick<Api.GuestLookup, 'firstName' | 'lastName' | 'hasPlusOne' | 'plusOneFirstName' | 'plusOneLastName'>
> &
  WhenGiven<Pick<Api.GuestLookup, 'invitationCode' | 'hasEmail' | 'phone' | 'child'>> & {
    previousAnswer?: PreviousAnswer;
    answerOnFile?: AnswerOnFile;
    /**
     * The other members of the guest's party (DESIGN 3.3): the server always says, `[]` for a party
     * of one; a client reads it left out (an answer from before parties) as `[]`.
     */
    party?: PartyMemberFound[];
  };
/**
 * Nobody to open by this name or code. `child`: the name typed is a child's, who answers with their
 * family (ADR 040, 072); told by name only, with nothing of the family.
 */
export type GuestLookupResult = GuestLookupFound | { found: false; child?: true };

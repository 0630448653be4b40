import {
  RSVP_EVENT_KEYS,
  WITHHELD_FIELDS,
  type AnswerOnFile,
  type DetailsOnFile,
  type EventChoices,
  type PreviousAnswer,
  type RsvpEventKey,
  type RsvpPayload,
  type WithheldField,
} from '@riviera/contract';
import type { NewRsvpRow, RsvpRow } from '../../platform/db/rows';

/**
 * The one place an RSVP answer meets its row in `rsvps`: which column holds which event, which
 * private detail, and how a row reads back as an answer. The lookup, the submission, the admin's
 * reports and the caterer's sheets all go through here.
 */
const GUEST_EVENT_COLUMNS = {
  welcomeDinner: 'welcome_dinner',
  ceremonyAndLunch: 'ceremony_and_lunch',
  cocktailAndReception: 'cocktail_and_reception',
  farewellBrunch: 'farewell_brunch',
} as const satisfies Record<RsvpEventKey, keyof RsvpRow>;

/** The plus-one's column of each event is the guest's with a `plus_one_` prefix. */
const PLUS_ONE_EVENT_COLUMNS = Object.fromEntries(
  RSVP_EVENT_KEYS.map((key) => [key, `plus_one_${GUEST_EVENT_COLUMNS[key]}`]),
) as { [K in RsvpEventKey]: `plus_one_${(typeof GUEST_EVENT_COLUMNS)[K]}` };

export const WITHHELD_COLUMNS = {
  mailingAddress: 'mailing_address',
  dietaryNotes: 'dietary_notes',
  plusOneDietaryNotes: 'plus_one_dietary_notes',
  message: 'message',
} as const satisfies Record<WithheldField, keyof RsvpRow>;

type GuestEventColumns = Pick<RsvpRow, (typeof GUEST_EVENT_COLUMNS)[RsvpEventKey]>;
type PlusOneEventColumns = Pick<RsvpRow, (typeof PLUS_ONE_EVENT_COLUMNS)[RsvpEventKey]>;

function eventChoices(ticked: (key: RsvpEventKey) => boolean): EventChoices {
  return Object.fromEntries(RSVP_EVENT_KEYS.map((key) => [key, ticked(key)])) as EventChoices;
}

function eventColumns<C extends Record<RsvpEventKey, string>>(
  choices: Partial<EventChoices>,
  columns: C,
): Record<C[RsvpEventKey], boolean> {
  return Object.fromEntries(RSVP_EVENT_KEYS.map((key) => [columns[key], choices[key] === true])) as Record<
    C[RsvpEventKey],
    boolean
  >;
}

export const guestEventsOf = (row: GuestEventColumns) => eventChoices((key) => row[GUEST_EVENT_COLUMNS[key]]);
export const plusOneEventsOf = (row: PlusOneEventColumns) =>
  eventChoices((key) => row[PLUS_ONE_EVENT_COLUMNS[key]]);

/** The plus-one's name as given with the answer, or null. */
export function plusOneNameOf(
  row: Pick<RsvpRow, 'plus_one_first_name' | 'plus_one_last_name'>,
): string | null {
  const name = [row.plus_one_first_name, row.plus_one_last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** Whether each private detail holds something: told even when withheld, never what it says. */
export function detailsOnFile(row: RsvpRow): DetailsOnFile {
  const onFile = {} as DetailsOnFile;
  for (const field of WITHHELD_FIELDS) onFile[field] = (row[WITHHELD_COLUMNS[field]] ?? '').trim() !== '';
  return onFile;
}

/** The dietary notes, which the thanks' summary shows person by person (ADR 072). */
const NOTES: readonly WithheldField[] = ['dietaryNotes', 'plusOneDietaryNotes'];

/**
 * The dietary notes an answer by name told back: those its sender typed, not those kept from an
 * earlier answer they never saw (ADR 007, 072).
 */
export const typedNotes = (kept: readonly WithheldField[]): WithheldField[] =>
  NOTES.filter((field) => !kept.includes(field));

/**
 * The current answer as the lookup returns it; the private details only `withDetails` (or those
 * in `told`: what the sender of an answer by name typed in it); who sent it when another member of
 * the party answered for the guest (`answeredBy`).
 */
export function answerOf(
  row: RsvpRow,
  withDetails: boolean,
  answeredBy?: string,
  told: readonly WithheldField[] = [],
): PreviousAnswer {
  const detail = (field: WithheldField) =>
    withDetails || told.includes(field) ? (row[WITHHELD_COLUMNS[field]] ?? '') : '';
  return {
    submittedAt: row.submitted_at.toISOString(),
    attending: row.attending,
    plusOneAttending: row.plus_one_attending,
    plusOneFirstName: row.plus_one_first_name ?? '',
    plusOneLastName: row.plus_one_last_name ?? '',
    events: guestEventsOf(row),
    plusOneEvents: plusOneEventsOf(row),
    dietaryRestrictions: row.entree ?? '',
    plusOneDietaryRestrictions: row.plus_one_entree ?? '',
    dietaryNotes: detail('dietaryNotes'),
    plusOneDietaryNotes: detail('plusOneDietaryNotes'),
    mailingAddress: detail('mailingAddress'),
    message: detail('message'),
    detailsWithheld: !withDetails,
    onFile: detailsOnFile(row),
    ...(answeredBy ? { answeredBy } : {}),
  };
}

/**
 * What a lookup by name tells of a current answer (ADR 007): when, which details are on file, who
 * sent it, and whether it was given with a code, which a name may then not change (ADR 070).
 */
export function answerOnFileOf(row: RsvpRow, answeredBy?: string): AnswerOnFile {
  return {
    submittedAt: row.submitted_at.toISOString(),
    onFile: detailsOnFile(row),
    ...(answeredBy ? { answeredBy } : {}),
    ...(row.by_code ? { byCode: true } : {}),
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The row of a checked answer. A guest invited alone has no plus-one columns filled, whatever was
 * sent; the entrées are kept only for the people who come. `byCode`: sent with an invitation code of
 * the party, which an answer by name may then not change (ADR 070).
 */
export function rowOf(
  guest: { id: string; plus_one_allowed: boolean },
  answer: RsvpPayload,
  submission: { id: string; submitted_at: Date },
  byCode = false,
): NewRsvpRow {
  const plusOne = guest.plus_one_allowed;
  const plusOneAttending = plusOne && answer.plusOneAttending;
  return {
    guest_id: guest.id,
    submission_id: submission.id,
    submitted_at: submission.submitted_at,
    attending: answer.attending,
    plus_one_attending: plusOneAttending,
    plus_one_first_name: plusOne ? orNull(answer.plusOneFirstName) : null,
    plus_one_last_name: plusOne ? orNull(answer.plusOneLastName) : null,
    ...eventColumns(answer.events, GUEST_EVENT_COLUMNS),
    ...eventColumns(answer.plusOneEvents, PLUS_ONE_EVENT_COLUMNS),
    entree: answer.attending ? answer.dietaryRestrictions : null,
    plus_one_entree: plusOneAttending ? answer.plusOneDietaryRestrictions : null,
    dietary_notes: orNull(answer.dietaryNotes),
    plus_one_dietary_notes: plusOne ? orNull(answer.plusOneDietaryNotes) : null,
    mailing_address: orNull(answer.mailingAddress),
    message: orNull(answer.message),
    by_code: byCode,
  };
}

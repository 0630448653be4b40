import { RSVP_EVENT_KEYS, type RsvpEventKey, type RsvpPayload, type WithheldField } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';

/** A history row's payload (rsvp_submissions.payload): the answer, and what it kept from earlier. */
export type StoredAnswer = RsvpPayload & { keptFromEarlier?: readonly WithheldField[] };

/** One person's part of an answer, as a change is told of it. */
interface PersonAnswer {
  events: Partial<Record<RsvpEventKey, boolean | undefined>>;
  entree: string;
  notes: string;
  /** The notes were left blank and kept from before (withheld-details.ts). */
  notesKept: boolean;
}

const words = adminCopy.rsvps.changes;

/** An entrée as the hosts' lists name it ("fish", "kids’ menu"); none when not chosen. */
function entreeName(entree: string): string {
  const key = entree.toLowerCase();
  const name = key in adminCopy.entrees ? adminCopy.entrees[key as keyof typeof adminCopy.entrees] : entree;
  return name ? name.toLowerCase() : words.none;
}

function notesText(answer: PersonAnswer): string {
  if (answer.notesKept) return words.onFile;
  return answer.notes ? words.quoted(answer.notes) : words.none;
}

/** What changed for one person: each event, the entrée, the dietary notes. */
function personChanges(before: PersonAnswer, after: PersonAnswer): string[] {
  const coming = (yes: boolean | undefined) => (yes ? words.coming : words.notComing);
  const lines = RSVP_EVENT_KEYS.filter(
    (key) => Boolean(before.events[key]) !== Boolean(after.events[key]),
  ).map((key) => words.event(adminCopy.events[key], coming(before.events[key]), coming(after.events[key])));
  // Coming to nothing now: the events say it; the entrée and notes a decline clears (ADR 045) need not.
  if (!RSVP_EVENT_KEYS.some((key) => after.events[key])) return lines;
  if (before.entree !== after.entree)
    lines.push(words.entree(entreeName(before.entree), entreeName(after.entree)));
  // A blank kept from before changes nothing.
  if (!after.notesKept && (before.notesKept || before.notes !== after.notes))
    lines.push(words.notes(notesText(before), notesText(after)));
  return lines;
}

const kept = (answer: StoredAnswer, field: WithheldField) => answer.keptFromEarlier?.includes(field) ?? false;

function guestPart(answer: StoredAnswer): PersonAnswer {
  return {
    events: answer.events,
    entree: answer.dietaryRestrictions,
    notes: answer.dietaryNotes ?? '',
    notesKept: kept(answer, 'dietaryNotes'),
  };
}

function plusOnePart(answer: StoredAnswer): PersonAnswer {
  return {
    events: answer.plusOneAttending ? answer.plusOneEvents : {},
    entree: answer.plusOneAttending ? answer.plusOneDietaryRestrictions : '',
    notes: answer.plusOneAttending ? (answer.plusOneDietaryNotes ?? '') : '',
    notesKept: kept(answer, 'plusOneDietaryNotes'),
  };
}

const plusOneName = (answer: StoredAnswer) =>
  answer.plusOneAttending ? `${answer.plusOneFirstName} ${answer.plusOneLastName}`.trim() : '';

/**
 * What changed from a person's answer before to this one (ADR 073), in the hosts' words: each
 * event coming or not, the entrée, the dietary notes, the plus-one's, the address and the message,
 * and the members of the party the answer speaks for, added or left out (named by `nameOf`; a
 * member no longer on the list is not told of). Empty when the answer was sent again as it was.
 */
export function answerChanges(
  before: StoredAnswer,
  after: StoredAnswer,
  nameOf: (guestId: string) => string | undefined,
): string[] {
  const lines = personChanges(guestPart(before), guestPart(after));
  const [was, now] = [plusOneName(before), plusOneName(after)];
  if (was && now && was !== now) lines.push(words.plusOneName(was, now));
  const plusOne = now || was;
  for (const line of personChanges(plusOnePart(before), plusOnePart(after)))
    lines.push(words.plusOne(plusOne, line));
  if (
    !kept(after, 'mailingAddress') &&
    before.mailingAddress !== after.mailingAddress &&
    !kept(before, 'mailingAddress')
  )
    lines.push(words.address);
  if (before.message !== after.message) lines.push(words.message);
  const ids = (answer: StoredAnswer) => new Set((answer.party ?? []).map((member) => member.id));
  const [earlier, later] = [ids(before), ids(after)];
  for (const id of later) if (!earlier.has(id) && nameOf(id)) lines.push(words.memberAdded(nameOf(id) ?? ''));
  for (const id of earlier)
    if (!later.has(id) && nameOf(id)) lines.push(words.memberRemoved(nameOf(id) ?? ''));
  return lines;
}

/** The lines of a change the hosts read, or that it was sent again unchanged. */
export function changeLines(lines: readonly string[]): string[] {
  return lines.length > 0 ? [...lines] : [words.nothing];
}

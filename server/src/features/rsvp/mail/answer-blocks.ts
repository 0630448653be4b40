import {
  formatEventDate,
  formatTime,
  isEntree,
  KIDS_ENTREE,
  RSVP_EVENT_GROUPS,
  RSVP_EVENT_KEYS,
  upperFirst,
  type CalendarEvent,
  type EventChoices,
  type PartyMemberAnswer,
  type RsvpPayload,
} from '@riviera/contract';
import type { MailContent } from '../../../platform/mail/mail-content';
import type { Block } from '../../../platform/mail/templates/message';

/** The events a set of ticks covers, in the weekend's order (a choice may cover two events). */
export function chosenEvents(content: MailContent, choices: Partial<EventChoices>): CalendarEvent[] {
  const ids = new Set<string>(
    RSVP_EVENT_KEYS.filter((key) => choices[key] === true).flatMap((key) => RSVP_EVENT_GROUPS[key]),
  );
  return content.events.filter((event) => ids.has(event.id));
}

function personBlocks(
  content: MailContent,
  name: string,
  coming: boolean,
  choices: Partial<EventChoices>,
  entree: string,
  notes: string | undefined,
): Block[] {
  const copy = content.copy.confirmation;
  const blocks: Block[] = [{ kind: 'heading', text: copy.answerHeading(name) }];
  if (!coming) return [...blocks, { kind: 'paragraph', text: copy.notComing }];
  blocks.push({ kind: 'note', text: copy.attendingEvents });
  blocks.push({
    kind: 'events',
    items: chosenEvents(content, choices).map((event) => ({
      title: event.title,
      // A line of its own, written as the pages write a day and its time (« Jeudi 14 mai à 18 h 30 »).
      when: upperFirst(
        content.copy.at(
          formatEventDate(event.date, content.language),
          formatTime(event.start, content.language),
        ),
      ),
      place: `${event.location.name}, ${event.location.address}`,
    })),
  });
  const menu = isEntree(entree)
    ? content.entrees[entree]
    : entree === KIDS_ENTREE
      ? content.kidsMenu
      : entree;
  const facts = [{ label: copy.entree, value: menu }];
  if (notes) facts.push({ label: copy.dietaryNotes, value: notes });
  return [...blocks, { kind: 'facts', items: facts }];
}

/** Another member of the party answered for in the same submission (ADR 040), by name. */
export interface MemberAnswered {
  name: string;
  answer: PartyMemberAnswer;
}

/**
 * An answer as the guest and the hosts read it: each person (the guest, their plus-one, the other
 * members of the party answered for with it), event by event, then the details. The guest's note to
 * the couple is "Your message" to the guest and "Their message" to the hosts.
 */
export function answerBlocks(
  content: MailContent,
  guestName: string,
  answer: RsvpPayload,
  reader: 'guest' | 'hosts' = 'guest',
  members: readonly MemberAnswered[] = [],
): Block[] {
  const copy = content.copy.confirmation;
  const plusOneName = `${answer.plusOneFirstName} ${answer.plusOneLastName}`.trim();
  const blocks = personBlocks(
    content,
    guestName,
    answer.attending,
    answer.events,
    answer.dietaryRestrictions,
    answer.dietaryNotes,
  );
  if (plusOneName !== '') {
    blocks.push(
      ...personBlocks(
        content,
        plusOneName,
        answer.plusOneAttending,
        answer.plusOneEvents,
        answer.plusOneDietaryRestrictions,
        answer.plusOneDietaryNotes,
      ),
    );
  }
  for (const member of members) {
    const { attending, events, dietaryRestrictions, dietaryNotes } = member.answer;
    blocks.push(...personBlocks(content, member.name, attending, events, dietaryRestrictions, dietaryNotes));
  }
  const details = [
    { label: copy.mailingAddress, value: answer.mailingAddress },
    { label: reader === 'hosts' ? content.copy.hostNotice.message : copy.message, value: answer.message },
  ].filter((fact) => fact.value.trim() !== '');
  if (details.length > 0) blocks.push({ kind: 'facts', items: details });
  return blocks;
}

import {
  allEvents,
  anyEvent,
  RSVP_EVENT_KEYS,
  validatePartyMember,
  type EventChoices,
  type GuestLookupFound,
  type PartyMemberAnswer,
  type RsvpEventKey,
} from '@riviera/contract';
import { messages } from '@edition/messages';

/**
 * The other members of a party on the form (ADR 040): one block each, under the guest's
 * own. The attendance toggle applies to everyone, then each line can be changed, one by one or with
 * "the same events as me" (one member, or all of them, ADR 072). Only the lines that
 * say something new are sent: a member left out keeps their answer (and who gave it).
 */
export interface MemberFormState {
  id: string;
  name: string;
  child: boolean;
  events: EventChoices;
  dietaryRestrictions: string;
  dietaryNotes: string;
  /** When they have answered: when, and who answered for them when it was someone else. */
  answered?: { submittedAt: string; by?: string | undefined };
  /** By name their answer is not shown: their block stays closed (and out of the answer) until opened. */
  hidden: boolean;
  /** By name, an answer given with an invitation code: it cannot be opened here (ADR 070). */
  lockedByCode: boolean;
  /** Whether the line says something to send: a first answer, or a change. */
  changed: boolean;
}

export type MemberAction =
  | { type: 'all'; answer: 'yes' | 'no' }
  | { type: 'tick'; id: string; event: RsvpEventKey; checked: boolean }
  | { type: 'entree'; id: string; value: string }
  | { type: 'notes'; id: string; value: string }
  | { type: 'open'; id: string }
  /** The lead guest's events copied to one member (`id`) or to every member whose line is open. */
  | { type: 'same'; id?: string; events: EventChoices };

/** The members as the lookup told them, with their answers when the guest may see them. */
export function initialMembers(guest: GuestLookupFound): MemberFormState[] {
  return (guest.party ?? []).map((member) => {
    const previous = member.previousAnswer;
    const onFile = member.answerOnFile;
    const answered = previous ?? onFile;
    return {
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
      child: member.child,
      events: previous?.events ?? allEvents(false),
      dietaryRestrictions: previous?.dietaryRestrictions ?? '',
      dietaryNotes: previous?.dietaryNotes ?? '',
      ...(answered ? { answered: { submittedAt: answered.submittedAt, by: answered.answeredBy } } : {}),
      hidden: Boolean(onFile) && !previous,
      lockedByCode: onFile?.byCode === true && !previous,
      changed: !answered,
    };
  });
}

function update(
  members: MemberFormState[],
  id: string,
  change: (member: MemberFormState) => MemberFormState,
) {
  return members.map((member) => (member.id === id ? { ...change(member), changed: true } : member));
}

export function membersReducer(members: MemberFormState[], action: MemberAction): MemberFormState[] {
  switch (action.type) {
    case 'all':
      // "Yes" and "Sorry" speak for everyone whose line is open; each can then be changed.
      return members.map((member) =>
        member.hidden ? member : { ...member, events: allEvents(action.answer === 'yes'), changed: true },
      );
    case 'tick':
      return update(members, action.id, (member) => ({
        ...member,
        events: { ...member.events, [action.event]: action.checked },
      }));
    case 'entree':
      return update(members, action.id, (member) => ({ ...member, dietaryRestrictions: action.value }));
    case 'notes':
      return update(members, action.id, (member) => ({ ...member, dietaryNotes: action.value }));
    case 'same':
      return members.map((member) =>
        member.hidden || (action.id !== undefined && member.id !== action.id)
          ? member
          : { ...member, events: { ...action.events }, changed: true },
      );
    case 'open':
      return members.some((member) => member.id === action.id && member.lockedByCode)
        ? members
        : update(members, action.id, (member) => ({ ...member, hidden: false }));
  }
}

/** The answers to send: the open lines that say something new. */
export function memberAnswers(members: readonly MemberFormState[]): PartyMemberAnswer[] {
  return members
    .filter((member) => !member.hidden && member.changed)
    .map((member) => {
      const attending = anyEvent(member.events);
      return {
        id: member.id,
        attending,
        events: member.events,
        dietaryRestrictions: attending ? member.dietaryRestrictions : '',
        dietaryNotes: attending ? member.dietaryNotes.trim() : '',
      };
    });
}

/** Whether anyone of the other members is coming (then the household's address is asked for). */
export const anyMemberComing = (members: readonly MemberFormState[]) =>
  memberAnswers(members).some((answer) => answer.attending);

/** The id of a member's first control, where an error about them sends the guest. */
export const memberTarget = (id: string) => `rsvp-member-${id}-${RSVP_EVENT_KEYS[0]}`;

/** The shared rules on each line to send, each sentence naming the person. */
export function memberErrors(members: readonly MemberFormState[]): Array<{ id: string; message: string }> {
  const byId = new Map(members.map((member) => [member.id, member]));
  return memberAnswers(members).flatMap((answer) => {
    const member = byId.get(answer.id);
    if (!member) return [];
    return validatePartyMember(answer, member, messages).map((message) => ({ id: answer.id, message }));
  });
}

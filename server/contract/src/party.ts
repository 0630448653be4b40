import type * as Api from './api.generated';
import { anyEvent } from './events';
import type { GuestMessages } from './messages';
import { isEntreeFor, KIDS_ENTREE } from './rsvp';
import type { RsvpPayload } from './wire';

/**
 * Parties (ADR 040): the household on one invitation answers together. One member looks
 * the party up and answers for everyone; each other member's answer follows the main guest's rules,
 * and the kids' menu is offered to children only.
 */

/** The most people one party's answer may carry (the hosts' families are far smaller). */
export const MAX_PARTY_SIZE = 30;

/** Another member of the party, as the lookup tells them (GraphQL's PartyMemberLookup). */
export type PartyMemberLookup = Api.PartyMemberLookup;

/** One other member's answer in a party's submission (declared in wire.ts, GraphQL's PartyMemberAnswerInput). */
export type PartyMemberAnswer = NonNullable<RsvpPayload['party']>[number];

/** Who a member's answer is for: what the rules need to know about them. */
export interface PartyPerson {
  name: string;
  child: boolean;
}

const named = (sentence: string, name: string) => sentence.replace('{name}', name);

/**
 * The rules of one member's answer, each sentence naming them: attending means at least one event,
 * events ticked mean attending, at the reception an entrée, the kids' menu for a child only.
 */
export function validatePartyMember(
  answer: Pick<PartyMemberAnswer, 'attending' | 'events' | 'dietaryRestrictions'>,
  person: PartyPerson,
  messages: GuestMessages,
): string[] {
  const { rsvp } = messages;
  const errors: string[] = [];
  const ticked = anyEvent(answer.events);
  if (answer.attending && !ticked) errors.push(named(rsvp.memberSelectEvent, person.name));
  else if (!answer.attending && ticked) errors.push(named(rsvp.memberAttendanceMismatch, person.name));
  const entree = answer.dietaryRestrictions;
  if (entree === KIDS_ENTREE && !person.child) errors.push(named(rsvp.kidsMenuForChildren, person.name));
  else if (
    (answer.attending && !isEntreeFor(entree, person.child)) ||
    (entree !== '' && !isEntreeFor(entree, person.child))
  ) {
    errors.push(named(rsvp.memberSelectEntree, person.name));
  }
  return errors;
}

import {
  KIDS_ENTREE,
  orderedErrors,
  splitName,
  validateRsvp,
  validatePartyMember,
  type GuestMessages,
  type PartyMemberAnswer,
  type PartyMemberFound,
  type RsvpPayload,
  type WithheldField,
} from '@riviera/contract';
import type { RsvpRow } from '../../platform/db/rows';
import type { LookupGuest, LookupMatch } from './guest-lookup.repository';
import { answerOf, answerOnFileOf, plusOneEventsOf, typedNotes } from './rsvp-row';
import { keepWithheldDetails, withoutDeclinedDetails } from './withheld-details';

/**
 * A party's answer (ADR 040): the other members as the lookup tells them, and the answers
 * one member sends for the others, checked with the main guest's rules and made into each member's
 * own submission.
 */

const named = (sentence: string, name: string) => sentence.replace('{name}', name);

/**
 * The other members of the guest's party as the lookup tells them: whole answers to the holder of
 * an invitation code of the party, by name only when they answered and which details are on file
 * (ADR 007, for every member as for the guest).
 */
export function partyLookup(
  matches: readonly LookupMatch[],
  guestId: string,
  withCode: boolean,
): PartyMemberFound[] {
  return matches
    .filter((match) => match.guest.id !== guestId)
    .map(({ guest, current, answeredBy }) => {
      const { firstName, lastName } = splitName(guest.name);
      return {
        id: guest.id,
        firstName,
        lastName,
        child: guest.child,
        ...(current && withCode ? { previousAnswer: answerOf(current, true, answeredBy) } : {}),
        ...(current && !withCode ? { answerOnFile: answerOnFileOf(current, answeredBy) } : {}),
      };
    });
}

/**
 * The main guest's answer by the specification's rules, in form order; a kids' menu chosen for an
 * adult is told naming them rather than as a missing entrée.
 */
export function guestErrors(answer: RsvpPayload, guest: LookupGuest, messages: GuestMessages): string[] {
  const errors = orderedErrors(validateRsvp(answer, guest.plus_one_allowed, messages, guest.child));
  if (guest.child || answer.dietaryRestrictions !== KIDS_ENTREE) return errors;
  return errors.map((error) =>
    error === messages.rsvp.selectEntree ? named(messages.rsvp.kidsMenuForChildren, guest.name) : error,
  );
}

/**
 * The members answered for as the success step shows them, with their answers as now stored
 * (without the private details to a submitter by name). Each member's answer is their own
 * submission, written with the guest's (answer.repository.ts).
 */
export function answeredMembers(
  submissions: readonly MemberSubmission[],
  currents: ReadonlyMap<string, RsvpRow>,
  submitter: { name: string },
  withCode: boolean,
): PartyMemberFound[] {
  return submissions.map(({ member, kept }) => {
    const { firstName, lastName } = splitName(member.name);
    const row = currents.get(member.id);
    return {
      id: member.id,
      firstName,
      lastName,
      child: member.child,
      ...(row ? { previousAnswer: answerOf(row, withCode, submitter.name, typedNotes(kept)) } : {}),
    };
  });
}

/** One member's answer as their own submission: who, what to store, which details were kept. */
export interface MemberSubmission {
  member: LookupGuest;
  payload: RsvpPayload;
  kept: WithheldField[];
}

/**
 * A member's answer as a whole payload of their own. The household's mailing address is theirs; their
 * own message stays theirs; a plus-one they bring (a guest moved into the party with one) keeps the
 * answer they gave for them, and does not come when the member does not.
 */
function memberPayload(
  member: LookupGuest,
  given: PartyMemberAnswer,
  household: RsvpPayload,
  current: RsvpRow | undefined,
): RsvpPayload {
  const { firstName, lastName } = splitName(member.name);
  const plusOne =
    member.plus_one_allowed && given.attending && current?.plus_one_attending ? current : undefined;
  return {
    firstName,
    lastName,
    mailingAddress: household.mailingAddress,
    attending: given.attending,
    plusOneAttending: plusOne !== undefined,
    plusOneFirstName: plusOne?.plus_one_first_name ?? '',
    plusOneLastName: plusOne?.plus_one_last_name ?? '',
    events: given.events,
    plusOneEvents: plusOne ? plusOneEventsOf(plusOne) : {},
    dietaryRestrictions: given.dietaryRestrictions,
    plusOneDietaryRestrictions: plusOne?.plus_one_entree ?? '',
    message: current?.message ?? '',
    dietaryNotes: given.dietaryNotes ?? '',
    plusOneDietaryNotes: plusOne?.plus_one_dietary_notes ?? '',
  };
}

/**
 * Checks the members' answers of a submission against the party as stored: each id one of the
 * other members, once; each answer by the main guest's rules, naming the person; an address when
 * anyone comes. Returns every refusal sentence, or each member's submission.
 */
export function checkPartyAnswers(
  household: RsvpPayload,
  guest: LookupGuest,
  members: readonly LookupGuest[],
  currents: ReadonlyMap<string, RsvpRow>,
  byName: boolean,
  messages: GuestMessages,
): { errors: string[]; submissions: MemberSubmission[] } {
  const { rsvp } = messages;
  const errors: string[] = [];
  const submissions: MemberSubmission[] = [];
  const others = new Map(
    members.filter((member) => member.id !== guest.id).map((member) => [member.id, member]),
  );
  const seen = new Set<string>();
  for (const given of household.party ?? []) {
    const member = others.get(given.id);
    if (!member) {
      if (!errors.includes(rsvp.memberNotInParty)) errors.push(rsvp.memberNotInParty);
      continue;
    }
    if (seen.has(member.id)) {
      errors.push(named(rsvp.memberTwice, member.name));
      continue;
    }
    seen.add(member.id);
    const current = currents.get(member.id);
    // A name proves nothing: what a member answered with a code of the party stays (ADR 070).
    if (byName && current?.by_code) {
      errors.push(named(rsvp.memberAnsweredWithCode, member.name));
      continue;
    }
    errors.push(...validatePartyMember(given, member, messages));
    const payload = withoutDeclinedDetails(memberPayload(member, given, household, current));
    submissions.push(
      byName ? { member, ...keepWithheldDetails(payload, current) } : { member, payload, kept: [] },
    );
  }
  const anyoneComes = submissions.some((submission) => submission.payload.attending);
  if (anyoneComes && !household.attending && household.mailingAddress.trim() === '') {
    errors.push(rsvp.mailingAddressRequiredWhenAttending);
  }
  return { errors, submissions };
}

import {
  guestMessages,
  parseInvitationCode,
  splitName,
  validateLookup,
  type GuestLookupFound,
  type GuestLookupResult,
  type GuestMessages,
  type Language,
  type LookupFields,
} from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { typedNameKeys } from '../guests';
import { ok, refuse, type Refused, type Result } from '../../platform/result';
import {
  childUnderLookupKeys,
  findMatchByCode,
  findMatchesByLookupKey,
  findPartyMatches,
  type LookupMatch,
} from './guest-lookup.repository';
import { partyLookup } from './party-answer';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { answerOf, answerOnFileOf } from './rsvp-row';

/**
 * The RSVP flow's first step: a guest by the name they typed or the code on their invitation
 * (`GET /rsvp`, GraphQL's validateRSVPCode), and the rules a submission shares with it.
 */

export function namesRefusal(fields: LookupFields, messages: GuestMessages): Refused | undefined {
  const errors = Object.values(validateLookup(fields, messages));
  return errors.length > 0 ? refuse('validation', errors[0] ?? '', { errors }) : undefined;
}

export function parseCode(code: string, messages: GuestMessages): Result<string> {
  const parsed = parseInvitationCode(code);
  return parsed ? ok(parsed) : refuse('validation', messages.lookup.codeInvalid);
}

/**
 * The one guest under a typed name; a name two guests share needs their invitation code. The name
 * as typed is searched first, so "Елена Петрова" finds her even when an "Elena Petrova" is also
 * invited; its Latin transliteration only when that finds nobody. `find` reads the guests under one
 * key: with their answers for a lookup, locked for a submission.
 */
export async function guestByName<G>(
  find: (key: string) => Promise<G[]>,
  fields: LookupFields,
  messages: GuestMessages,
): Promise<Result<G | undefined>> {
  for (const key of typedNameKeys(fields.firstName, fields.lastName)) {
    const guests = await find(key);
    if (guests.length > 1) return refuse('conflict', messages.lookup.ambiguous);
    if (guests[0]) return ok(guests[0]);
  }
  return ok(undefined);
}

/**
 * The lookup answer for one guest: the stored names split for the form, and their current answer.
 * That answer, and whether the list has an email for them (which decides whether the form offers an
 * email box), only go to a caller who holds the invitation code (ADR 007, ADR 031); by name, only
 * that there is one and which private details are on file.
 */
function lookupResult(
  { guest, current, answeredBy, phone }: LookupMatch,
  party: readonly LookupMatch[],
  code?: { code: string; hasEmail: boolean },
): GuestLookupFound {
  const { firstName, lastName } = splitName(guest.name);
  const plusOne = guest.plus_one_allowed && guest.plus_one_name ? splitName(guest.plus_one_name) : undefined;
  return {
    found: true,
    firstName,
    lastName,
    hasPlusOne: guest.plus_one_allowed,
    plusOneFirstName: plusOne?.firstName ?? '',
    plusOneLastName: plusOne?.lastName ?? '',
    ...(code ? { invitationCode: code.code } : {}),
    ...(current && code ? { previousAnswer: answerOf(current, true, answeredBy) } : {}),
    ...(current && !code ? { answerOnFile: answerOnFileOf(current, answeredBy) } : {}),
    ...(code ? { hasEmail: code.hasEmail } : {}),
    ...(code && phone ? { phone } : {}),
    ...(guest.child ? { child: true } : {}),
    party: partyLookup(party, guest.id, Boolean(code)),
  };
}

/**
 * `GET /rsvp?firstName=&lastName=` and the lookup step: a guest by the name they typed. Refusals
 * are told in `language`, the guest page's.
 */
export async function lookupGuestByName(
  db: DbOrTx,
  fields: LookupFields,
  language: Language = 'en',
): Promise<Result<GuestLookupResult>> {
  const messages = guestMessages(language);
  const invalid = namesRefusal(fields, messages);
  if (invalid) return invalid;
  const found = await guestByName((key) => findMatchesByLookupKey(db, key), fields, messages);
  if (!found.ok) return found;
  const match = found.value;
  if (match) return ok(lookupResult(match, await findPartyMatches(db, match.guest.party_id)));
  // A child's name: a parent is told how their child answers, not that the child is not invited.
  // It says no more than an adult's name does (that the name is on the list), and less: nobody's
  // names, party or answer (ADR 072).
  const child = await childUnderLookupKeys(db, typedNameKeys(fields.firstName, fields.lastName));
  return ok(child ? { found: false, child: true } : { found: false });
}

/**
 * `GET /rsvp?code=` and GraphQL's validateRSVPCode: a guest by the code on their invitation. `use`
 * counts the code before it is looked up (rsvp-throttles.ts): a wrong one stays counted.
 */
export async function lookupGuestByCode(
  db: DbOrTx,
  code: string,
  language: Language = 'en',
  use?: CodeUse,
): Promise<Result<GuestLookupResult>> {
  const parsed = parseCode(code, guestMessages(language));
  if (!parsed.ok) return parsed;
  const attempt = await use?.(parsed.value);
  if (attempt && 'refused' in attempt) return { ok: false, refusal: attempt.refused };
  const match = await findMatchByCode(db, parsed.value);
  if (!match) return ok({ found: false });
  await attempt?.found();
  const party = await findPartyMatches(db, match.guest.party_id);
  return ok(lookupResult(match, party, { code: parsed.value, hasEmail: match.hasEmail }));
}

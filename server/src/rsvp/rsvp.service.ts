import {
  guestMessages,
  hasPlusOneData,
  parseInvitationCode,
  splitName,
  validateLookup,
  validateRsvpEmail,
  type GuestLookupFound,
  type GuestLookupResult,
  type GuestMessages,
  type Language,
  type LookupFields,
  type RsvpPayload,
  type RsvpSaved,
} from '@riviera/contract';
import { normalisePhone } from '@riviera/contract/phone';
import type { Db, DbOrTx } from '../db/database';
import { typedNameKeys } from '../guests/name-keys';
import type { MailConfig } from '../mail/mail-config';
import { answerMail } from '../mail/mail.service';
import { HOST_NOTICE_SETTINGS, hostNoticeAddresses } from '../mail/mail-settings.service';
import { maskEmail } from '../mail/mask-email';
import { ok, refuse, type Refused, type Result } from '../result';
import { closedMessage, isPastDeadline } from './deadline';
import {
  findAnsweringParty,
  findMatchByCode,
  findMatchesByLookupKey,
  findPartyMatches,
  lockAnsweringGuests,
  type AnsweringMember,
  type LockedGuest,
  type LookupMatch,
} from './guest-lookup.repository';
import { answeredMembers, checkPartyAnswers, guestErrors, partyLookup } from './party-answer';
import { parseRsvpPayload } from './rsvp-payload';
import type { CodeUse } from './rsvp-throttles';
import { answerOf, answerOnFileOf } from './rsvp-row';
import { writeAnswer, type GuestChange } from './answer.repository';
import { keepWithheldDetails, withoutDeclinedDetails } from './withheld-details';

function namesRefusal(fields: LookupFields, messages: GuestMessages): Refused | undefined {
  const errors = Object.values(validateLookup(fields, messages));
  return errors.length > 0 ? refuse('validation', errors[0] ?? '', { errors }) : undefined;
}

function parseCode(code: string, messages: GuestMessages): Result<string> {
  const parsed = parseInvitationCode(code);
  return parsed ? ok(parsed) : refuse('validation', messages.lookup.codeInvalid);
}

/**
 * The one guest under a typed name; a name two guests share needs their invitation code. The name
 * as typed is searched first, so "Елена Петрова" finds her even when an "Elena Petrova" is also
 * invited; its Latin transliteration only when that finds nobody. `find` reads the guests under one
 * key: with their answers for a lookup, locked for a submission.
 */
async function guestByName<G>(
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
  if (!match) return ok({ found: false });
  return ok(lookupResult(match, await findPartyMatches(db, match.guest.party_id)));
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

export interface SubmitOptions {
  now: Date;
  /** RSVP_DEADLINE: after it, submissions are refused. */
  deadline?: Date | undefined;
  /** The confirmation and the hosts' notice go into the outbox in the answer's transaction. */
  mail: MailConfig;
  /** The guest page's language: refusals are told in it, and it becomes the guest's language for mail. */
  language?: Language;
  /** Counts an invitation code before it is looked up; a code that finds nobody stays counted. */
  codeUse?: CodeUse;
}

/**
 * `POST /rsvp` and GraphQL's submitRSVP. An answer that names an invitation code counts it first
 * (`codeUse`): a code that finds nobody is a wrong one, as in a lookup.
 */
export async function submitRsvp(
  db: Db,
  input: unknown,
  { codeUse, ...options }: SubmitOptions,
): Promise<Result<RsvpSaved>> {
  const checked = checkSubmission(input, options);
  if (!checked.ok) return checked;
  const attempt = checked.value.code ? await codeUse?.(checked.value.code) : undefined;
  if (attempt && 'refused' in attempt) return { ok: false, refusal: attempt.refused };
  const result = await saveRsvp(db, checked.value, options);
  // Past the checks above, only a code that found nobody is a wrong one: any other refusal was
  // told of a guest the code found. `found` never fails, so a saved answer stays a success.
  if (attempt && (result.ok || result.refusal.code !== 'not_found')) await attempt.found();
  return result;
}

/**
 * The mobile number sent with an answer, in E.164 (`''` when none). Like an email, only the holder of
 * the invitation may give one: the hosts send the private link to it (ADR 052). Read in the country
 * of the guest's language when typed without "+".
 */
function checkedPhone(
  typed: string | undefined,
  byCode: boolean,
  language: Language,
  messages: GuestMessages,
): Result<string> {
  if (!typed) return ok('');
  const phone = byCode ? normalisePhone(typed, language) : undefined;
  if (phone) return ok(phone);
  const error = byCode ? messages.rsvp.phoneInvalid : messages.rsvp.phoneNeedsCode;
  return refuse('validation', error, { errors: [error] });
}

/**
 * The party of a guest whose party `lockAnsweringGuests` locked, read once the lock is held. A host
 * may have moved the guest to another party while the lock was awaited: then that party is locked
 * in turn (party-lock.ts does the same for the hosts' own changes).
 */
async function answeringParty(trx: DbOrTx, locked: LockedGuest) {
  let party: LockedGuest | undefined = locked;
  for (let attempt = 0; party && attempt < 3; attempt += 1) {
    const { members, settings } = await findAnsweringParty(trx, party.partyId, HOST_NOTICE_SETTINGS);
    const self = members.find((member) => member.guest.id === locked.guestId);
    if (self) return { guest: self.guest, self, members, settings };
    [party] = await lockAnsweringGuests(trx, { id: locked.guestId });
  }
  return undefined;
}

/** What an answer changes of a guest's row as read, or undefined when nothing. */
function guestChange(
  read: AnsweringMember,
  addressGiven: boolean,
  language?: Language,
  email?: string,
  phone?: string,
): GuestChange | undefined {
  const change: GuestChange = {
    id: read.guest.id,
    ...(addressGiven && !read.addressCollected ? { addressCollected: true } : {}),
    ...(language && read.language !== language ? { language } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
  return Object.keys(change).length > 1 ? change : undefined;
}

/** A submission as its own rules read it, before any guest is looked up. */
interface CheckedSubmission {
  payload: RsvpPayload;
  /** The normalised invitation code, when the answer names one: who the guest is. */
  code: string | undefined;
  email: string;
  phone: string;
}

/**
 * What a submission says on its own, checked before anyone is looked up: the deadline, the payload's
 * shape, the code's printed form or the names, and an email or phone only with the code.
 */
function checkSubmission(
  input: unknown,
  { now, deadline, language = 'en' }: Pick<SubmitOptions, 'now' | 'deadline' | 'language'>,
): Result<CheckedSubmission> {
  if (deadline && isPastDeadline(now, deadline))
    return refuse('forbidden', closedMessage(deadline, language));
  const messages = guestMessages(language);
  const parsed = parseRsvpPayload(input);
  if (!parsed.ok) return parsed;
  const payload = parsed.value;
  // The invitation code, when given, is who the guest is; the names are then only what they typed
  // (a guest with a one-word name, such as "Madonna", has no family name to type).
  const code = payload.invitationCode ? parseCode(payload.invitationCode, messages) : undefined;
  if (code && !code.ok) return code;
  const invalidNames = code ? undefined : namesRefusal(payload, messages);
  if (invalidNames) return invalidNames;
  const email = payload.email?.trim() ?? '';
  // Typing a name proves nothing: only the holder of the invitation may give the address its
  // confirmation, private link and later mail go to. An email by name is refused whether or not the
  // list has one, so the refusal tells nothing about the guest (ADR 031).
  if (!code && email !== '') {
    const refusal = messages.rsvp.emailNeedsCode;
    return refuse('validation', refusal, { errors: [refusal] });
  }
  const emailError = validateRsvpEmail(email, messages);
  if (emailError) return refuse('validation', emailError, { errors: [emailError] });
  const phone = checkedPhone(payload.phone, Boolean(code), language, messages);
  if (!phone.ok) return phone;
  return ok({ payload, code: code?.value, email, phone: phone.value });
}

/**
 * Checks the answer with the form's own rules against the guest as stored, then in one transaction
 * appends it to the history and makes it the current answer. The guest's row is locked first, so
 * submissions of one guest are written one after the other and the last one written is the newest.
 */
async function saveRsvp(
  db: Db,
  checked: CheckedSubmission,
  { now, mail, language = 'en' }: Omit<SubmitOptions, 'codeUse' | 'deadline'>,
): Promise<Result<RsvpSaved>> {
  const messages = guestMessages(language);
  const { payload, code, email, phone } = checked;

  return db.transaction().execute(async (trx): Promise<Result<RsvpSaved>> => {
    // One statement finds the guest and locks their party: two members answering at the same
    // moment are written one after the other, the later one current (ADR 040). One more reads the
    // party as it stands once locked, and one writes the whole answer (issue 25).
    const found = code
      ? ok((await lockAnsweringGuests(trx, { code }))[0])
      : await guestByName((key) => lockAnsweringGuests(trx, { key }), payload, messages);
    if (!found.ok) return found;
    const locked = found.value ? await answeringParty(trx, found.value) : undefined;
    if (!locked) return refuse('not_found', messages.rsvp.guestNotFound);
    const { guest, self, members, settings } = locked;
    if (!guest.plus_one_allowed && hasPlusOneData(payload)) {
      return refuse('validation', messages.rsvp.noPlusOne, { errors: [messages.rsvp.noPlusOne] });
    }
    const currents = new Map(
      members.flatMap(({ guest: member, current }) => (current ? [[member.id, current] as const] : [])),
    );
    // By name, the guest never saw their private details: the empty ones keep what is on file,
    // except the dietary notes of someone who now does not come (a decline clears them, below).
    const { payload: sent, kept } = code
      ? { payload, kept: [] }
      : keepWithheldDetails(payload, currents.get(guest.id));
    const people = members.map((member) => member.guest);
    const party = checkPartyAnswers(sent, guest, people, currents, !code, messages);
    const errors = [...guestErrors(sent, guest, messages), ...party.errors];
    if (errors.length > 0) {
      const summary =
        errors.length === 1 ? (errors[0] ?? '') : `${messages.rsvp.fixErrorsHeading} ${errors.join('; ')}`;
      return refuse('validation', summary, { errors });
    }

    // Checked as sent; stored without what a decline leaves behind.
    const answer = withoutDeclinedDetails(sent);
    const stored = {
      ...answer,
      ...(phone ? { phone } : {}),
      ...(code ? { invitationCode: code } : {}),
      ...(kept.length > 0 ? { keptFromEarlier: kept } : {}),
    };
    const submitter = { id: guest.id, name: guest.name };
    // An email given with the code is the guest's when the list has none (ADR 031).
    const emailGiven = code && email !== '' && self.email === null ? email : undefined;
    const byId = new Map(members.map((member) => [member.guest.id, member]));
    const answered = party.submissions.flatMap(({ member, payload: given }) => {
      const read = byId.get(member.id);
      return read ? [{ ...read, attending: given.attending || given.plusOneAttending, given }] : [];
    });
    const outbox = answerMail({
      guest: { id: guest.id, name: guest.name, email: self.email ?? emailGiven ?? null, language },
      answer,
      language,
      byName: !code,
      changed: self.answeredBefore,
      now,
      members: answered.map((member) => ({
        id: member.guest.id,
        email: member.email,
        language: member.language,
        attending: member.attending,
      })),
      hosts: hostNoticeAddresses(settings, mail),
    });
    const written = await writeAnswer(trx, {
      submitter,
      byCode: code !== undefined,
      people: [
        { guest, stored, answer },
        ...party.submissions.map(({ member, payload: given, kept: keptOfMember }) => ({
          guest: member,
          stored: { ...given, ...(keptOfMember.length > 0 ? { keptFromEarlier: keptOfMember } : {}) },
          answer: given,
        })),
      ],
      guests: [
        guestChange(self, answer.mailingAddress !== '', language, emailGiven, phone || undefined),
        ...answered.map((member) =>
          guestChange(member, member.given.attending && member.given.mailingAddress !== ''),
        ),
      ].flatMap((change) => (change ? [change] : [])),
      mail: { ...outbox, byName: !code, now },
    });
    const current = written.currents.get(guest.id);
    const [own] = outbox.confirmations;
    const confirmationTo = own?.guestId === guest.id ? own.to : undefined;
    return ok({
      success: true,
      message: answer.attending ? messages.rsvp.saved : messages.rsvp.savedDeclined,
      // Someone who typed a name may not be the guest: they see no more of the address than a hint.
      ...(confirmationTo ? { confirmationTo: code ? confirmationTo : maskEmail(confirmationTo) } : {}),
      // The answer as stored, which the success step shows; by name without the private details,
      // as the lookup by name (a detail kept from before was never shown to whoever typed it).
      ...(current ? { answer: answerOf(current, Boolean(code)) } : {}),
      // Everyone's answers for the success step: with the code the whole party, by name only the
      // members answered for just now (the others' answers are not told to a name, ADR 007).
      ...(members.length > 1
        ? {
            party: code
              ? partyLookup(await findPartyMatches(trx, guest.party_id), guest.id, true)
              : answeredMembers(party.submissions, written.currents, submitter, false),
          }
        : {}),
    });
  });
}

import {
  guestMessages,
  hasPlusOneData,
  type GuestMessages,
  type Language,
  type RsvpPayload,
  type RsvpSaved,
  type WithheldField,
} from '@riviera/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { MailConfig } from '../../platform/mail/mail-config';
import { answerMail } from './answer-mail.service';
import { HOST_NOTICE_SETTINGS, hostNoticeAddresses } from '../../platform/mail/mail-settings.service';
import { maskEmail } from '../../platform/mail/mask-email';
import { ok, refuse, type Result } from '../../platform/result';
import { phaseOf, refusalInPhase, SITE_PHASE_KEY } from '../../platform/settings/site-phase';
import {
  findAnsweringParty,
  findPartyMatches,
  lockAnsweringGuests,
  type AnsweringMember,
  type LockedGuest,
} from './guest-lookup.repository';
import { answeredMembers, checkPartyAnswers, guestErrors, partyLookup } from './party-answer';
import { guestByName } from './rsvp-lookup.service';
import { checkSubmission, type CheckedSubmission } from './rsvp-submission';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { answerOf, typedNotes } from './rsvp-row';
import { writeAnswer, type GuestChange } from './answer.repository';
import { keepWithheldDetails, withoutDeclinedDetails } from './withheld-details';

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
 * The settings an answer reads with its party, in the same statement: the hosts' notice, and the
 * site's phase, which closes answers after the wedding without a round trip of its own (ADR 053, 083).
 */
const ANSWER_SETTINGS = [...HOST_NOTICE_SETTINGS, SITE_PHASE_KEY];

/**
 * The party of a guest whose party `lockAnsweringGuests` locked, read once the lock is held. A host
 * may have moved the guest to another party while the lock was awaited: then that party is locked
 * in turn (party-lock.ts does the same for the hosts' own changes).
 */
async function answeringParty(trx: DbOrTx, locked: LockedGuest) {
  let party: LockedGuest | undefined = locked;
  for (let attempt = 0; party && attempt < 3; attempt += 1) {
    const { members, settings } = await findAnsweringParty(trx, party.partyId, ANSWER_SETTINGS);
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

/** The answering party as the transaction read it once locked. */
type ReadParty = NonNullable<Awaited<ReturnType<typeof answeringParty>>>;

/**
 * Lock and read: one statement finds the guest and locks their party, so two members answering at
 * the same moment are written one after the other, the later one current (ADR 040); one more reads
 * the party as it stands once locked.
 */
async function lockAndRead(
  trx: DbOrTx,
  { payload, code }: CheckedSubmission,
  messages: GuestMessages,
): Promise<Result<ReadParty>> {
  const found = code
    ? ok((await lockAnsweringGuests(trx, { code }))[0])
    : await guestByName((key) => lockAnsweringGuests(trx, { key }), payload, messages);
  if (!found.ok) return found;
  const read = found.value ? await answeringParty(trx, found.value) : undefined;
  return read ? ok(read) : refuse('not_found', messages.rsvp.guestNotFound);
}

/** What the answer becomes once checked against the party as stored. */
interface Decided {
  /** As checked: by name, the withheld details kept from before filled in. */
  answer: RsvpPayload;
  /** What the guest's history row keeps. */
  stored: RsvpPayload & Record<string, unknown>;
  party: ReturnType<typeof checkPartyAnswers>;
  /** By name, the private details kept from before (never shown to the sender). */
  kept: readonly WithheldField[];
}

/**
 * Decide: the form's rules on the guest's own answer and each member's line, against the party as
 * read; by name the private details the guest never saw keep what is on file (ADR 007), and what a
 * decline leaves behind is dropped from what is stored (ADR 045).
 */
function decide(checked: CheckedSubmission, read: ReadParty, messages: GuestMessages): Result<Decided> {
  const { payload, code, phone } = checked;
  const { guest, members } = read;
  if (!guest.plus_one_allowed && hasPlusOneData(payload)) {
    return refuse('validation', messages.rsvp.noPlusOne, { errors: [messages.rsvp.noPlusOne] });
  }
  const currents = new Map(
    members.flatMap(({ guest: member, current }) => (current ? [[member.id, current] as const] : [])),
  );
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
  const answer = withoutDeclinedDetails(sent);
  const stored = {
    ...answer,
    ...(phone ? { phone } : {}),
    ...(code ? { invitationCode: code } : {}),
    ...(kept.length > 0 ? { keptFromEarlier: kept } : {}),
  };
  return ok({ answer, stored, party, kept });
}

/**
 * Write: the whole answer in one statement (the history, the current answers, the guests' rows and
 * the mail in the outbox), then what the success step shows.
 */
async function write(
  trx: DbOrTx,
  checked: CheckedSubmission,
  read: ReadParty,
  { answer, stored, party, kept }: Decided,
  { now, mail, language = 'en' }: Omit<SubmitOptions, 'codeUse' | 'deadline'>,
): Promise<RsvpSaved> {
  const messages = guestMessages(language);
  const { code, email, phone } = checked;
  const { guest, self, members, settings } = read;
  const submitter = { id: guest.id, name: guest.name };
  // An email given with the code is the guest's when the list has none (ADR 031).
  const emailGiven = code && email !== '' && self.email === null ? email : undefined;
  const byId = new Map(members.map((member) => [member.guest.id, member]));
  const answered = party.submissions.flatMap(({ member, payload: given }) => {
    const found = byId.get(member.id);
    return found ? [{ ...found, attending: given.attending || given.plusOneAttending, given }] : [];
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
  // The specification's two thanks: whether anyone this answer is for comes (the guest, their
  // plus-one or a member of the party answered for), not the guest alone.
  const anyoneComes =
    answer.attending || answer.plusOneAttending || answered.some((member) => member.attending);
  const [own] = outbox.confirmations;
  const confirmationTo = own?.guestId === guest.id ? own.to : undefined;
  return {
    success: true,
    message: anyoneComes ? messages.rsvp.saved : messages.rsvp.savedDeclined,
    // Someone who typed a name may not be the guest: they see no more of the address than a hint.
    ...(confirmationTo ? { confirmationTo: code ? confirmationTo : maskEmail(confirmationTo) } : {}),
    // The answer as stored, which the success step shows; by name without the private details,
    // as the lookup by name (a detail kept from before was never shown to whoever typed it), but
    // with the dietary notes typed in it, which the summary shows person by person (ADR 072).
    ...(current ? { answer: answerOf(current, Boolean(code), undefined, typedNotes(kept)) } : {}),
    // Everyone's answers for the success step: with the code the whole party, by name only the
    // members answered for just now (the others' answers are not told to a name, ADR 007).
    ...(members.length > 1
      ? {
          party: code
            ? partyLookup(await findPartyMatches(trx, guest.party_id), guest.id, true)
            : answeredMembers(party.submissions, written.currents, submitter, false),
        }
      : {}),
  };
}

/**
 * Checks the answer against the guest as stored, then in one transaction appends it to the history
 * and makes it the current answer: lock and read, decide, write. The guest's party is locked first,
 * so submissions of one party are written one after the other and the last one written is the newest.
 */
async function saveRsvp(
  db: Db,
  checked: CheckedSubmission,
  options: Omit<SubmitOptions, 'codeUse' | 'deadline'>,
): Promise<Result<RsvpSaved>> {
  const messages = guestMessages(options.language ?? 'en');
  return db.transaction().execute(async (trx): Promise<Result<RsvpSaved>> => {
    const read = await lockAndRead(trx, checked, messages);
    if (!read.ok) return read;
    // After the wedding (the hosts' phase), answers are closed: nothing is written (ADR 083).
    const over = refusalInPhase(phaseOf(read.value.settings.get(SITE_PHASE_KEY)), options.language ?? 'en');
    if (over) return over;
    const decided = decide(checked, read.value, messages);
    if (!decided.ok) return decided;
    return ok(await write(trx, checked, read.value, decided.value, options));
  });
}

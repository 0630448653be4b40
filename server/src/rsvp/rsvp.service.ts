import {
  allEvents,
  hasPlusOneData,
  MESSAGES,
  orderedErrors,
  parseInvitationCode,
  validateLookup,
  validateRsvp,
  type GuestLookupResult,
  type LookupFields,
  type RsvpPayload,
  type RsvpSaved,
} from '@riviera/contract';
import type { Db, DbOrTx } from '../db/database';
import { typedNameKeys } from '../guests/name-keys';
import { AppError } from '../http/errors';
import { closedMessage, isPastDeadline } from './deadline';
import {
  findCurrentRsvp,
  findGuestByCode,
  findGuestsByLookupKey,
  type LookupGuest,
} from './guest-lookup.repository';
import { toLookupResult } from './lookup-result';
import { keepWithheldDetails } from './withheld-details';
import { parseRsvpPayload } from './rsvp-payload.schema';
import {
  insertSubmission,
  markAddressCollected,
  upsertCurrentRsvp,
  type CurrentRsvpRow,
} from './rsvp.repository';

function checkNames(fields: LookupFields): void {
  const errors = Object.values(validateLookup(fields));
  if (errors.length > 0) throw new AppError('validation', errors[0] ?? '', { errors });
}

function checkCode(code: string): string {
  const parsed = parseInvitationCode(code);
  if (!parsed) throw new AppError('validation', MESSAGES.lookup.codeInvalid);
  return parsed;
}

/**
 * The one guest under a typed name; a name two guests share needs their invitation code. The name
 * as typed is searched first, so "Елена Петрова" finds her even when an "Elena Petrova" is also
 * invited; its Latin transliteration only when that finds nobody.
 */
async function guestByName(
  db: DbOrTx,
  fields: LookupFields,
  lock: boolean,
): Promise<LookupGuest | undefined> {
  for (const key of typedNameKeys(fields.firstName, fields.lastName)) {
    const guests = await findGuestsByLookupKey(db, key, { lock });
    if (guests.length > 1) throw new AppError('conflict', MESSAGES.lookup.ambiguous);
    if (guests[0]) return guests[0];
  }
  return undefined;
}

/** `GET /rsvp?firstName=&lastName=` and the lookup step: a guest by the name they typed. */
export async function lookupGuestByName(db: DbOrTx, fields: LookupFields): Promise<GuestLookupResult> {
  checkNames(fields);
  const guest = await guestByName(db, fields, false);
  if (!guest) return { found: false };
  return toLookupResult(guest, await findCurrentRsvp(db, guest.id));
}

/** `GET /rsvp?code=` and GraphQL's validateRSVPCode: a guest by the code on their invitation. */
export async function lookupGuestByCode(db: DbOrTx, code: string): Promise<GuestLookupResult> {
  const parsed = checkCode(code);
  const guest = await findGuestByCode(db, parsed);
  if (!guest) return { found: false };
  return toLookupResult(guest, await findCurrentRsvp(db, guest.id), parsed);
}

function orNull(value: string | undefined): string | null {
  return value ? value : null;
}

function currentRow(
  guest: LookupGuest,
  payload: RsvpPayload,
  submission: { id: string; submitted_at: Date },
): CurrentRsvpRow {
  const plusOne = guest.plus_one_allowed;
  const plusOneAttending = plusOne && payload.plusOneAttending;
  const plusOneEvents = { ...allEvents(false), ...payload.plusOneEvents };
  return {
    guest_id: guest.id,
    submission_id: submission.id,
    submitted_at: submission.submitted_at,
    attending: payload.attending,
    plus_one_attending: plusOneAttending,
    plus_one_first_name: plusOne ? orNull(payload.plusOneFirstName) : null,
    plus_one_last_name: plusOne ? orNull(payload.plusOneLastName) : null,
    welcome_dinner: payload.events.welcomeDinner,
    ceremony_and_lunch: payload.events.ceremonyAndLunch,
    cocktail_and_reception: payload.events.cocktailAndReception,
    farewell_brunch: payload.events.farewellBrunch,
    plus_one_welcome_dinner: plusOneEvents.welcomeDinner,
    plus_one_ceremony_and_lunch: plusOneEvents.ceremonyAndLunch,
    plus_one_cocktail_and_reception: plusOneEvents.cocktailAndReception,
    plus_one_farewell_brunch: plusOneEvents.farewellBrunch,
    entree: payload.attending ? payload.dietaryRestrictions : null,
    plus_one_entree: plusOneAttending ? payload.plusOneDietaryRestrictions : null,
    dietary_notes: orNull(payload.dietaryNotes),
    plus_one_dietary_notes: plusOne ? orNull(payload.plusOneDietaryNotes) : null,
    mailing_address: orNull(payload.mailingAddress),
    message: orNull(payload.message),
  };
}

export interface SubmitOptions {
  now: Date;
  /** RSVP_DEADLINE: after it, submissions are refused. */
  deadline?: Date | undefined;
}

/**
 * `POST /rsvp` and GraphQL's submitRSVP: checks the payload with the form's own rules against the
 * guest as stored, then in one transaction appends it to the history and makes it the current
 * answer. The guest's row is locked first, so submissions of one guest are written one after the
 * other and the last one written is the newest.
 */
export async function submitRsvp(
  db: Db,
  input: unknown,
  { now, deadline }: SubmitOptions,
): Promise<RsvpSaved> {
  if (deadline && isPastDeadline(now, deadline)) throw new AppError('forbidden', closedMessage(deadline));
  const payload = parseRsvpPayload(input);
  // The invitation code, when given, is who the guest is; the names are then only what they typed
  // (a guest with a one-word name, such as "Madonna", has no family name to type).
  const code = payload.invitationCode ? checkCode(payload.invitationCode) : undefined;
  if (!code) checkNames(payload);

  return db.transaction().execute(async (trx) => {
    const guest = code
      ? await findGuestByCode(trx, code, { lock: true })
      : await guestByName(trx, payload, true);
    if (!guest) throw new AppError('not_found', MESSAGES.rsvp.guestNotFound);
    if (!guest.plus_one_allowed && hasPlusOneData(payload)) {
      throw new AppError('validation', MESSAGES.rsvp.noPlusOne, { errors: [MESSAGES.rsvp.noPlusOne] });
    }
    // By name, the guest never saw their private details: empty ones keep what is on file.
    const { payload: answer, kept } = code
      ? { payload, kept: [] }
      : keepWithheldDetails(payload, await findCurrentRsvp(trx, guest.id));
    const errors = orderedErrors(validateRsvp(answer, guest.plus_one_allowed));
    if (errors.length > 0) {
      const summary =
        errors.length === 1 ? (errors[0] ?? '') : `${MESSAGES.rsvp.fixErrorsHeading} ${errors.join('; ')}`;
      throw new AppError('validation', summary, { errors });
    }

    const stored = {
      ...answer,
      ...(code ? { invitationCode: code } : {}),
      ...(kept.length > 0 ? { keptFromEarlier: kept } : {}),
    };
    const submission = await insertSubmission(trx, guest.id, stored);
    await upsertCurrentRsvp(trx, currentRow(guest, answer, submission));
    if (answer.mailingAddress !== '') await markAddressCollected(trx, guest.id);
    return {
      success: true,
      message: answer.attending ? MESSAGES.rsvp.saved : MESSAGES.rsvp.savedDeclined,
    };
  });
}

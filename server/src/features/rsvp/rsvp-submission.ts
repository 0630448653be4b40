import {
  guestMessages,
  validateRsvpEmail,
  type GuestMessages,
  type Language,
  type RsvpPayload,
} from '@riviera/contract';
import { normalisePhone } from '@riviera/contract/phone';
import { ok, refuse, type Result } from '../../platform/result';
import { closedMessage, isPastDeadline } from '../../platform/deadline';
import { parseRsvpPayload } from './rsvp-payload';
import { namesRefusal, parseCode } from './rsvp-lookup.service';

/** A submission as its own rules read it, before any guest is looked up (its first step). */
export interface CheckedSubmission {
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
export function checkSubmission(
  input: unknown,
  { now, deadline, language = 'en' }: { now: Date; deadline?: Date | undefined; language?: Language },
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

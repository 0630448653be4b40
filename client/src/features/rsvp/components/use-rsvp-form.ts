import {
  RSVP_ERROR_FIELDS,
  validateRsvpEmail,
  type GuestLookupFound,
  type RsvpErrorField,
} from '@riviera/contract';
import { displayPhone, validateRsvpPhone } from '@riviera/contract/phone';
import { useReducer, useState, type FormEvent } from 'react';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { rsvpFormCopy } from '@edition/rsvp-form';
import { useSubmitRsvp, type SavedRsvp } from '../api/submit-rsvp';
import {
  initialFormState,
  keptOnFile,
  meansToAttend,
  rsvpFormReducer,
  toPayload,
  validateForm,
} from '../lib/rsvp-form-state';
import {
  anyMemberComing,
  initialMembers,
  memberAnswers,
  memberErrors,
  membersReducer,
  memberTarget,
} from '../lib/party-form-state';
import { PLUS_ONE_IDS } from './plus-one-fields';

/** Where each error sends the guest: the first control of the field or group at fault. */
const ERROR_TARGETS: Record<RsvpErrorField, string> = {
  events: 'rsvp-guest-welcomeDinner',
  dietaryRestrictions: 'rsvp-guest-entree-Meat',
  plusOneFirstName: PLUS_ONE_IDS.firstName,
  plusOneEvents: `${PLUS_ONE_IDS.events}-welcomeDinner`,
  plusOneDietaryRestrictions: `${PLUS_ONE_IDS.entree}-Meat`,
  mailingAddress: 'rsvp-mailing-address',
};

/**
 * The form's state and its checks: the guest's answer, the party's lines, the email and phone asked
 * with the code, the errors once sent (each clears when fixed), and the send itself.
 */
export function useRsvpForm(
  guest: GuestLookupFound,
  invitationCode: string | undefined,
  onSaved: (saved: SavedRsvp) => void,
) {
  const [state, dispatch] = useReducer(rsvpFormReducer, guest, initialFormState);
  const [members, membersDispatch] = useReducer(membersReducer, guest, initialMembers);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<string>();
  // Only a guest who came with their invitation code, and whom the list has no email for, is asked
  // for one: a name proves nothing, so the server refuses an email given by name (ADR 031).
  const asksEmail = guest.hasEmail === false && Boolean(invitationCode);
  const [email, setEmail] = useState('');
  // A mobile number for the hosts' WhatsApp and SMS, only with the code: they send the private link
  // to it (ADR 052). Read in this edition's country when typed without "+". The number on file,
  // told back with the code, shows in the box as the guest would write it.
  const asksPhone = Boolean(invitationCode);
  const [phone, setPhone] = useState(() => (guest.phone ? displayPhone(guest.phone) : ''));
  const submit = useSubmitRsvp();

  const onFile = keptOnFile(guest);
  const checkAll = () => ({
    form: validateForm(state, guest.hasPlusOne, onFile, anyMemberComing(members), guest.child),
    members: memberErrors(members),
    email: asksEmail ? validateRsvpEmail(email, messages) : undefined,
    phone: asksPhone ? validateRsvpPhone(phone, edition.language, messages) : undefined,
  });
  const checked = submitted ? checkAll() : { form: {}, members: [], email: undefined, phone: undefined };
  // Sent with neither "Yes" nor "Sorry" chosen: said first, so a guest who meant to decline is not
  // only told to pick a dinner.
  const attendanceError = submitted && state.answer === null ? rsvpFormCopy.form.chooseAttendance : undefined;
  const summary = [
    ...(attendanceError ? [{ fieldId: 'rsvp-answer-yes', message: attendanceError }] : []),
    ...RSVP_ERROR_FIELDS.flatMap((field) => {
      const message = checked.form[field];
      return message ? [{ fieldId: ERROR_TARGETS[field], message }] : [];
    }),
    ...checked.members.map(({ id, message }) => ({ fieldId: memberTarget(id), message })),
    ...(checked.email ? [{ fieldId: 'rsvp-email', message: checked.email }] : []),
    ...(checked.phone ? [{ fieldId: 'rsvp-phone', message: checked.phone }] : []),
  ];
  const attending = meansToAttend(state);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    setSubmitted(true);
    const now = checkAll();
    if (Object.keys(now.form).length > 0 || now.members.length > 0 || now.email || now.phone) {
      setAttempt((count) => count + 1);
      return;
    }
    const payload = {
      ...toPayload(state, guest, invitationCode, anyMemberComing(members)),
      ...(members.length > 0 ? { party: memberAnswers(members) } : {}),
      ...(asksEmail && email.trim() !== '' ? { email: email.trim() } : {}),
      ...(asksPhone && phone.trim() !== '' ? { phone: phone.trim() } : {}),
    };
    submit.mutate(payload, {
      onSuccess: (outcome) => {
        if (outcome.ok) onSaved(outcome);
        else setServerError(outcome.message);
      },
      onError: () => setServerError(messages.rsvp.exception),
    });
  };

  return {
    state,
    dispatch,
    members,
    membersDispatch,
    onFile,
    errors: checked.form,
    memberErrors: checked.members,
    attendanceError,
    summary,
    attempt,
    attending,
    // The household's address is asked for when anyone of the party comes.
    asksAddress: attending || anyMemberComing(members),
    contact: { asksEmail, email, setEmail, emailError: checked.email },
    phoneEntry: { asksPhone, phone, setPhone, phoneError: checked.phone },
    submit,
    serverError,
    send,
  };
}

export type RsvpFormModel = ReturnType<typeof useRsvpForm>;

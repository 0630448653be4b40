import {
  MAX_ADDRESS_LENGTH,
  MAX_DIETARY_NOTES_LENGTH,
  MAX_MESSAGE_LENGTH,
  RSVP_ERROR_FIELDS,
  validateMailingAddressOnBlur,
  validateRsvpEmail,
  type GuestLookupFound,
  type RsvpErrorField,
} from '@riviera/contract';
import { displayPhone, MAX_PHONE_LENGTH, validateRsvpPhone } from '@riviera/contract/phone';
import { useReducer, useState, type FormEvent } from 'react';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { formatReplyTime, rsvpFormCopy } from '@edition/rsvp-form';
import { useSubmitRsvp, type SavedRsvp } from '../api/submit-rsvp';
import {
  initialFormState,
  keptOnFile,
  meansToAttend,
  rsvpFormReducer,
  toPayload,
  validateForm,
} from '../lib/rsvp-form-state';
import { keepFocusOnPointerDown, TextField, useFocusOnMount } from '../../../components/ui/text-field';
import {
  anyMemberComing,
  initialMembers,
  memberAnswers,
  memberErrors,
  membersReducer,
  memberTarget,
} from '../lib/party-form-state';
import { AttendanceChoice } from './attendance-choice';
import { EntreeChoice } from './entree-choice';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PartyMemberFields } from './party-member-fields';
import { EventChoices } from './event-choices';
import { PLUS_ONE_IDS, PlusOneFields } from './plus-one-fields';
import { TravelLink, WeekendLink } from './success-step';

/** Where each error sends the guest: the first control of the field or group at fault. */
const ERROR_TARGETS: Record<RsvpErrorField, string> = {
  events: 'rsvp-guest-welcomeDinner',
  dietaryRestrictions: 'rsvp-guest-entree-Meat',
  plusOneFirstName: PLUS_ONE_IDS.firstName,
  plusOneEvents: `${PLUS_ONE_IDS.events}-welcomeDinner`,
  plusOneDietaryRestrictions: `${PLUS_ONE_IDS.entree}-Meat`,
  mailingAddress: 'rsvp-mailing-address',
};

interface RsvpFormProps {
  guest: GuestLookupFound;
  invitationCode?: string | undefined;
  /** The server's answer: its sentence, where the confirmation went, the answer as stored. */
  onSaved: (saved: SavedRsvp) => void;
  onStartOver: () => void;
}

/** Step 2: the guest's answer, event by event, for themselves and their plus-one. */
export function RsvpForm({ guest, invitationCode, onSaved, onStartOver }: RsvpFormProps) {
  const copy = rsvpFormCopy.form;
  const [state, dispatch] = useReducer(rsvpFormReducer, guest, initialFormState);
  const [members, membersDispatch] = useReducer(membersReducer, guest, initialMembers);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [addressBlurError, setAddressBlurError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  // Only a guest who came with their invitation code, and whom the list has no email for, is asked
  // for one: a name proves nothing, so the server refuses an email given by name (ADR 031).
  const asksEmail = guest.hasEmail === false && Boolean(invitationCode);
  const [email, setEmail] = useState('');
  const emailError = submitted && asksEmail ? validateRsvpEmail(email, messages) : undefined;
  // A mobile number for the hosts' WhatsApp and SMS, only with the code: they send the private link
  // to it (ADR 052). Read in this edition's country when typed without "+".
  const asksPhone = Boolean(invitationCode);
  // The number on file, told back with the code, shows in the box as the guest would write it.
  const [phone, setPhone] = useState(() => (guest.phone ? displayPhone(guest.phone) : ''));
  const phoneError =
    submitted && asksPhone ? validateRsvpPhone(phone, edition.language, messages) : undefined;
  const submit = useSubmitRsvp();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  // Once the guest has tried to send, the errors follow every change, so each clears when fixed.
  const onFile = keptOnFile(guest);
  const errors = submitted
    ? validateForm(state, guest.hasPlusOne, onFile, anyMemberComing(members), guest.child)
    : {};
  const aboutMembers = submitted ? memberErrors(members) : [];
  // Sent with neither "Yes" nor "Sorry" chosen: said first, so a guest who meant to decline is not
  // only told to pick a dinner.
  const attendanceError = submitted && state.answer === null ? copy.chooseAttendance : undefined;
  const summary = [
    ...(attendanceError ? [{ fieldId: 'rsvp-answer-yes', message: attendanceError }] : []),
    ...RSVP_ERROR_FIELDS.flatMap((field) => {
      const message = errors[field];
      return message ? [{ fieldId: ERROR_TARGETS[field], message }] : [];
    }),
    ...aboutMembers.map(({ id, message }) => ({ fieldId: memberTarget(id), message })),
    ...(emailError ? [{ fieldId: 'rsvp-email', message: emailError }] : []),
    ...(phoneError ? [{ fieldId: 'rsvp-phone', message: phoneError }] : []),
  ];
  const attending = meansToAttend(state);
  // The household's address is asked for when anyone of the party comes.
  const asksAddress = attending || anyMemberComing(members);
  const previous = guest.previousAnswer;

  const send = (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    setSubmitted(true);
    const invalid =
      Object.keys(validateForm(state, guest.hasPlusOne, onFile, anyMemberComing(members), guest.child))
        .length > 0 || memberErrors(members).length > 0;
    const contactInvalid =
      (asksEmail && validateRsvpEmail(email, messages)) ||
      (asksPhone && validateRsvpPhone(phone, edition.language, messages));
    if (invalid || contactInvalid) {
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

  return (
    <section className="rsvp-step" aria-labelledby="rsvp-form-heading">
      <h2 className="rsvp-step__heading" id="rsvp-form-heading" tabIndex={-1} ref={headingRef}>
        {copy.greeting(guest.firstName)}
      </h2>
      {previous ? (
        <p className="rsvp-note rsvp-note--long">
          {previous.answeredBy
            ? copy.previousReplyBy(formatReplyTime(previous.submittedAt), previous.answeredBy)
            : copy.previousReply(formatReplyTime(previous.submittedAt))}
        </p>
      ) : null}
      {guest.answerOnFile ? (
        <p className="rsvp-note rsvp-note--long">
          {copy.answeredByName(formatReplyTime(guest.answerOnFile.submittedAt))}
        </p>
      ) : null}
      {/* A guest who came with their code (the printed card's QR code brings it) may also give their
          party's travel (ADR 049) and, once they have answered, open their weekend pass (ADR 054). */}
      {invitationCode ? <TravelLink code={invitationCode} /> : null}
      {invitationCode && previous ? <WeekendLink code={invitationCode} /> : null}
      <form className="rsvp-form" noValidate onSubmit={send}>
        <ErrorSummary errors={summary} attempt={attempt} />
        <AttendanceChoice
          value={state.answer}
          error={attendanceError}
          onChange={(answer) => {
            dispatch({ type: 'answer', answer, hasPlusOne: guest.hasPlusOne });
            membersDispatch({ type: 'all', answer });
          }}
        />
        <fieldset className="rsvp-person">
          <legend className="rsvp-person__legend">{`${guest.firstName} ${guest.lastName}`.trim()}</legend>
          <EventChoices
            idPrefix="rsvp-guest"
            legend={copy.eventsLegend}
            choices={state.events}
            error={errors.events}
            onTick={(key, checked) => dispatch({ type: 'tick', person: 'guest', event: key, checked })}
          />
          {attending ? (
            <>
              <EntreeChoice
                idPrefix="rsvp-guest-entree"
                legend={copy.entreeLegend}
                value={state.dietaryRestrictions}
                kids={guest.child}
                error={errors.dietaryRestrictions}
                onChange={(value) => dispatch({ type: 'text', field: 'dietaryRestrictions', value })}
              />
              <TextField
                id="rsvp-guest-notes"
                label={copy.dietaryNotes}
                hint={onFile?.dietaryNotes ? copy.keptOnFile : copy.dietaryNotesHint}
                value={state.dietaryNotes}
                maxLength={MAX_DIETARY_NOTES_LENGTH}
                onChange={(value) => dispatch({ type: 'text', field: 'dietaryNotes', value })}
              />
            </>
          ) : null}
        </fieldset>
        {guest.hasPlusOne && attending ? (
          <PlusOneFields state={state} errors={errors} dispatch={dispatch} onFile={onFile} />
        ) : null}
        {members.map((member) => (
          <PartyMemberFields
            key={member.id}
            member={member}
            error={aboutMembers.find((error) => error.id === member.id)?.message}
            dispatch={membersDispatch}
          />
        ))}
        {asksAddress ? (
          <TextField
            id="rsvp-mailing-address"
            label={copy.mailingAddress}
            hint={onFile?.mailingAddress ? copy.keptOnFile : copy.mailingAddressHint}
            value={state.mailingAddress}
            error={errors.mailingAddress ?? addressBlurError}
            multiline
            required={!onFile?.mailingAddress}
            maxLength={MAX_ADDRESS_LENGTH}
            autoComplete="street-address"
            onChange={(value) => {
              dispatch({ type: 'text', field: 'mailingAddress', value });
              setAddressBlurError(undefined);
            }}
            onBlur={() =>
              setAddressBlurError(
                validateMailingAddressOnBlur(
                  state.mailingAddress,
                  asksAddress && !onFile?.mailingAddress,
                  messages,
                ),
              )
            }
          />
        ) : null}
        {asksEmail ? (
          <TextField
            id="rsvp-email"
            type="email"
            label={copy.email}
            hint={copy.emailHint}
            value={email}
            error={emailError}
            autoComplete="email"
            maxLength={254}
            onChange={setEmail}
          />
        ) : null}
        {asksPhone ? (
          <TextField
            id="rsvp-phone"
            type="tel"
            label={copy.phone}
            hint={copy.phoneHint}
            value={phone}
            error={phoneError}
            autoComplete="tel"
            maxLength={MAX_PHONE_LENGTH}
            onChange={setPhone}
          />
        ) : null}
        <TextField
          id="rsvp-message"
          label={copy.message}
          {...(onFile?.message ? { hint: copy.keptOnFile } : {})}
          value={state.message}
          multiline
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(value) => dispatch({ type: 'text', field: 'message', value })}
        />
        {/* Offline, react-query holds the answer and sends it when the connection returns. */}
        {submit.isPaused ? (
          <p className="rsvp-alert rsvp-alert--waiting" role="status">
            {copy.offline}
          </p>
        ) : null}
        {serverError ? (
          <p className="rsvp-alert" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="rsvp-actions">
          <button
            className="button rsvp-submit"
            type="submit"
            disabled={submit.isPending}
            onMouseDown={keepFocusOnPointerDown}
          >
            {submit.isPaused ? copy.waitingForConnection : submit.isPending ? copy.sending : copy.submit}
          </button>
          <button className="rsvp-link-button" type="button" onClick={onStartOver}>
            {copy.startOver}
          </button>
        </div>
      </form>
    </section>
  );
}

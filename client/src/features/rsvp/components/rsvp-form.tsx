import type { GuestLookupFound } from '@riviera/contract';
import { rsvpFormCopy } from '@edition/rsvp-form';
import type { SavedRsvp } from '../api/submit-rsvp';
import { useFocusOnMount } from '../../../components/ui/text-field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { AttendanceChoice } from './attendance-choice';
import { ContactFields } from './contact-fields';
import { FormActions } from './form-actions';
import { FormIntro } from './form-intro';
import { GuestFields } from './guest-fields';
import { PartyMembers } from './party-members';
import { PlusOneFields } from './plus-one-fields';
import { useRsvpForm } from './use-rsvp-form';

interface RsvpFormProps {
  guest: GuestLookupFound;
  invitationCode?: string | undefined;
  /** The server's answer: its sentence, where the confirmation went, the answer as stored. */
  onSaved: (saved: SavedRsvp) => void;
  onStartOver: () => void;
}

/** Step 2: the guest's answer, event by event, for themselves, their plus-one and their party. */
export function RsvpForm({ guest, invitationCode, onSaved, onStartOver }: RsvpFormProps) {
  const form = useRsvpForm(guest, invitationCode, onSaved);
  const { state, dispatch, membersDispatch } = form;
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  return (
    <section className="rsvp-step" aria-labelledby="rsvp-form-heading">
      <h2 className="rsvp-step__heading" id="rsvp-form-heading" tabIndex={-1} ref={headingRef}>
        {rsvpFormCopy.form.greeting(guest.firstName)}
      </h2>
      <FormIntro guest={guest} invitationCode={invitationCode} />
      <form className="rsvp-form" noValidate onSubmit={form.send}>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <AttendanceChoice
          value={state.answer}
          error={form.attendanceError}
          onChange={(answer) => {
            dispatch({ type: 'answer', answer, hasPlusOne: guest.hasPlusOne });
            membersDispatch({ type: 'all', answer });
          }}
        />
        <GuestFields guest={guest} form={form} />
        {guest.hasPlusOne && form.attending ? (
          <PlusOneFields state={state} errors={form.errors} dispatch={dispatch} onFile={form.onFile} />
        ) : null}
        <PartyMembers
          members={form.members}
          errors={form.memberErrors}
          leadEvents={state.events}
          dispatch={membersDispatch}
        />
        <ContactFields form={form} />
        <FormActions form={form} onStartOver={onStartOver} />
      </form>
    </section>
  );
}

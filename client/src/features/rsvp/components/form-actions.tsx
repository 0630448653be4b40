import { rsvpFormCopy } from '@edition/rsvp-form';
import { keepFocusOnPointerDown } from '../../../components/ui/text-field';
import type { RsvpFormModel } from './use-rsvp-form';

/** The form's end: offline and refusal sentences, the send button and the way back to the lookup. */
export function FormActions({ form, onStartOver }: { form: RsvpFormModel; onStartOver: () => void }) {
  const copy = rsvpFormCopy.form;
  const { submit, serverError } = form;
  return (
    <>
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
    </>
  );
}

import { travelRules, travelSentence } from '@riviera/contract';
import { travelWeekend } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@edition/site';
import { edition } from '@edition/edition';
import { travelFormCopy, travelMessages } from '@edition/travel-form';
import { useState, type FormEvent } from 'react';
import { useSubmitTravel, type PartyTravel } from '../../api/party-travel';
import { keepFocusOnPointerDown, useFocusOnMount } from '../../../../components/ui/text-field';
import { initialTravelState, toTravelInput, type TravelFormState } from '../../lib/travel-form-state';
import {
  fieldOfMessage,
  onePerField,
  travelFieldIds,
  travelFormErrors,
  type FieldError,
} from '../../lib/travel-form-errors';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { JourneyFields } from './journey-fields';
import { ShuttleSeats, type RunChoice } from './shuttle-seats';
import { StayFields } from './stay-fields';

/** The days travel may fall on: a month either side of the weekend, in Paris (the server's rules). */
export const TRAVEL_RULES = travelRules(travelWeekend, weddingTimeZone);

interface TravelFormProps {
  travel: PartyTravel;
  invitationCode: string;
  hotels: readonly string[];
  runs: readonly RunChoice[];
  /** "7 May 2026 at 11:59 PM": until when the form is open. */
  deadline: string;
  onSaved: (saved: { message: string; state: TravelFormState }) => void;
  /** The server said the deadline has passed since the page opened. */
  onClosed: () => void;
}

/** The party's travel, all optional, sent once for everyone; refusals shown as the RSVP form shows them. */
export function TravelForm({
  travel,
  invitationCode,
  hotels,
  runs,
  deadline,
  onSaved,
  onClosed,
}: TravelFormProps) {
  const copy = travelFormCopy;
  const [state, setState] = useState(() => initialTravelState(travel, hotels, weddingTimeZone));
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [alert, setAlert] = useState<string>();
  const submit = useSubmitTravel(invitationCode);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const context = {
    rules: TRAVEL_RULES,
    messages: travelMessages,
    words: copy.journey,
    language: edition.language,
  };

  // Once sent, the form's own checks follow every change, so each error clears when fixed.
  const own = submitted ? travelFormErrors(state, context) : [];
  const summary = onePerField([...own, ...refused]);
  const errors = Object.fromEntries(summary.map(({ fieldId, message }) => [fieldId, message]));

  const send = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefused([]);
    setAlert(undefined);
    if (travelFormErrors(state, context).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    submit.mutate(toTravelInput(state, invitationCode, weddingTimeZone), {
      onSuccess: (outcome) => {
        if (outcome.ok) {
          onSaved({ message: outcome.message, state });
          return;
        }
        if (outcome.errors.some((message) => message.startsWith(CLOSED_OPENING))) {
          onClosed();
          return;
        }
        const placed = outcome.errors.map((message) => ({
          message,
          fieldId: fieldOfMessage(message, travelMessages, runs),
        }));
        setRefused(placed.flatMap(({ message, fieldId }) => (fieldId ? [{ fieldId, message }] : [])));
        const loose = placed.filter(({ fieldId }) => !fieldId).map(({ message }) => message);
        if (loose.length > 0) setAlert(loose.join(' '));
        setAttempt((count) => count + 1);
      },
      onError: () => setAlert(copy.failedToSend),
    });
  };

  const change = <K extends 'arrival' | 'departure' | 'stay'>(part: K, value: Partial<TravelFormState[K]>) =>
    setState((current) => ({ ...current, [part]: { ...current[part], ...value } }));

  return (
    <section className="rsvp-step travel-step" aria-labelledby="travel-form-heading">
      <h2 className="rsvp-step__heading" id="travel-form-heading" tabIndex={-1} ref={headingRef}>
        {copy.heading}
      </h2>
      <p className="rsvp-note">{copy.openUntil(deadline)}</p>
      <form className="rsvp-form" noValidate onSubmit={send}>
        <ErrorSummary errors={summary} attempt={attempt} />
        <JourneyFields
          which="arrival"
          journey={state.arrival}
          rules={TRAVEL_RULES}
          errors={errors}
          onChange={(value) => change('arrival', value)}
        />
        <JourneyFields
          which="departure"
          journey={state.departure}
          rules={TRAVEL_RULES}
          errors={errors}
          onChange={(value) => change('departure', value)}
        />
        <StayFields
          stay={state.stay}
          hotels={hotels}
          rules={TRAVEL_RULES}
          errors={errors}
          onChange={(value) => change('stay', value)}
        />
        <ShuttleSeats
          runs={runs}
          seats={state.seats}
          people={travel.people}
          errors={errors}
          onChange={(runId, seats) =>
            setState((current) => ({ ...current, seats: { ...current.seats, [runId]: seats } }))
          }
        />
        {alert ? (
          <p className="rsvp-alert" role="alert">
            {alert}
          </p>
        ) : null}
        <div className="rsvp-actions">
          <button
            id={travelFieldIds.submit}
            className="button rsvp-submit"
            type="submit"
            disabled={submit.isPending}
            onMouseDown={keepFocusOnPointerDown}
          >
            {submit.isPending ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The closed sentence's words before its date: how a refusal for the deadline is recognised. */
const CLOSED_OPENING = travelMessages.closed.split('{deadline}')[0] ?? travelMessages.closed;

/** "Travel details could be given until 7 May 2026 at 11:59 PM (Paris time). …" */
export const closedSentence = (deadline: string) => travelSentence(travelMessages.closed, { deadline });

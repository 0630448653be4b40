import {
  MAX_DIETARY_NOTES_LENGTH,
  MAX_NAME_LENGTH,
  type DetailsOnFile,
  type FieldErrors,
  type RsvpErrorField,
} from '@riviera/contract';
import type { Dispatch } from 'react';
import { rsvpCopy } from '@edition/rsvp';
import type { RsvpFormAction, RsvpFormState } from '../lib/rsvp-form-state';
import { EntreeChoice } from './entree-choice';
import { EventChoices } from './event-choices';
import { TextField } from '../../../components/ui/text-field';

export const PLUS_ONE_IDS = {
  coming: 'rsvp-plus-one-coming',
  firstName: 'rsvp-plus-one-first-name',
  lastName: 'rsvp-plus-one-last-name',
  events: 'rsvp-plus-one',
  entree: 'rsvp-plus-one-entree',
  notes: 'rsvp-plus-one-notes',
};

interface PlusOneFieldsProps {
  state: RsvpFormState;
  errors: FieldErrors<RsvpErrorField>;
  dispatch: Dispatch<RsvpFormAction>;
  /** Details on file that the guest does not see (looked up by name). */
  onFile?: DetailsOnFile | undefined;
}

/** The plus-one: whether they come, their name (editable), their events, entrée and notes. */
export function PlusOneFields({ state, errors, dispatch, onFile }: PlusOneFieldsProps) {
  const copy = rsvpCopy.form;
  return (
    <fieldset className="rsvp-person">
      <legend className="rsvp-person__legend">{copy.plusOneLegend}</legend>
      <label className="rsvp-choice rsvp-choice--wide" htmlFor={PLUS_ONE_IDS.coming}>
        <input
          id={PLUS_ONE_IDS.coming}
          type="checkbox"
          checked={state.plusOneAttending}
          onChange={(event) => dispatch({ type: 'plusOneComing', coming: event.target.checked })}
        />
        <span className="rsvp-choice__title">{copy.plusOneComing}</span>
      </label>
      {state.plusOneAttending ? (
        <>
          <div className="rsvp-field-row">
            <TextField
              id={PLUS_ONE_IDS.firstName}
              label={copy.plusOneFirstName}
              value={state.plusOneFirstName}
              error={errors.plusOneFirstName}
              required
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              onChange={(value) => dispatch({ type: 'text', field: 'plusOneFirstName', value })}
            />
            <TextField
              id={PLUS_ONE_IDS.lastName}
              label={copy.plusOneLastName}
              value={state.plusOneLastName}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              onChange={(value) => dispatch({ type: 'text', field: 'plusOneLastName', value })}
            />
          </div>
          <EventChoices
            idPrefix={PLUS_ONE_IDS.events}
            legend={copy.plusOneEventsLegend}
            choices={state.plusOneEvents}
            error={errors.plusOneEvents}
            onTick={(event, checked) => dispatch({ type: 'tick', person: 'plusOne', event, checked })}
          />
          <EntreeChoice
            idPrefix={PLUS_ONE_IDS.entree}
            legend={copy.plusOneEntreeLegend}
            value={state.plusOneDietaryRestrictions}
            error={errors.plusOneDietaryRestrictions}
            onChange={(value) => dispatch({ type: 'text', field: 'plusOneDietaryRestrictions', value })}
          />
          <TextField
            id={PLUS_ONE_IDS.notes}
            label={copy.plusOneDietaryNotes}
            {...(onFile?.plusOneDietaryNotes ? { hint: copy.keptOnFile } : {})}
            value={state.plusOneDietaryNotes}
            maxLength={MAX_DIETARY_NOTES_LENGTH}
            onChange={(value) => dispatch({ type: 'text', field: 'plusOneDietaryNotes', value })}
          />
        </>
      ) : null}
    </fieldset>
  );
}

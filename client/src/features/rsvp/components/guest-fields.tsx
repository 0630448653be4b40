import { MAX_DIETARY_NOTES_LENGTH, type GuestLookupFound } from '@riviera/contract';
import { rsvpFormCopy } from '@edition/rsvp-form';
import { TextField } from '../../../components/ui/text-field';
import { EntreeChoice } from './entree-choice';
import { EventChoices } from './event-choices';
import type { RsvpFormModel } from './use-rsvp-form';

/** The guest's own line: their events, then (when they come) their entrée and dietary notes. */
export function GuestFields({ guest, form }: { guest: GuestLookupFound; form: RsvpFormModel }) {
  const copy = rsvpFormCopy.form;
  const { state, dispatch, errors, onFile } = form;
  return (
    <fieldset className="rsvp-person">
      <legend className="rsvp-person__legend">{`${guest.firstName} ${guest.lastName}`.trim()}</legend>
      <EventChoices
        idPrefix="rsvp-guest"
        legend={copy.eventsLegend}
        choices={state.events}
        error={errors.events}
        onTick={(key, checked) => dispatch({ type: 'tick', person: 'guest', event: key, checked })}
      />
      {form.attending ? (
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
  );
}

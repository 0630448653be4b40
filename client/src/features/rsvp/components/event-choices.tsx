import { RSVP_EVENT_KEYS, type EventChoices as Choices, type RsvpEventKey } from '@riviera/contract';
import { rsvpEventLabels } from '@edition/rsvp';
import { ChoiceGroup } from './choice-group';

interface EventChoicesProps {
  /** Prefix of the checkboxes' ids: `${idPrefix}-welcomeDinner`, … */
  idPrefix: string;
  legend: string;
  choices: Choices;
  error?: string | undefined;
  onTick: (event: RsvpEventKey, checked: boolean) => void;
}

/** One person's tick per event, grouped under a legend with the group's error. */
export function EventChoices({ idPrefix, legend, choices, error, onTick }: EventChoicesProps) {
  const errorId = `${idPrefix}-events-error`;
  return (
    <ChoiceGroup legend={legend} errorId={errorId} error={error} layout="grid">
      {RSVP_EVENT_KEYS.map((key) => (
        <label key={key} className="rsvp-choice rsvp-choice--event" htmlFor={`${idPrefix}-${key}`}>
          <input
            id={`${idPrefix}-${key}`}
            type="checkbox"
            checked={choices[key]}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onTick(key, event.target.checked)}
          />
          <span className="rsvp-choice__text">
            <span className="rsvp-choice__title">{rsvpEventLabels[key].title}</span>
            <span className="rsvp-choice__when">{rsvpEventLabels[key].when}</span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

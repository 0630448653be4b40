import { ENTREES } from '@riviera/contract';
import { entreeLabels } from '@edition/rsvp';
import { ChoiceGroup } from './choice-group';

interface EntreeChoiceProps {
  /** Prefix of the radios' ids and their group name: `${idPrefix}-Meat`, … */
  idPrefix: string;
  legend: string;
  value: string;
  error?: string | undefined;
  onChange: (entree: string) => void;
}

/** The reception entrée: Meat, Fish or Vegetarian, as radios under one legend. */
export function EntreeChoice({ idPrefix, legend, value, error, onChange }: EntreeChoiceProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <ChoiceGroup legend={legend} errorId={errorId} error={error} layout="row">
      {ENTREES.map((entree) => (
        <label key={entree} className="rsvp-choice rsvp-choice--pill" htmlFor={`${idPrefix}-${entree}`}>
          <input
            id={`${idPrefix}-${entree}`}
            type="radio"
            name={idPrefix}
            value={entree}
            checked={value === entree}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(entree)}
          />
          <span className="rsvp-choice__title">{entreeLabels[entree]}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

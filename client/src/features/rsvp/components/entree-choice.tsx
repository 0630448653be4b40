import { ENTREES, KIDS_ENTREE } from '@riviera/contract';
import { entreeLabels, rsvpFormCopy } from '@edition/rsvp-form';
import { ChoiceGroup } from './choice-group';

interface EntreeChoiceProps {
  /** Prefix of the radios' ids and their group name: `${idPrefix}-Meat`, … */
  idPrefix: string;
  legend: string;
  value: string;
  error?: string | undefined;
  /** A child of a party may choose the kids' menu (ADR 040). */
  kids?: boolean | undefined;
  onChange: (entree: string) => void;
}

const LABELS: Record<string, string> = { ...entreeLabels, [KIDS_ENTREE]: rsvpFormCopy.form.kidsMenu };

/** The reception entrée: Meat, Fish or Vegetarian (and the kids' menu for a child), as radios under one legend. */
export function EntreeChoice({ idPrefix, legend, value, error, kids, onChange }: EntreeChoiceProps) {
  const errorId = `${idPrefix}-error`;
  const options: readonly string[] = kids ? [...ENTREES, KIDS_ENTREE] : ENTREES;
  return (
    <ChoiceGroup legend={legend} errorId={errorId} error={error} layout="row">
      {options.map((entree) => (
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
          <span className="rsvp-choice__title">{LABELS[entree]}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

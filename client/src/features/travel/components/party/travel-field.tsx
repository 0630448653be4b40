import type { TravelRules } from '@riviera/contract';
import type { ReactNode } from 'react';

/** What a control inside a TravelField carries so its label, hint and error are read with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface TravelFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The control (a date, a time, a select), given the attributes that tie it to its words. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control of the travel form whose hint and error are tied to it, as TextField does for
 * text: the same classes, so dates, times and lists look like the RSVP form's fields.
 */
export function TravelField({ id, label, hint, error, children }: TravelFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'rsvp-field rsvp-field--invalid' : 'rsvp-field'}>
      <label className="rsvp-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="rsvp-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p className="rsvp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TravelDateFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  value: string;
  /** The days the form takes (a month either side of the weekend): the picker opens on them. */
  rules: TravelRules;
  onChange: (date: string) => void;
}

/** A day of the travel form (arrival, departure, check-in, check-out), picked within the rules' days. */
export function TravelDateField({ id, label, error, value, rules, onChange }: TravelDateFieldProps) {
  return (
    <TravelField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          min={rules.first}
          max={rules.last}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </TravelField>
  );
}

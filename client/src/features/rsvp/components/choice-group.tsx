import type { ReactNode } from 'react';

interface ChoiceGroupProps {
  legend: string;
  /** Id of the error paragraph, which the fieldset points at while there is an error. */
  errorId: string;
  error?: string | undefined;
  /** Layout of the choices: a row of pills or a grid of cards. */
  layout: 'row' | 'grid';
  children: ReactNode;
}

/** A group of choices under one legend, with the group's error below it. */
export function ChoiceGroup({ legend, errorId, error, layout, children }: ChoiceGroupProps) {
  return (
    <fieldset className="rsvp-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="rsvp-choices__legend">{legend}</legend>
      <div className={`rsvp-choices__${layout}`}>{children}</div>
      {error ? (
        <p className="rsvp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

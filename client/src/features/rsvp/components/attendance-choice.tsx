import { rsvpFormCopy } from '@edition/rsvp-form';

interface AttendanceChoiceProps {
  value: 'yes' | 'no' | null;
  /** The form was sent with neither answer chosen. */
  error?: string | undefined;
  onChange: (answer: 'yes' | 'no') => void;
}

const ERROR_ID = 'rsvp-answer-error';

/** The attendance toggle: 'Yes' or 'Sorry, can't make it', as a pair of radios. */
export function AttendanceChoice({ value, error, onChange }: AttendanceChoiceProps) {
  const options = [
    { answer: 'yes', label: rsvpFormCopy.form.yes },
    { answer: 'no', label: rsvpFormCopy.form.no },
  ] as const;
  return (
    <fieldset className="rsvp-choices rsvp-attendance" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="rsvp-choices__legend">{rsvpFormCopy.form.attendanceLegend}</legend>
      <div className="rsvp-choices__row">
        {options.map(({ answer, label }) => (
          <label key={answer} className="rsvp-choice rsvp-choice--toggle" htmlFor={`rsvp-answer-${answer}`}>
            <input
              id={`rsvp-answer-${answer}`}
              type="radio"
              name="rsvp-answer"
              value={answer}
              checked={value === answer}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(answer)}
            />
            <span className="rsvp-choice__title">{label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="rsvp-field__error" id={ERROR_ID}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

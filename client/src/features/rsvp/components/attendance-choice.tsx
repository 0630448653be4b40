import { rsvpCopy } from '@edition/rsvp';

interface AttendanceChoiceProps {
  value: 'yes' | 'no' | null;
  onChange: (answer: 'yes' | 'no') => void;
}

/** The attendance toggle: 'Yes' or 'Sorry, can't make it', as a pair of radios. */
export function AttendanceChoice({ value, onChange }: AttendanceChoiceProps) {
  const options = [
    { answer: 'yes', label: rsvpCopy.form.yes },
    { answer: 'no', label: rsvpCopy.form.no },
  ] as const;
  return (
    <fieldset className="rsvp-choices rsvp-attendance">
      <legend className="rsvp-choices__legend">{rsvpCopy.form.attendanceLegend}</legend>
      <div className="rsvp-choices__row">
        {options.map(({ answer, label }) => (
          <label key={answer} className="rsvp-choice rsvp-choice--toggle" htmlFor={`rsvp-answer-${answer}`}>
            <input
              id={`rsvp-answer-${answer}`}
              type="radio"
              name="rsvp-answer"
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            <span className="rsvp-choice__title">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { messages } from '@edition/messages';
import { useEffect, useRef } from 'react';
import { focusField } from './text-field';

export interface SummaryError {
  /** The id of the field to fix. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: SummaryError[];
  /** Increases with every blocked submit: the summary takes focus each time. */
  attempt: number;
}

/** 'Please fix the following errors:' and each error as a link to its field. */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div className="rsvp-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="rsvp-summary-title">
      <h3 className="rsvp-summary__title" id="rsvp-summary-title">
        {messages.rsvp.fixErrorsHeading}
      </h3>
      <ul className="rsvp-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { adminCopy } from '@riviera/content/en/admin';
import { useId, useState, type FormEvent } from 'react';
import { useSetTravelDeadline, useTravelDeadline } from '../../api/travel-board';
import { parisIso, parisParts, parisWhen } from '../../lib/paris-time';

const copy = adminCopy.travel;

/** When guests can no longer give or change travel details: shown, and changed in Paris time. */
export function TravelDeadline({ token }: { token: string }) {
  const id = useId();
  const deadline = useTravelDeadline(token);
  const setDeadline = useSetTravelDeadline(token);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('23:59');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [warnings, setWarnings] = useState<readonly string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    setWarnings([]);
    const at = parisIso(day, time);
    if (!at) {
      setError(copy.whenMissing);
      return;
    }
    setError(null);
    setDeadline.mutate(at, {
      onSuccess: (outcome) => {
        if (!outcome.ok) return setError(outcome.message);
        setMessage(outcome.message);
        setWarnings(outcome.warnings);
      },
      onError: () => setError(copy.deadlineFailed),
    });
  };

  const current = deadline.data;
  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{copy.deadlineHeading}</h3>
      {current ? (
        <p>
          {new Date(current) > new Date()
            ? copy.deadlineNow(parisWhen(current))
            : copy.deadlinePast(parisWhen(current))}
        </p>
      ) : deadline.isError ? (
        <p className="admin-error">{copy.loadFailed}</p>
      ) : null}
      <form className="travel-form-row travel-deadline-form" onSubmit={submit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-day`}>{copy.deadlineDay}</label>
          <input
            id={`${id}-day`}
            className="admin-input"
            type="date"
            value={day}
            placeholder={current ? parisParts(current).day : undefined}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-time`}>{copy.deadlineTime}</label>
          <input
            id={`${id}-time`}
            className="admin-input"
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-quiet" disabled={setDeadline.isPending}>
          {copy.deadlineSave}
        </button>
      </form>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="admin-live" role="status">
        {message}
      </p>
      {warnings.map((warning) => (
        <p key={warning} className="admin-warning" role="alert">
          {warning}
        </p>
      ))}
    </section>
  );
}

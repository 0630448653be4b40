import { adminCopy } from '@riviera/content/en/admin';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../../components/admin/dialog';
import { TextField } from '../../../../components/ui/text-field';
import { useSaveShuttleRun, type ShuttleRun } from '../../api/shuttle-runs';
import { parisIso, parisParts } from '../../lib/paris-time';
import { ErrorList } from '../../../../components/admin/error-list';

const copy = adminCopy.travel;

interface RunFormProps {
  token: string;
  /** The run being changed; none when adding one. */
  run?: ShuttleRun;
  title: string;
  onClose(): void;
  onDone(message: string): void;
}

/**
 * A run's from, to, day and time of departure in Paris time, and seats. The server checks every
 * rule and its sentences show under the form; nothing is saved until they are all met.
 */
export function RunForm({ token, run, title, onClose, onDone }: RunFormProps) {
  const id = useId();
  const save = useSaveShuttleRun(token);
  const departure = run ? parisParts(run.departsAt) : { day: '', time: '' };
  const [from, setFrom] = useState(run?.from ?? '');
  const [to, setTo] = useState(run?.to ?? '');
  const [day, setDay] = useState(departure.day);
  const [time, setTime] = useState(departure.time);
  const [capacity, setCapacity] = useState(run ? String(run.capacity) : '');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const departsAt = parisIso(day, time);
    const seats = Number(capacity);
    const missing = [
      ...(departsAt ? [] : [copy.whenMissing]),
      ...(capacity.trim() === '' || !Number.isInteger(seats) ? [copy.capacityMissing] : []),
    ];
    if (!departsAt || missing.length > 0) {
      setErrors(missing);
      return;
    }
    save.mutate(
      {
        ...(run ? { id: run.id } : {}),
        input: { from: from.trim(), to: to.trim(), departsAt, capacity: seats },
      },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) onDone(outcome.message);
          else setErrors(outcome.errors.length > 0 ? outcome.errors : [outcome.message]);
        },
        onError: () => setErrors([copy.saveFailed]),
      },
    );
  };

  return (
    <Dialog title={title} onClose={onClose} closeLabel={copy.close}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-from`}
          label={copy.from}
          hint={copy.fromHint}
          value={from}
          onChange={setFrom}
          required
          maxLength={200}
          block="admin-field"
          inputClassName="admin-input"
        />
        <TextField
          id={`${id}-to`}
          label={copy.to}
          hint={copy.toHint}
          value={to}
          onChange={setTo}
          required
          maxLength={200}
          block="admin-field"
          inputClassName="admin-input"
        />
        <div className="travel-form-row">
          <div className="admin-field">
            <label htmlFor={`${id}-day`}>{copy.day}</label>
            <input
              id={`${id}-day`}
              className="admin-input"
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              aria-required="true"
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-time`}>{copy.time}</label>
            <input
              id={`${id}-time`}
              className="admin-input"
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              aria-required="true"
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-capacity`}>{copy.capacity}</label>
            <input
              id={`${id}-capacity`}
              className="admin-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
              aria-required="true"
            />
          </div>
        </div>
        <ErrorList errors={errors} />
        <div className="admin-dialog-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </button>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {copy.close}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

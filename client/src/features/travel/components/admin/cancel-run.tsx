import { adminCopy } from '@riviera/content/en/admin';
import { useId, useState } from 'react';
import { Dialog } from '../../../../components/admin/dialog';
import { useCancelShuttleRun, type ShuttleRun } from '../../api/shuttle-runs';

const copy = adminCopy.travel;

interface CancelRunProps {
  token: string;
  run: ShuttleRun;
  label: string;
  onClose(): void;
  onDone(message: string): void;
}

/** Asks before cancelling: the run's passengers are told by mail, and a cancel cannot be undone. */
export function CancelRun({ token, run, label, onClose, onDone }: CancelRunProps) {
  const bodyId = useId();
  const cancel = useCancelShuttleRun(token);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    cancel.mutate(run.id, {
      onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setError(outcome.message)),
      onError: () => setError(copy.cancelFailed),
    });
  return (
    <Dialog title={copy.cancelHeading(label)} onClose={onClose} role="alertdialog" describedBy={bodyId}>
      <p id={bodyId}>{copy.cancelBody(run.seatsTaken)}</p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="button" className="button button-danger" onClick={confirm} disabled={cancel.isPending}>
          {copy.cancelConfirm}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose} autoFocus>
          {copy.keep}
        </button>
      </div>
    </Dialog>
  );
}

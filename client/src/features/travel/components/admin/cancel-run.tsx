import { adminCopy } from '@riviera/content/en/admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
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
  const cancel = useCancelShuttleRun(token);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    cancel.mutate(run.id, {
      onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setError(outcome.message)),
      onError: () => setError(copy.cancelFailed),
    });
  return (
    <ConfirmDialog
      title={copy.cancelHeading(label)}
      body={copy.cancelBody(run.seatsTaken)}
      confirmLabel={copy.cancelConfirm}
      keepLabel={copy.keep}
      error={error}
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

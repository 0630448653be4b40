import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  /** What the action does, read out with the dialog. */
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The server's refusal or a failed request, in words. */
  error: string | null;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before an action that cannot be undone (deleting a guest, cancelling a run): the safe
 * choice has the focus, the dangerous one is red, and a refusal shows in the dialog.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  keepLabel,
  error,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog title={title} onClose={onClose} role="alertdialog" describedBy={bodyId}>
      <p id={bodyId}>{body}</p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose} autoFocus>
          {keepLabel}
        </button>
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { useDeleteGuest } from '../api/delete-guest';
import { Dialog } from '../../../components/admin/dialog';
import type { Guest } from '../api/guest-cache';

interface ConfirmDeleteProps {
  token: string;
  guest: Guest;
  onClose(): void;
  onDone(message: string): void;
}

const copy = adminCopy.confirmDelete;

export function ConfirmDelete({ token, guest, onClose, onDone }: ConfirmDeleteProps) {
  const bodyId = useId();
  const remove = useDeleteGuest(token);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(guest, {
      onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setError(outcome.message)),
      onError: () => setError(copy.failed),
    });
  return (
    <Dialog title={copy.heading(guest.name)} onClose={onClose} role="alertdialog" describedBy={bodyId}>
      <p id={bodyId}>{copy.body}</p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-dialog-actions">
        <button type="button" className="button button-danger" onClick={confirm} disabled={remove.isPending}>
          {copy.confirm}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose} autoFocus>
          {copy.cancel}
        </button>
      </div>
    </Dialog>
  );
}

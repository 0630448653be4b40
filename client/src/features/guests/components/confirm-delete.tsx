import { useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { useDeleteGuest } from '../api/delete-guest';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import type { Guest } from '../api/guest-cache';

interface ConfirmDeleteProps {
  token: string;
  guest: Guest;
  onClose(): void;
  onDone(message: string): void;
}

const copy = adminCopy.confirmDelete;

export function ConfirmDelete({ token, guest, onClose, onDone }: ConfirmDeleteProps) {
  const remove = useDeleteGuest(token);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(guest, {
      onSuccess: (outcome) => (outcome.ok ? onDone(outcome.message) : setError(outcome.message)),
      onError: () => setError(copy.failed),
    });
  return (
    <ConfirmDialog
      title={copy.heading(guest.name)}
      body={copy.body}
      confirmLabel={copy.confirm}
      keepLabel={copy.cancel}
      error={error}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

import { useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { Dialog } from '../../../components/admin/dialog';
import { useCreateGuest } from '../api/create-guest';
import type { Guest } from '../api/guest-cache';
import type { MutationOutcome } from '../api/outcome';
import { useUpdateGuest } from '../api/update-guest';
import { GuestForm, type GuestFormValues } from './guest-form';

interface DialogProps {
  token: string;
  onClose(): void;
  onDone(message: string): void;
}

const copy = adminCopy.form;

/** Closes on success with the server's sentence; keeps the form open with the refusal otherwise. */
function useOutcome(onDone: (message: string) => void, fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    handlers: {
      onSuccess: (outcome: MutationOutcome) =>
        outcome.ok ? onDone(outcome.message) : setFailure(outcome.message),
      onError: () => setFailure(fallback),
    },
    reset: () => setFailure(null),
  };
}

export function AddGuestDialog({
  token,
  existingNames,
  onClose,
  onDone,
}: DialogProps & { existingNames: readonly string[] }) {
  const create = useCreateGuest(token);
  const outcome = useOutcome(onDone, copy.createFailed);
  const submit = ({ address: _address, ...input }: GuestFormValues) => {
    outcome.reset();
    create.mutate(input, outcome.handlers);
  };
  return (
    <Dialog title={copy.addHeading} onClose={onClose}>
      <GuestForm
        existingNames={existingNames}
        pending={create.isPending}
        failure={outcome.failure}
        submitLabel={copy.create}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}

export function EditGuestDialog({
  token,
  guest,
  inParty,
  onClose,
  onDone,
}: DialogProps & { guest: Guest; inParty: boolean }) {
  const update = useUpdateGuest(token);
  const outcome = useOutcome(onDone, copy.updateFailed);
  const submit = (values: GuestFormValues) => {
    outcome.reset();
    update.mutate({ guest, input: values }, outcome.handlers);
  };
  return (
    <Dialog title={copy.editHeading(guest.name)} onClose={onClose}>
      <GuestForm
        guest={guest}
        inParty={inParty}
        pending={update.isPending}
        failure={outcome.failure}
        submitLabel={copy.save}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { Dialog } from '../../../components/admin/dialog';
import { useCreateGuest } from '../api/create-guest';
import type { Guest } from '../api/guest-cache';
import type { MutationOutcome } from '../api/outcome';
import { useUpdateGuest } from '../api/update-guest';
import { keepGuestDraft } from '../lib/kept-draft';
import { GuestForm, type GuestFormValues } from './guest-form';

interface DialogProps {
  token: string;
  onClose(): void;
  onDone(message: string): void;
  /** What the host had typed when their session ended, given back after they logged in again. */
  draft?: GuestFormValues | undefined;
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

/**
 * Keeps what the host typed when the dialog goes away without being closed or saved: the session
 * ended under it, and the guest list shows the form again once they log in (kept-draft.ts). A form
 * left as it opened keeps nothing, unless it was itself a kept draft.
 */
function useDraftKeeper(guestId: string | null, restored: boolean) {
  const start = useRef<string | undefined>(undefined);
  const latest = useRef<GuestFormValues | undefined>(undefined);
  const settled = useRef(false);
  useEffect(() => {
    settled.current = false;
    return () => {
      const values = latest.current;
      if (settled.current || !values) return;
      if (restored || JSON.stringify(values) !== start.current) keepGuestDraft({ guestId, values });
    };
  }, [guestId, restored]);
  const onValues = useCallback((values: GuestFormValues) => {
    start.current ??= JSON.stringify(values);
    latest.current = values;
  }, []);
  const settle = useCallback(() => {
    settled.current = true;
  }, []);
  return { onValues, settle };
}

/** Said above a form that starts from a kept draft. */
function KeptNotice({ draft }: { draft: GuestFormValues | undefined }) {
  return draft ? (
    <p className="admin-warning" role="status">
      {copy.keptDraft}
    </p>
  ) : null;
}

export function AddGuestDialog({
  token,
  existingNames,
  onClose,
  onDone,
  draft,
}: DialogProps & { existingNames: readonly string[] }) {
  const create = useCreateGuest(token);
  const keeper = useDraftKeeper(null, Boolean(draft));
  const close = () => {
    keeper.settle();
    onClose();
  };
  const outcome = useOutcome((message) => {
    keeper.settle();
    onDone(message);
  }, copy.createFailed);
  const submit = ({ address: _address, ...input }: GuestFormValues) => {
    outcome.reset();
    create.mutate(input, outcome.handlers);
  };
  return (
    <Dialog title={copy.addHeading} onClose={close}>
      <KeptNotice draft={draft} />
      <GuestForm
        {...(draft ? { initial: draft } : {})}
        onValues={keeper.onValues}
        existingNames={existingNames}
        pending={create.isPending}
        failure={outcome.failure}
        submitLabel={copy.create}
        onSubmit={submit}
        onCancel={close}
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
  draft,
}: DialogProps & { guest: Guest; inParty: boolean }) {
  const update = useUpdateGuest(token);
  const keeper = useDraftKeeper(guest.id, Boolean(draft));
  const close = () => {
    keeper.settle();
    onClose();
  };
  const outcome = useOutcome((message) => {
    keeper.settle();
    onDone(message);
  }, copy.updateFailed);
  const submit = (values: GuestFormValues) => {
    outcome.reset();
    update.mutate({ guest, input: values }, outcome.handlers);
  };
  return (
    <Dialog title={copy.editHeading(guest.name)} onClose={close}>
      <KeptNotice draft={draft} />
      <GuestForm
        {...(draft ? { initial: draft } : {})}
        onValues={keeper.onValues}
        guest={guest}
        inParty={inParty}
        pending={update.isPending}
        failure={outcome.failure}
        submitLabel={copy.save}
        onSubmit={submit}
        onCancel={close}
      />
    </Dialog>
  );
}

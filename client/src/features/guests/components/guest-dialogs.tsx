import { useCallback, useEffect, useRef, useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { Dialog } from '../../../components/admin/dialog';
import { useCreateGuest } from '../api/create-guest';
import type { Guest } from '../api/guest-cache';
import type { MutationOutcome } from '../../../lib/graphql/mutation-outcome';
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
 * left as it opened keeps nothing, unless it was itself a kept draft. Gives the form its start and
 * the dialog its close and done, after which nothing is kept.
 */
function useKeptDraft(
  guestId: string | null,
  draft: GuestFormValues | undefined,
  onClose: () => void,
  onDone: (message: string) => void,
) {
  const start = useRef<string | undefined>(undefined);
  const latest = useRef<GuestFormValues | undefined>(undefined);
  const settled = useRef(false);
  const restored = draft !== undefined;
  useEffect(
    () => () => {
      const values = latest.current;
      if (settled.current || !values) return;
      if (restored || JSON.stringify(values) !== start.current) keepGuestDraft({ guestId, values });
    },
    [guestId, restored],
  );
  const onValues = useCallback((values: GuestFormValues) => {
    start.current ??= JSON.stringify(values);
    latest.current = values;
  }, []);
  return {
    form: { ...(draft ? { initial: draft } : {}), onValues },
    close: () => {
      settled.current = true;
      onClose();
    },
    done: (message: string) => {
      settled.current = true;
      onDone(message);
    },
  };
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
  const kept = useKeptDraft(null, draft, onClose, onDone);
  const outcome = useOutcome(kept.done, copy.createFailed);
  const submit = ({ address: _address, ...input }: GuestFormValues) => {
    outcome.reset();
    create.mutate(input, outcome.handlers);
  };
  return (
    <Dialog title={copy.addHeading} onClose={kept.close}>
      <KeptNotice draft={draft} />
      <GuestForm
        {...kept.form}
        existingNames={existingNames}
        pending={create.isPending}
        failure={outcome.failure}
        submitLabel={copy.create}
        onSubmit={submit}
        onCancel={kept.close}
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
  const kept = useKeptDraft(guest.id, draft, onClose, onDone);
  const outcome = useOutcome(kept.done, copy.updateFailed);
  const submit = (values: GuestFormValues) => {
    outcome.reset();
    update.mutate({ guest, input: values }, outcome.handlers);
  };
  return (
    <Dialog title={copy.editHeading(guest.name)} onClose={kept.close}>
      <KeptNotice draft={draft} />
      <GuestForm
        {...kept.form}
        guest={guest}
        inParty={inParty}
        pending={update.isPending}
        failure={outcome.failure}
        submitLabel={copy.save}
        onSubmit={submit}
        onCancel={kept.close}
      />
    </Dialog>
  );
}

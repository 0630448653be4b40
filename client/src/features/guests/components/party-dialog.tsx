import { adminCopy } from '@riviera/content/en/admin';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/admin/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { Guest } from '../api/guest-cache';
import type { MutationOutcome } from '../../../lib/graphql/mutation-outcome';
import { useMoveGuest, useRenameParty } from '../api/party-changes';
import { PartyNamePreview } from './party-name-preview';

interface PartyDialogProps {
  token: string;
  guest: Guest;
  /** Every guest, for the parties a guest can move to. */
  guests: readonly Guest[];
  onClose(): void;
  onDone(message: string): void;
}

const copy = adminCopy.party;
const OWN = 'own';

/** A guest's party (ADR 040): rename it, or move the guest to another party or one of their own. */
export function PartyDialog({ token, guest, guests, onClose, onDone }: PartyDialogProps) {
  const id = useId();
  const rename = useRenameParty(token);
  const move = useMoveGuest(token);
  const [name, setName] = useState(guest.partyName);
  const [target, setTarget] = useState(OWN);
  const [failure, setFailure] = useState<string | null>(null);
  const parties = [
    ...new Map(
      guests
        .filter((other) => other.partyId !== guest.partyId)
        .map((other) => [other.partyId, other.partyName]),
    ),
  ].sort(([, a], [, b]) => a.localeCompare(b));
  const handlers = {
    onSuccess: (outcome: MutationOutcome) =>
      outcome.ok ? onDone(outcome.message) : setFailure(outcome.message),
    onError: () => setFailure(copy.changeFailed),
  };
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    rename.mutate({ partyId: guest.partyId, name }, handlers);
  };
  const submitMove = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    move.mutate({ guestId: guest.id, partyId: target === OWN ? null : target }, handlers);
  };
  return (
    <Dialog title={copy.dialogHeading(guest.name)} onClose={onClose}>
      <form className="admin-form" onSubmit={submitName} noValidate>
        <TextField
          id={`${id}-name`}
          label={copy.partyName}
          value={name}
          block="admin-field"
          inputClassName="admin-input"
          autoComplete="off"
          onChange={setName}
        />
        <PartyNamePreview members={guests.filter((other) => other.partyId === guest.partyId)} name={name} />
        {/* Not the dialog's sticky actions: their padding, pulled down, covered the move's label. */}
        <div className="admin-buttons">
          <button type="submit" className="button" disabled={rename.isPending}>
            {copy.rename}
          </button>
        </div>
      </form>
      <form className="admin-form admin-party-move" onSubmit={submitMove} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-move`}>{copy.moveTo(guest.name)}</label>
          <select
            id={`${id}-move`}
            className="admin-input"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value={OWN}>{copy.ownParty}</option>
            {parties.map(([partyId, partyName]) => (
              <option key={partyId} value={partyId}>
                {partyName}
              </option>
            ))}
          </select>
        </div>
        {failure ? (
          <p className="admin-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-dialog-actions">
          <button type="submit" className="button" disabled={move.isPending}>
            {/* Says what it does, with the party chosen above: its name is its label. */}
            {target === OWN
              ? copy.moveToOwn(guest.name)
              : copy.move(guest.name, parties.find(([partyId]) => partyId === target)?.[1] ?? '')}
          </button>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {adminCopy.form.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

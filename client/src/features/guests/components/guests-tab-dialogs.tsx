import type { ReactNode } from 'react';
import type { Guest } from '../api/guest-cache';
import { keptGuestDraft } from '../lib/kept-draft';
import { AddMemberDialog } from './add-member-dialog';
import { ConfirmDelete } from './confirm-delete';
import { AddGuestDialog, EditGuestDialog } from './guest-dialogs';
import type { GuestFormValues } from './guest-form';
import { PartyDialog } from './party-dialog';

/** What the dialog that sends mail to the selected guests is given (the mail feature draws it). */
export interface SendMailRequest {
  guests: Guest[];
  onClose(): void;
  onDone(message: string): void;
}

/** The dialog open over the guest list, if any. */
export type Open =
  | { kind: 'send' }
  | { kind: 'add'; draft?: GuestFormValues }
  | { kind: 'edit'; guest: Guest; draft?: GuestFormValues }
  | { kind: 'member'; guest: Guest }
  | { kind: 'party'; guest: Guest }
  | { kind: 'delete'; guest: Guest }
  | null;

/**
 * The form a host was typing in when their session ended, open again with what they typed (ADR
 * 062); nothing when that guest has left the list meanwhile.
 */
export function reopened(guests: readonly Guest[]): Open {
  const draft = keptGuestDraft();
  if (!draft) return null;
  if (draft.guestId === null) return { kind: 'add', draft: draft.values };
  const guest = guests.find((candidate) => candidate.id === draft.guestId);
  return guest ? { kind: 'edit', guest, draft: draft.values } : null;
}

interface GuestsTabDialogsProps {
  open: Open;
  token: string;
  guests: Guest[];
  selected: ReadonlySet<string>;
  sendMail(request: SendMailRequest): ReactNode;
  onClose(): void;
  onDone(message: string): void;
  /** After mail went to the selection: it is cleared. */
  onSent(message: string): void;
}

/** The guest list's dialogs: send mail, add, edit, add to a party, the party, delete. */
export function GuestsTabDialogs({ open, token, guests, selected, ...props }: GuestsTabDialogsProps) {
  const { onClose, onDone } = props;
  switch (open?.kind) {
    case 'send':
      return props.sendMail({
        guests: guests.filter((guest) => selected.has(guest.id)),
        onClose,
        onDone: props.onSent,
      });
    case 'add':
      return (
        <AddGuestDialog
          token={token}
          existingNames={guests.map((guest) => guest.name)}
          draft={open.draft}
          onClose={onClose}
          onDone={onDone}
        />
      );
    case 'edit':
      return (
        <EditGuestDialog
          token={token}
          guest={open.guest}
          inParty={guests.some((other) => other.partyId === open.guest.partyId && other.id !== open.guest.id)}
          draft={open.draft}
          onClose={onClose}
          onDone={onDone}
        />
      );
    case 'member':
      return <AddMemberDialog token={token} guest={open.guest} onClose={onClose} onDone={onDone} />;
    case 'party':
      return (
        <PartyDialog token={token} guest={open.guest} guests={guests} onClose={onClose} onDone={onDone} />
      );
    case 'delete':
      return <ConfirmDelete token={token} guest={open.guest} onClose={onClose} onDone={onDone} />;
    default:
      return null;
  }
}

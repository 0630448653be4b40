import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { InlineSelect } from '../../../components/admin/inline-select';
import { Pager } from '../../../components/admin/pager';
import { pageOf } from '../../../lib/admin/paging';
import type { Guest } from '../api/guest-cache';
import { useMarkSent } from '../api/mark-sent';
import { forgetGuestDraft, keptGuestDraft } from '../lib/kept-draft';
import { filterByReply, searchGuests, sortGuests, type GuestSort, type ReplyFilter } from '../lib/guest-list';
import { ConfirmDelete } from './confirm-delete';
import { AddMemberDialog } from './add-member-dialog';
import { AddGuestDialog, EditGuestDialog } from './guest-dialogs';
import type { GuestFormValues } from './guest-form';
import { PartyDialog } from './party-dialog';
import { GuestTable } from './guest-table';

/** What the dialog that sends mail to the selected guests is given (the mail feature draws it). */
export interface SendMailRequest {
  guests: Guest[];
  onClose(): void;
  onDone(message: string): void;
}

interface GuestsTabProps {
  token: string;
  guests: Guest[];
  onNotice(message: string): void;
  /** The dialog that sends mail to the selected guests. */
  sendMail(request: SendMailRequest): ReactNode;
}

type Open =
  | { kind: 'send' }
  | { kind: 'add'; draft?: GuestFormValues }
  | { kind: 'edit'; guest: Guest; draft?: GuestFormValues }
  | { kind: 'member'; guest: Guest }
  | { kind: 'party'; guest: Guest }
  | { kind: 'delete'; guest: Guest }
  | null;

const copy = adminCopy.guests;

/**
 * The form a host was typing in when their session ended, open again with what they typed (ADR
 * 062); nothing when that guest has left the list meanwhile.
 */
function reopened(guests: readonly Guest[]): Open {
  const draft = keptGuestDraft();
  if (!draft) return null;
  if (draft.guestId === null) return { kind: 'add', draft: draft.values };
  const guest = guests.find((candidate) => candidate.id === draft.guestId);
  return guest ? { kind: 'edit', guest, draft: draft.values } : null;
}

/** The guest list: add, search, sort, select, mark sent, edit and delete. */
export function GuestsTab({ token, guests, onNotice, sendMail }: GuestsTabProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GuestSort>('name');
  const [reply, setReply] = useState<ReplyFilter>('all');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(() => reopened(guests));
  // Given back once: the draft is the open form's now.
  useEffect(forgetGuestDraft, []);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = useMarkSent(token);

  const shown = useMemo(
    () => sortGuests(filterByReply(searchGuests(guests, search), reply), sort),
    [guests, search, reply, sort],
  );
  const partyCount = useMemo(() => new Set(guests.map((guest) => guest.partyId)).size, [guests]);
  const childCount = guests.filter((guest) => guest.child).length;
  // A page of the list at a time; a new search, filter or order starts again at its first page.
  const listPage = pageOf(shown, page);
  const turnTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  // Guests removed from the list drop out of the selection.
  const selection = guests.filter((guest) => selected.has(guest.id)).map((guest) => guest.id);

  const markSent = (ids: string[], kind: Api.SentKind, sent: boolean) => {
    setFailure(null);
    mark.mutate(
      { ids, kind, sent },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) {
            onNotice(outcome.message);
            if (ids.length > 1) setSelected(new Set());
          } else setFailure(outcome.message);
        },
        onError: () => setFailure(adminCopy.form.exception),
      },
    );
  };
  const done = (message: string) => {
    setOpen(null);
    onNotice(message);
  };
  // The bulk selections beside the filters: whom a reminder, a save-the-date or an invitation is for.
  const pending = [
    { label: copy.selectAwaiting, guests: guests.filter((guest) => guest.replyStatus === 'AWAITING') },
    { label: copy.selectSaveTheDatePending, guests: guests.filter((guest) => !guest.saveTheDateSent) },
    { label: copy.selectInvitationPending, guests: guests.filter((guest) => !guest.formalInviteSent) },
  ].filter((selection) => selection.guests.length > 0);

  return (
    <section aria-labelledby="admin-guests-heading">
      <h2 id="admin-guests-heading" className="visually-hidden">
        {copy.heading}
      </h2>
      <div className="admin-toolbar" ref={top}>
        <button type="button" className="button" onClick={() => setOpen({ kind: 'add' })}>
          {copy.add}
        </button>
        <div className="admin-field admin-inline admin-search">
          <label htmlFor="admin-guest-search">{copy.search}</label>
          <p id="admin-guest-search-hint" className="admin-search-hint">
            {copy.searchHint}
          </p>
          <input
            id="admin-guest-search"
            className="admin-input"
            type="search"
            aria-describedby="admin-guest-search-hint"
            value={search}
            onChange={(event) => refine(setSearch)(event.target.value)}
          />
        </div>
        <InlineSelect<ReplyFilter>
          id="admin-guest-reply"
          label={copy.replyFilter}
          value={reply}
          options={copy.replyFilterOptions}
          onChange={refine(setReply)}
        />
        <InlineSelect<GuestSort>
          id="admin-guest-sort"
          label={copy.sort}
          value={sort}
          options={copy.sortOptions}
          onChange={refine(setSort)}
        />
        {pending.map((selection) => (
          <button
            key={selection.label}
            type="button"
            className="button button-quiet"
            onClick={() => setSelected(new Set(selection.guests.map((guest) => guest.id)))}
          >
            {selection.label}
          </button>
        ))}
      </div>
      {selection.length > 0 ? (
        <div className="admin-bulk" role="group" aria-label={copy.selected(selection.length)}>
          <span>{copy.selected(selection.length)}</span>
          <button type="button" className="button" onClick={() => setOpen({ kind: 'send' })}>
            {copy.sendMail}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={mark.isPending}
            onClick={() => markSent(selection, 'SAVE_THE_DATE', true)}
          >
            {copy.bulkSaveTheDate}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={mark.isPending}
            onClick={() => markSent(selection, 'FORMAL_INVITE', true)}
          >
            {copy.bulkFormalInvite}
          </button>
          <button type="button" className="button button-link" onClick={() => setSelected(new Set())}>
            {copy.clearSelection}
          </button>
        </div>
      ) : null}
      {failure ? (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
      {partyCount < guests.length ? (
        // Once a family shares an invitation (ADR 040): how many invitations, adults and children.
        <p className="admin-party-summary">{copy.partySummary(guests.length, partyCount, childCount)}</p>
      ) : null}
      {guests.length === 0 ? (
        <p className="admin-empty">{copy.empty}</p>
      ) : shown.length === 0 ? (
        <p className="admin-empty">{copy.noMatch}</p>
      ) : (
        <>
          <GuestTable
            guests={listPage.items}
            selected={selected}
            busy={mark.isPending}
            onSelect={setSelected}
            onMark={(guest, kind, sent) => markSent([guest.id], kind, sent)}
            onEdit={(guest) => setOpen({ kind: 'edit', guest })}
            onDelete={(guest) => setOpen({ kind: 'delete', guest })}
            onAddMember={(guest) => setOpen({ kind: 'member', guest })}
            onParty={(guest) => setOpen({ kind: 'party', guest })}
          />
          <Pager label={copy.pages} noun={copy.pagerNoun} page={listPage} onPage={turnTo} />
        </>
      )}
      {open?.kind === 'send'
        ? sendMail({
            guests: guests.filter((guest) => selected.has(guest.id)),
            onClose: () => setOpen(null),
            onDone: (message) => {
              setSelected(new Set());
              done(message);
            },
          })
        : null}
      {open?.kind === 'add' ? (
        <AddGuestDialog
          token={token}
          existingNames={guests.map((guest) => guest.name)}
          draft={open.draft}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditGuestDialog
          token={token}
          guest={open.guest}
          inParty={guests.some((other) => other.partyId === open.guest.partyId && other.id !== open.guest.id)}
          draft={open.draft}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.kind === 'member' ? (
        <AddMemberDialog token={token} guest={open.guest} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open?.kind === 'party' ? (
        <PartyDialog
          token={token}
          guest={open.guest}
          guests={guests}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDelete token={token} guest={open.guest} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </section>
  );
}

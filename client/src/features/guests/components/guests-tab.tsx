import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Pager } from '../../../components/admin/pager';
import { pageOfParties, partyRuns } from '../../../lib/admin/party-blocks';
import type { Guest } from '../api/guest-cache';
import { useMarkSent } from '../api/mark-sent';
import { forgetGuestDraft } from '../lib/kept-draft';
import { filterByReply, searchGuests, sortGuests, type GuestSort, type ReplyFilter } from '../lib/guest-list';
import { GuestsBulkBar } from './guests-bulk-bar';
import { GuestsTabDialogs, reopened, type Open, type SendMailRequest } from './guests-tab-dialogs';
import { GuestsToolbar } from './guests-toolbar';
import { GuestTable } from './guest-table';

interface GuestsTabProps {
  token: string;
  guests: Guest[];
  onNotice(message: string): void;
  /** The dialog that sends mail to the selected guests. */
  sendMail(request: SendMailRequest): ReactNode;
}

const copy = adminCopy.guests;

/** Marks guests' mail sent or not; a selection marked is cleared. */
function useMarking(
  token: string,
  onNotice: (message: string) => void,
  onFailure: (message: string | null) => void,
  clearSelection: () => void,
) {
  const mark = useMarkSent(token);
  const markSent = (ids: string[], kind: Api.SentKind, sent: boolean) => {
    onFailure(null);
    mark.mutate(
      { ids, kind, sent },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) {
            onNotice(outcome.message);
            if (ids.length > 1) clearSelection();
          } else onFailure(outcome.message);
        },
        onError: () => onFailure(adminCopy.form.exception),
      },
    );
  };
  return Object.assign(markSent, { pending: mark.isPending });
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

  const shown = useMemo(
    () => sortGuests(filterByReply(searchGuests(guests, search), reply), sort),
    [guests, search, reply, sort],
  );
  const partyCount = useMemo(() => new Set(guests.map((guest) => guest.partyId)).size, [guests]);
  const childCount = guests.filter((guest) => guest.child).length;
  // A page of whole parties at a time (ADR 073); a new search, filter or order starts at its first page.
  const listPage = pageOfParties(partyRuns(shown), page);
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

  const markSent = useMarking(token, onNotice, setFailure, () => setSelected(new Set()));
  const done = (message: string) => {
    setOpen(null);
    onNotice(message);
  };

  return (
    <section aria-labelledby="admin-guests-heading">
      <h2 id="admin-guests-heading" className="visually-hidden">
        {copy.heading}
      </h2>
      <GuestsToolbar
        toolbarRef={top}
        guests={guests}
        search={search}
        reply={reply}
        sort={sort}
        onAdd={() => setOpen({ kind: 'add' })}
        onSearch={refine(setSearch)}
        onReply={refine(setReply)}
        onSort={refine(setSort)}
        onSelect={setSelected}
      />
      <GuestsBulkBar
        selection={selection}
        busy={markSent.pending}
        onSendMail={() => setOpen({ kind: 'send' })}
        onMark={(kind) => markSent(selection, kind, true)}
        onClear={() => setSelected(new Set())}
      />
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
            busy={markSent.pending}
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
      <GuestsTabDialogs
        open={open}
        token={token}
        guests={guests}
        selected={selected}
        sendMail={sendMail}
        onClose={() => setOpen(null)}
        onDone={done}
        onSent={(message) => {
          setSelected(new Set());
          done(message);
        }}
      />
    </section>
  );
}

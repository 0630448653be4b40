import { adminCopy } from '@riviera/content/en/admin';
import type { Ref } from 'react';
import { InlineSelect } from '../../../components/admin/inline-select';
import type { Guest } from '../api/guest-cache';
import type { GuestSort, ReplyFilter } from '../lib/guest-list';

interface GuestsToolbarProps {
  toolbarRef: Ref<HTMLDivElement>;
  guests: readonly Guest[];
  search: string;
  reply: ReplyFilter;
  sort: GuestSort;
  onAdd(): void;
  onSearch(search: string): void;
  onReply(reply: ReplyFilter): void;
  onSort(sort: GuestSort): void;
  onSelect(ids: ReadonlySet<string>): void;
}

const copy = adminCopy.guests;

/** Over the guest list: add, search, filter, sort, and the bulk selections. */
export function GuestsToolbar({ toolbarRef, guests, ...props }: GuestsToolbarProps) {
  // The bulk selections beside the filters: whom a reminder, a save-the-date or an invitation is for.
  const pending = [
    { label: copy.selectAwaiting, guests: guests.filter((guest) => guest.replyStatus === 'AWAITING') },
    { label: copy.selectSaveTheDatePending, guests: guests.filter((guest) => !guest.saveTheDateSent) },
    { label: copy.selectInvitationPending, guests: guests.filter((guest) => !guest.formalInviteSent) },
  ].filter((selection) => selection.guests.length > 0);
  return (
    <div className="admin-toolbar" ref={toolbarRef}>
      <button type="button" className="button" onClick={props.onAdd}>
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
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <InlineSelect<ReplyFilter>
        id="admin-guest-reply"
        label={copy.replyFilter}
        value={props.reply}
        options={copy.replyFilterOptions}
        onChange={props.onReply}
      />
      <InlineSelect<GuestSort>
        id="admin-guest-sort"
        label={copy.sort}
        value={props.sort}
        options={copy.sortOptions}
        onChange={props.onSort}
      />
      {pending.map((selection) => (
        <button
          key={selection.label}
          type="button"
          className="button button-quiet"
          onClick={() => props.onSelect(new Set(selection.guests.map((guest) => guest.id)))}
        >
          {selection.label}
        </button>
      ))}
    </div>
  );
}

import { adminCopy } from '@riviera/content/en/admin';
import { PartyHeading } from '../../../components/admin/party-heading';
import { partyRuns } from '../../../lib/admin/party-blocks';
import type { Guest } from '../api/guest-cache';
import { GuestRow, type GuestRowActions } from './guest-row';

interface GuestTableProps extends GuestRowActions {
  /** In the order shown, each party's members together (sortGuests). */
  guests: Guest[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect(selected: ReadonlySet<string>): void;
}

const copy = adminCopy.guests;
const columns = copy.columns;
const HEADERS = [
  columns.name,
  columns.email,
  columns.plusOne,
  columns.saveTheDate,
  columns.formalInvite,
  columns.address,
  columns.reply,
  columns.actions,
];

export function GuestTable({ guests, selected, busy, onSelect, ...actions }: GuestTableProps) {
  const allShownSelected = guests.every((guest) => selected.has(guest.id));
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelect(next);
  };
  return (
    <div className="admin-scroll" role="region" aria-labelledby="admin-guests-caption" tabIndex={0}>
      {/* A card a guest on a phone (admin.css): the roles keep it a table to screen readers. */}
      <table className="admin-table admin-cards" role="table">
        <caption id="admin-guests-caption" className="visually-hidden">
          {copy.caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="admin-select">
              <label className="admin-select-all">
                <input
                  type="checkbox"
                  aria-label={copy.selectAll}
                  checked={allShownSelected}
                  onChange={(event) =>
                    toggle(
                      guests.map((guest) => guest.id),
                      event.target.checked,
                    )
                  }
                />
                {/* Said beside the box on a phone, where the cards have no column headers. */}
                <span className="admin-cards-only">{copy.selectAll}</span>
              </label>
            </th>
            {HEADERS.map((label) => (
              <th key={label} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {/* A party's members follow one another (sortGuests): under its name, each after the first set in (ADR 073). */}
        {partyRuns(guests).map((run) => (
          <tbody key={run[0]?.id} role="rowgroup">
            {run.length > 1 ? <PartyHeading members={run} columns={HEADERS.length + 1} /> : null}
            {run.map((guest, index) => (
              <GuestRow
                key={guest.id}
                guest={guest}
                member={index > 0}
                selected={selected.has(guest.id)}
                busy={busy}
                onToggle={(on) => toggle([guest.id], on)}
                {...actions}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

import { adminCopy } from '@riviera/content/en/admin';
import { useMemo, useRef, useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { PartyHeading } from '../../../components/admin/party-heading';
import { pageOfParties, partyBlocks, partyRuns } from '../../../lib/admin/party-blocks';
import type { AdminRsvp } from '../api/get-admin-rsvps';
import { RsvpRow } from './rsvp-row';

const copy = adminCopy.rsvps;
// What changed comes beside Attending, in view without scrolling the wide table (ADR 073).
const columns = (
  [
    'name',
    'email',
    'phone',
    'attending',
    'versions',
    'plusOne',
    'entrees',
    'allergies',
    'events',
    'address',
    'message',
    'submitted',
  ] as const satisfies ReadonlyArray<keyof typeof copy.columns>
).map((key) => copy.columns[key]);

/** Every current answer, with the detail a host needs and what the guest changed. */
export function RsvpsTab({ rsvps }: { rsvps: AdminRsvp[] }) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLElement>(null);
  // Newest first, each party's members together, adults first (ADR 040, 073).
  const blocks = useMemo(() => partyBlocks(rsvps), [rsvps]);
  if (rsvps.length === 0) return <p className="admin-empty">{copy.empty}</p>;
  // A page of whole parties at a time (ADR 073).
  const listPage = pageOfParties(blocks, page);
  const turnTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <section aria-labelledby="admin-rsvps-caption" ref={top}>
      <div className="admin-scroll" role="region" aria-label={copy.scrollRegion} tabIndex={0}>
        {/* A card an answer on a phone (admin.css): the roles keep it a table to screen readers. */}
        <table className="admin-table admin-table-wide admin-cards" role="table">
          <caption id="admin-rsvps-caption">{copy.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((label) => (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {partyRuns(listPage.items).map((run) => (
            <tbody key={run[0]?.id} role="rowgroup">
              {run.length > 1 ? <PartyHeading members={run} columns={columns.length} /> : null}
              {run.map((rsvp, index) => (
                <RsvpRow key={rsvp.id} rsvp={rsvp} member={index > 0} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <Pager label={copy.pages} noun={copy.pagerNoun} page={listPage} onPage={turnTo} />
    </section>
  );
}

import { PartyNote } from '../../../components/admin/party-note';
import { RSVP_EVENT_KEYS, type EventChoices } from '@riviera/contract';
import { useMemo, useRef, useState } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { Pager } from '../../../components/admin/pager';
import { formatDateTime } from '../../../lib/admin/format';
import { groupByParty } from '../../../lib/admin/group-by-party';
import { pageOf } from '../../../lib/admin/paging';
import type { AdminRsvp } from '../api/get-admin-rsvps';
import { entreesOf } from '../lib/entrees';

const copy = adminCopy.rsvps;
const columns = copy.columns;

function eventList(choices: EventChoices | null): string {
  const names = RSVP_EVENT_KEYS.filter((key) => choices?.[key]).map((key) => adminCopy.events[key]);
  return names.length > 0 ? names.join(', ') : copy.noEvents;
}

/** Every current answer, with the detail a host needs and how many times the guest changed it. */
export function RsvpsTab({ rsvps }: { rsvps: AdminRsvp[] }) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLElement>(null);
  // Newest first, each party's members together (ADR 040).
  const grouped = useMemo(() => groupByParty(rsvps), [rsvps]);
  if (rsvps.length === 0) return <p className="admin-empty">{copy.empty}</p>;
  // A page of answers at a time (lib/paging.ts).
  const listPage = pageOf(grouped, page);
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
              {Object.values(columns).map((label) => (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {listPage.items.map((rsvp, index) => (
              <tr
                key={rsvp.id}
                role="row"
                className={
                  listPage.items[index - 1]?.partyId === rsvp.partyId ? 'admin-row-member' : undefined
                }
              >
                <th scope="row" role="rowheader">
                  {rsvp.name}
                  <PartyNote name={rsvp.name} partyName={rsvp.partyName} child={rsvp.child} />
                </th>
                <td role="cell" data-label={columns.email}>
                  {rsvp.email}
                </td>
                <td role="cell" data-label={columns.phone}>
                  {rsvp.phone ? <a href={`tel:${rsvp.phone}`}>{rsvp.phone}</a> : null}
                </td>
                <td role="cell" data-label={columns.attending}>
                  {rsvp.attending ? copy.yes : copy.no}
                </td>
                <td role="cell" data-label={columns.plusOne}>
                  {rsvp.plusOne ? (rsvp.plusOneName ?? copy.yes) : copy.no}
                </td>
                <td role="cell" data-label={columns.entrees}>
                  {entreesOf(rsvp)}
                </td>
                <td role="cell" data-label={columns.allergies}>
                  {[
                    rsvp.foodAllergies,
                    rsvp.plusOneFoodAllergies &&
                      `${rsvp.plusOneName ?? copy.plusOneLabel('')}: ${rsvp.plusOneFoodAllergies}`,
                  ]
                    .filter(Boolean)
                    .join('; ')}
                </td>
                <td role="cell" data-label={columns.events}>
                  <span className="admin-events">
                    {copy.guest}: {eventList(rsvp.events)}
                  </span>
                  {rsvp.plusOneEvents ? (
                    <span className="admin-events">
                      {copy.plusOneLabel(rsvp.plusOneName ?? '')}: {eventList(rsvp.plusOneEvents)}
                    </span>
                  ) : null}
                </td>
                <td role="cell" data-label={columns.address} className="admin-prewrap">
                  {rsvp.mailingAddress}
                </td>
                <td role="cell" data-label={columns.message} className="admin-prewrap">
                  {rsvp.message}
                </td>
                <td role="cell" data-label={columns.submitted}>
                  <time dateTime={rsvp.submittedAt}>{formatDateTime(rsvp.submittedAt)}</time>
                  {rsvp.answeredBy ? (
                    <span className="admin-party">{copy.answeredBy(rsvp.answeredBy)}</span>
                  ) : null}
                </td>
                <td role="cell" data-label={columns.versions}>
                  {rsvp.earlierVersions}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label={copy.pages} noun={copy.pagerNoun} page={listPage} onPage={turnTo} />
    </section>
  );
}

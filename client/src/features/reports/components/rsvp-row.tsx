import { RSVP_EVENT_KEYS, type EventChoices } from '@riviera/contract';
import '../../../components/admin/party-blocks.css';
import { adminCopy } from '@riviera/content/en/admin';
import { PartyNote } from '../../../components/admin/party-note';
import { formatDateTime } from '../../../lib/admin/format';
import type { AdminRsvp } from '../api/get-admin-rsvps';
import { entreesOf } from '../lib/entrees';

const copy = adminCopy.rsvps;
const columns = copy.columns;

function eventList(choices: EventChoices | null): string {
  const names = RSVP_EVENT_KEYS.filter((key) => choices?.[key]).map((key) => adminCopy.events[key]);
  return names.length > 0 ? names.join(', ') : copy.noEvents;
}

/** How many times the guest changed their answer, and what changed the last time (ADR 073). */
function ChangesCell({ rsvp }: { rsvp: AdminRsvp }) {
  return (
    <td role="cell" data-label={columns.versions}>
      {rsvp.earlierVersions > 0 ? (
        <>
          <span className="admin-party">{copy.changedTimes(rsvp.earlierVersions)}</span>
          <ul className="admin-answer-changes">
            {rsvp.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      ) : null}
    </td>
  );
}

/** One current answer: a row, or a card on a phone (admin.css). */
export function RsvpRow({ rsvp, member }: { rsvp: AdminRsvp; member: boolean }) {
  return (
    <tr role="row" className={member ? 'admin-row-member' : undefined}>
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
      <ChangesCell rsvp={rsvp} />
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
        {rsvp.answeredBy ? <span className="admin-party">{copy.answeredBy(rsvp.answeredBy)}</span> : null}
      </td>
    </tr>
  );
}

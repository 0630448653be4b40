import { adminCopy } from '@riviera/content/en/admin';
import './party-blocks.css';

/**
 * The line over a party's members in the hosts' lists (ADR 073): its name, as the invitation is
 * addressed, and how many adults and children are shown. Seen, not read: each member's row says
 * the party's name to a screen reader already (PartyNote), so the line is hidden from it.
 */
export function PartyHeading({
  members,
  columns,
}: {
  members: ReadonlyArray<{ partyName: string; child: boolean }>;
  columns: number;
}) {
  const children = members.filter((member) => member.child).length;
  return (
    <tr className="admin-party-heading" aria-hidden="true">
      <td colSpan={columns}>
        <span className="admin-party-heading-name">{members[0]?.partyName}</span>{' '}
        <span className="admin-party-heading-count">
          {adminCopy.guests.partyMembers(members.length - children, children)}
        </span>
      </td>
    </tr>
  );
}

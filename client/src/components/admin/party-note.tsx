import { adminCopy } from '@riviera/content/en/admin';

/**
 * Under a person's name in the hosts' lists (ADR 040): their party's name, and whether they are a
 * child; nothing for a guest alone in a party named after them.
 */
export function PartyNote({ name, partyName, child }: { name: string; partyName: string; child: boolean }) {
  if (partyName === name && !child) return null;
  return (
    <span className="admin-party">
      <span className="visually-hidden">{adminCopy.guests.party}: </span>
      {partyName}
      {child ? ` · ${adminCopy.guests.child}` : ''}
    </span>
  );
}

import { adminCopy } from '@riviera/content/en/admin';
import { toCsv } from '../../../lib/admin/csv';
import type { Guest } from '../api/guest-cache';

const { csv } = adminCopy;
const yesNo = (value: boolean) => (value ? csv.yes : csv.no);

/**
 * The guest list, with the columns an import reads back first (Name, Email, Plus-one, Plus-one name,
 * Notes, Language, Party, Child, By post: an import of this file gives the same parties).
 */
export function guestsCsv(guests: readonly Guest[]): string {
  const header = [
    'Name',
    'Email',
    'Plus-one',
    'Plus-one name',
    'Notes',
    'Language',
    'Party',
    'Child',
    'By post',
    'Invitation code',
    'Save the date',
    'Save the date sent at',
    'Formal invite',
    'Formal invite sent at',
    'Address',
    'Street',
    'City',
    'State',
    'Postal code',
    'Country',
    // Last, so the columns the hosts' sheets already read keep their places.
    'Mobile',
  ];
  return toCsv([
    header,
    ...guests.map((guest) => [
      guest.name,
      guest.email,
      yesNo(guest.plusOneAllowed),
      guest.plusOneName,
      guest.notes,
      guest.language,
      guest.partyName,
      yesNo(guest.child),
      // No email and not a child: the hosts chose to invite them by post.
      yesNo(guest.email === null && !guest.child),
      guest.invitationCode,
      guest.saveTheDateSent ? csv.sent : csv.pending,
      guest.saveTheDateSentAt,
      guest.formalInviteSent ? csv.sent : csv.pending,
      guest.formalInviteSentAt,
      guest.addressCollected ? csv.collected : csv.pending,
      guest.address.street,
      guest.address.city,
      guest.address.state,
      guest.address.zip,
      guest.address.country,
      guest.phone,
    ]),
  ]);
}

import type { GuestInput } from '@riviera/contract';
import { newGuestRow, type NewGuest } from '../guest-row';
import type { NewGuestRow } from '../../../platform/db/rows';

/** A guest's row for a test: the fields it names, the form's defaults for the others. */
export function testGuestRow(
  guest: Pick<NewGuest, 'name' | 'email' | 'invitationCode'> & Partial<GuestInput>,
): NewGuestRow {
  return newGuestRow({ plusOneAllowed: false, plusOneName: '', notes: '', language: 'en', ...guest });
}

import { isLanguage, type Api, type GuestInput, type Language } from '@riviera/contract';
import type { GuestRow, GuestRowUpdate, NewGuestRow } from '../../platform/db/rows';
import { storedNameKeys } from './name-keys';

/**
 * The one place a guest meets their row in `guests`: which column holds which field of the input
 * (normalised once, by the contract's guestInputSchema), and how a row reads back as the hosts' API
 * shows it (type Guest of guests.typedefs.ts). The services, the sample list and the benchmark's
 * seed all go through here, as RSVPs go through rsvp-row.ts.
 */

/** A guest to add: their input, normalised, and the invitation code drawn for them. */
export type NewGuest = GuestInput & { invitationCode: string };

/** The columns of a guest's input; the name keys follow the name, so a renamed guest is found. */
export function guestColumns(input: GuestInput) {
  return {
    name: input.name,
    // Empty only for a member of a party added without one (addPartyMember).
    email: input.email || null,
    plus_one_allowed: input.plusOneAllowed,
    plus_one_name: input.plusOneAllowed ? input.plusOneName || null : null,
    notes: input.notes || null,
    language: input.language,
    lookup_keys: storedNameKeys(input.name),
  } satisfies GuestRowUpdate;
}

export function newGuestRow(guest: NewGuest): NewGuestRow {
  return { ...guestColumns(guest), invitation_code: guest.invitationCode };
}

/** A guest's language as stored (the column only holds the site's languages). */
export const languageOf = (row: Pick<GuestRow, 'language'>): Language =>
  isLanguage(row.language) ? row.language : 'en';

/** The stored guest as the input the hosts' form would send: what a partial change is merged into. */
export function inputOf(row: GuestRow): Required<Api.GuestInput> {
  return {
    name: row.name,
    email: row.email ?? '',
    plusOneAllowed: row.plus_one_allowed,
    plusOneName: row.plus_one_name,
    notes: row.notes,
    language: languageOf(row),
    party: null,
    child: row.child,
    byPost: row.email === null && !row.child,
  };
}

/** Each field of a postal address and its column. */
export const ADDRESS_COLUMNS = {
  street: 'address_street',
  city: 'address_city',
  state: 'address_state',
  zip: 'address_zip',
  country: 'address_country',
} as const satisfies Record<keyof Api.Address, keyof GuestRow>;

export const ADDRESS_FIELDS = Object.keys(ADDRESS_COLUMNS) as (keyof Api.Address)[];

/** The address columns of a whole address (trimmed); it counts as collected with a street and a city. */
export function addressColumns(address: Record<keyof Api.Address, string>): GuestRowUpdate {
  const columns: GuestRowUpdate = {};
  for (const field of ADDRESS_FIELDS) columns[ADDRESS_COLUMNS[field]] = address[field] || null;
  columns.address_collected = Boolean(address.street && address.city);
  return columns;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A guest row as the hosts' API shows it, with whether and how they replied, and their party's name. */
export function guestOf(row: GuestRow, replyStatus: Api.ReplyStatus, partyName: string): Api.Guest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    invitationCode: row.invitation_code,
    plusOneAllowed: row.plus_one_allowed,
    plusOneName: row.plus_one_name,
    saveTheDateSent: row.save_the_date_sent_at !== null,
    saveTheDateSentAt: iso(row.save_the_date_sent_at),
    formalInviteSent: row.formal_invite_sent_at !== null,
    formalInviteSentAt: iso(row.formal_invite_sent_at),
    addressCollected: row.address_collected,
    address: {
      street: row.address_street,
      city: row.address_city,
      state: row.address_state,
      zip: row.address_zip,
      country: row.address_country,
    },
    notes: row.notes,
    language: languageOf(row),
    replyStatus,
    mailProblem: row.mail_failed_at ? (row.mail_error ?? '') : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    partyId: row.party_id,
    partyName,
    child: row.child,
  };
}

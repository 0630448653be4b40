import { isLanguage, type Api } from '@riviera/contract';
import type { GuestWithReply } from './guest.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A guest row as the hosts' API shows it (type Guest of guests.graphql.ts). */
export function guestView(row: GuestWithReply): Api.Guest {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
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
    language: isLanguage(row.language) ? row.language : 'en',
    replyStatus: row.replyStatus,
    mailProblem: row.mail_failed_at ? (row.mail_error ?? '') : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

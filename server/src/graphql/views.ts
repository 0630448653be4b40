import type { GuestRow } from '../db/schema';
import type { CatererChangeKind, CatererReport } from '../guests/catering.service';
import { guestEvents, plusOneEvents, plusOneName } from '../guests/rsvp-report';
import type { RsvpReportRow } from '../guests/rsvp-report.repository';

/** How rows leave the server: the field names and shapes of the GraphQL schema. */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function guestView(row: GuestRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
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
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function adminRsvpView(row: RsvpReportRow) {
  const events = guestEvents(row);
  const plusOne = plusOneEvents(row);
  const foodPreferences = [row.entree, row.plus_one_attending ? row.plus_one_entree : null].filter(
    (entree): entree is string => Boolean(entree),
  );
  return {
    id: row.submission_id,
    guestId: row.guest_id,
    name: row.name,
    email: row.email,
    phone: null,
    attending: row.attending,
    plusOne: row.plus_one_attending,
    plusOneName: plusOneName(row),
    foodPreferences,
    foodAllergies: row.dietary_notes,
    plusOneFoodAllergies: row.plus_one_attending ? row.plus_one_dietary_notes : null,
    welcomeParty: events.welcomeDinner,
    farewellLunch: events.farewellBrunch,
    submittedAt: row.submitted_at.toISOString(),
    events,
    plusOneEvents: row.plus_one_attending ? plusOne : null,
    mailingAddress: row.mailing_address,
    message: row.message,
    entree: row.entree,
    plusOneEntree: row.plus_one_attending ? row.plus_one_entree : null,
    earlierVersions: Math.max(0, row.submissions - 1),
  };
}

const CHANGE_KIND: Record<CatererChangeKind, string> = {
  joined: 'JOINED',
  left: 'LEFT',
  entree: 'ENTREE',
  allergies: 'ALLERGIES',
};

export function catererReportView(report: CatererReport) {
  return {
    lastExportedAt: iso(report.lastExportedAt),
    sheets: report.sheets.map((sheet) => ({
      ...sheet,
      lines: sheet.lines.map((line) => ({
        name: line.name,
        role: line.role === 'guest' ? 'GUEST' : 'PLUS_ONE',
        entree: line.entree,
        allergies: line.allergies,
      })),
    })),
    changes: report.changes.map((change) => ({ ...change, kind: CHANGE_KIND[change.kind] })),
  };
}

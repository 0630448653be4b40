import type { Api } from '@riviera/contract';
import { guestEventsOf, plusOneEventsOf, plusOneNameOf } from '../rsvp';
import type { CatererChangeKind, CatererReport } from './catering.service';
import type { AnswerWithChanges } from './reports.service';

/** How reports leave the server: the field names and shapes of reports.graphql.ts. */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function adminRsvpView(row: AnswerWithChanges): Api.AdminRSVP {
  const events = guestEventsOf(row);
  const plusOneComing = row.plus_one_attending;
  const foodPreferences = [row.entree, plusOneComing ? row.plus_one_entree : null].filter(
    (entree): entree is string => Boolean(entree),
  );
  return {
    id: row.submission_id,
    guestId: row.guest_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    attending: row.attending,
    plusOne: plusOneComing,
    plusOneName: plusOneNameOf(row),
    foodPreferences,
    foodAllergies: row.dietary_notes,
    plusOneFoodAllergies: plusOneComing ? row.plus_one_dietary_notes : null,
    welcomeParty: events.welcomeDinner,
    farewellLunch: events.farewellBrunch,
    submittedAt: row.submitted_at.toISOString(),
    events,
    plusOneEvents: plusOneComing ? plusOneEventsOf(row) : null,
    mailingAddress: row.mailing_address,
    message: row.message,
    entree: row.entree,
    plusOneEntree: plusOneComing ? row.plus_one_entree : null,
    earlierVersions: Math.max(0, row.submissions - 1),
    changes: row.changes,
    partyId: row.party_id,
    partyName: row.party_name,
    child: row.child,
    answeredBy: row.answered_by,
  };
}

const CHANGE_KIND = {
  joined: 'JOINED',
  left: 'LEFT',
  entree: 'ENTREE',
  allergies: 'ALLERGIES',
} as const satisfies Record<CatererChangeKind, string>;

export function catererReportView(report: CatererReport): Api.CatererReport {
  return {
    lastExportedAt: iso(report.lastExportedAt),
    sheets: report.sheets.map((sheet) => ({
      ...sheet,
      lines: sheet.lines.map((line) => ({
        name: line.name,
        role: line.role === 'guest' ? 'GUEST' : 'PLUS_ONE',
        child: line.child,
        entree: line.entree,
        allergies: line.allergies,
      })),
    })),
    changes: report.changes.map((change) => ({ ...change, kind: CHANGE_KIND[change.kind] })),
  };
}

import type { GuestInput } from '@riviera/contract';
import { catererReport, exportCatererSheets } from '../guests/catering.service';
import { importGuests } from '../guests/guest-import.service';
import { guestStats, listGuests } from '../guests/guest.repository';
import {
  createGuest,
  deleteGuest,
  markSent,
  updateGuest,
  type GuestResult,
  type GuestUpdate,
  type SentKind,
} from '../guests/guest.service';
import { rsvpStats } from '../guests/rsvp-report';
import { listCurrentRsvps } from '../guests/rsvp-report.repository';
import { adminOnly } from './admin-guard';
import type { GraphqlContext } from './context';
import { adminRsvpView, catererReportView, guestView } from './views';

/** GraphQL's GuestInput: optional fields may come as null. */
interface GuestInputArg {
  name: string;
  email: string;
  plusOneAllowed?: boolean | null;
  plusOneName?: string | null;
  notes?: string | null;
}

const guestInput = (input: GuestInputArg): GuestInput => ({
  name: input.name,
  email: input.email,
  plusOneAllowed: input.plusOneAllowed ?? false,
  plusOneName: input.plusOneName ?? '',
  notes: input.notes ?? '',
});

const guestResultView = (result: GuestResult) => ({
  ...result,
  guest: result.guest ? guestView(result.guest) : null,
});

const SENT_KIND: Record<'SAVE_THE_DATE' | 'FORMAL_INVITE', SentKind> = {
  SAVE_THE_DATE: 'saveTheDate',
  FORMAL_INVITE: 'formalInvite',
};

async function markOne(context: GraphqlContext, id: string, kind: SentKind, sent: boolean) {
  const result = await markSent(context.db, [id], kind, sent);
  const [guest] = result.guests;
  return {
    success: result.success,
    message: result.message,
    guest: guest ? guestView(guest) : null,
    errors: result.success ? [] : [result.message],
  };
}

type Token = { token: string };

/** The hosts' fields: each checks the token, calls the guest service, and shapes the answer. */
export const adminResolvers = {
  adminRSVPs: adminOnly(async (_args: Token, { db }) => (await listCurrentRsvps(db)).map(adminRsvpView)),
  guests: adminOnly(async (_args: Token, { db }) => (await listGuests(db)).map(guestView)),
  guestStats: adminOnly(async (_args: Token, { db }) => guestStats(db)),
  rsvpStats: adminOnly(async (_args: Token, { db }) => rsvpStats(await listCurrentRsvps(db))),
  catererReport: adminOnly(async (_args: Token, { db }) => catererReportView(await catererReport(db))),

  createGuest: adminOnly(async (args: Token & { input: GuestInputArg }, { db }) =>
    guestResultView(await createGuest(db, guestInput(args.input))),
  ),
  updateGuest: adminOnly(async (args: Token & { id: string; input: GuestUpdate }, { db }) =>
    guestResultView(await updateGuest(db, args.id, args.input)),
  ),
  deleteGuest: adminOnly(async (args: Token & { id: string }, { db }) =>
    guestResultView(await deleteGuest(db, args.id)),
  ),
  markSaveTheDateSent: adminOnly(async (args: Token & { id: string; sent: boolean | null }, context) =>
    markOne(context, args.id, 'saveTheDate', args.sent ?? true),
  ),
  markFormalInviteSent: adminOnly(async (args: Token & { id: string; sent: boolean | null }, context) =>
    markOne(context, args.id, 'formalInvite', args.sent ?? true),
  ),
  markGuestsSent: adminOnly(
    async (args: Token & { ids: string[]; kind: keyof typeof SENT_KIND; sent: boolean | null }, { db }) => {
      const result = await markSent(db, args.ids, SENT_KIND[args.kind], args.sent ?? true);
      return { ...result, guests: result.guests.map(guestView) };
    },
  ),
  importGuests: adminOnly(async (args: Token & { guests: GuestInputArg[]; dryRun: boolean | null }, { db }) =>
    importGuests(db, args.guests.map(guestInput), args.dryRun ?? false),
  ),
  exportCatererSheets: adminOnly(async (_args: Token, { db }) =>
    catererReportView(await exportCatererSheets(db)),
  ),
};

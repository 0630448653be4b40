import type { Api, GuestInput } from '@riviera/contract';
import { adminOnly } from '../graphql/admin-guard';
import type { GraphqlContext } from '../graphql/context';
import { refuseOnPublicHost } from '../graphql/errors';
import type { GraphqlFeature } from '../graphql/feature';
import { payload } from '../graphql/refusal';
import type { Result } from '../result';
import { guestsTypeDefs } from './guests.typedefs';
import { importGuests } from './guest-import.service';
import { registerGuest } from './guest-registration.service';
import { guestView } from './guest-view';
import {
  createGuest,
  deleteGuest,
  guestList,
  guestListStats,
  markSent,
  updateGuest,
  type GuestChange,
  type SentKind,
  withReplyStatus,
} from './guest.service';
import type { DbOrTx } from '../db/database';
import type { GuestRow } from '../db/rows';

/** GraphQL's GuestInput (optional fields absent or null) as the form's rules take it. */
const guestInput = (input: Api.GuestInput): GuestInput => ({
  name: input.name,
  email: input.email,
  plusOneAllowed: input.plusOneAllowed ?? false,
  plusOneName: input.plusOneName ?? '',
  notes: input.notes ?? '',
  language: input.language ?? 'en',
});

const SENT_KIND: Record<Api.SentKind, SentKind> = {
  SAVE_THE_DATE: 'saveTheDate',
  FORMAL_INVITE: 'formalInvite',
};

/** Guests as the API shows them, with their reply status. */
const views = async (db: DbOrTx, rows: readonly GuestRow[]) =>
  (await withReplyStatus(db, rows)).map(guestView);

async function guestPayload(db: DbOrTx, result: Result<GuestChange>) {
  const [guest] = result.ok ? await views(db, [result.value.guest]) : [];
  return payload(result, ({ message }) => ({ message, guest: guest ?? null }));
}

async function markOne(
  context: GraphqlContext,
  id: string,
  kind: SentKind,
  sent: boolean | null | undefined,
) {
  const result = await markSent(context.db, [id], kind, sent ?? true);
  const [guest] = result.ok ? await views(context.db, result.value.guests) : [];
  return payload(result, ({ message }) => ({ message, guest: guest ?? null }));
}

/** The guest list: the hosts' fields (each checks the token) and a guest's own registration. */
export const guestsGraphql: GraphqlFeature = {
  typeDefs: guestsTypeDefs,
  resolvers: {
    guests: adminOnly(async (_args: Api.QueryguestsArgs, { db }) => views(db, await guestList(db))),
    guestStats: adminOnly(async (_args: Api.QueryguestStatsArgs, { db }) => guestListStats(db)),

    createGuest: adminOnly(async (args: Api.MutationcreateGuestArgs, { db }) =>
      guestPayload(db, await createGuest(db, guestInput(args.input))),
    ),
    updateGuest: adminOnly(async (args: Api.MutationupdateGuestArgs, { db }) =>
      guestPayload(db, await updateGuest(db, args.id, args.input)),
    ),
    deleteGuest: adminOnly(async (args: Api.MutationdeleteGuestArgs, { db }) =>
      guestPayload(db, await deleteGuest(db, args.id)),
    ),
    markSaveTheDateSent: adminOnly(async (args: Api.MutationmarkSaveTheDateSentArgs, context) =>
      markOne(context, args.id, 'saveTheDate', args.sent),
    ),
    markFormalInviteSent: adminOnly(async (args: Api.MutationmarkFormalInviteSentArgs, context) =>
      markOne(context, args.id, 'formalInvite', args.sent),
    ),
    markGuestsSent: adminOnly(async (args: Api.MutationmarkGuestsSentArgs, { db }) => {
      const result = await markSent(db, args.ids, SENT_KIND[args.kind], args.sent ?? true);
      const guests = result.ok ? await views(db, result.value.guests) : [];
      return payload(result, ({ message }) => ({ message, guests }));
    }),
    importGuests: adminOnly(async (args: Api.MutationimportGuestsArgs, { db }) =>
      payload(await importGuests(db, args.guests.map(guestInput), args.dryRun ?? false), (imported) => ({
        ...imported,
        problems: [],
      })),
    ),

    registerGuest: async (args: Api.MutationregisterGuestArgs, context: GraphqlContext) => {
      refuseOnPublicHost(context);
      // Each try is a guess at an invitation code: the same budgets as looking a code up.
      const throttled = await context.throttles.lookup(context.clientKey, context.language);
      const result = throttled
        ? { ok: false as const, refusal: throttled }
        : await registerGuest(context.db, args.input, context.language, () =>
            context.throttles.code(context, context.language),
          );
      // The answer never carries the guest's record: the caller is not a host.
      return payload(result, ({ message }) => ({ message, guest: null }));
    },
  },
};

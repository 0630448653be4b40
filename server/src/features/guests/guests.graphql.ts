import type { Api } from '@riviera/contract';
import { guestInputOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlContext } from '../../platform/graphql/context';
import { refuseOnPublicHost } from '../../platform/graphql/errors';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import type { Result } from '../../platform/result';
import { guestsTypeDefs } from './guests.typedefs';
import { importGuests } from './guest-import.service';
import { registerGuest } from './guest-registration.service';
import {
  createGuest,
  deleteGuest,
  guestList,
  guestListStats,
  markSent,
  updateGuest,
  type GuestChange,
} from './guest.service';

/** A change of one guest as GraphQL's GuestResult: the sentence and the guest as they are now. */
const guestResult = (result: Result<GuestChange>) =>
  payload(result, ({ message, guest }) => ({ message, guest }));

/** One guest marked with markSaveTheDateSent or markFormalInviteSent: a GuestResult. */
async function markOne(
  { db }: GraphqlContext,
  id: string,
  kind: Api.SentKind,
  sent: boolean | null | undefined,
) {
  const result = await markSent(db, [id], kind, sent ?? true);
  return payload(result, ({ message, guests: [guest] }) => ({ message, guest: guest ?? null }));
}

/** The guest list: the hosts' fields (each checks the token) and a guest's own registration. */
export const guestsGraphql: GraphqlFeature = {
  typeDefs: guestsTypeDefs,
  resolvers: {
    guests: adminOnly(async (_args, { db }) => guestList(db)),
    guestStats: adminOnly(async (_args, { db }) => guestListStats(db)),

    createGuest: adminOnly(async (args, { db }) => guestResult(await createGuest(db, args.input))),
    updateGuest: adminOnly(async (args, { db }) => guestResult(await updateGuest(db, args.id, args.input))),
    deleteGuest: adminOnly(async (args, { db }) => guestResult(await deleteGuest(db, args.id))),
    markSaveTheDateSent: adminOnly(async (args, context) =>
      markOne(context, args.id, 'SAVE_THE_DATE', args.sent),
    ),
    markFormalInviteSent: adminOnly(async (args, context) =>
      markOne(context, args.id, 'FORMAL_INVITE', args.sent),
    ),
    markGuestsSent: adminOnly(async (args, { db }) =>
      payload(await markSent(db, args.ids, args.kind, args.sent ?? true), ({ message, guests }) => ({
        message,
        guests,
      })),
    ),
    importGuests: adminOnly(async (args, { db }) =>
      payload(await importGuests(db, args.guests.map(guestInputOf), args.dryRun ?? false), (imported) => ({
        ...imported,
        problems: [],
      })),
    ),

    registerGuest: async (args, context) => {
      refuseOnPublicHost(context);
      // Each try is a guess at an invitation code: the same budgets as looking a code up.
      const throttled = await context.throttles.lookup(context.clientKey, context.language);
      const result = throttled
        ? { ok: false as const, refusal: throttled }
        : await registerGuest(context.db, args.input, context.language, context.codeUse);
      // The answer never carries the guest's record: the caller is not a host.
      return payload(result, ({ message }) => ({ message, guest: null }));
    },
  },
};

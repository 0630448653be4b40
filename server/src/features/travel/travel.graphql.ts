import { zonedIso } from '@riviera/contract';
import { weddingTimeZone } from '@riviera/content/wedding';
import { shuttleRunInputOf } from '@riviera/contract/wire';
import { adminOnly } from '../../platform/graphql/admin-guard';
import { refuseOnPublicHost } from '../../platform/graphql/errors';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { GraphQLError } from '../../platform/graphql/graphql-js';
import { failure, payload } from '../../platform/graphql/refusal';
import type { Refusal, Result } from '../../platform/result';
import { arrivals } from './arrivals.service';
import { hotelStays } from './hotel-stays.service';
import {
  cancelShuttleRun,
  createShuttleRun,
  SHUTTLE_MESSAGES,
  shuttleRuns,
  updateShuttleRun,
  type RunChange,
} from './shuttle.service';
import { exportShuttleManifest, shuttleManifest } from './manifest.service';
import { setTravelDeadline, travelDeadline } from './travel-deadline';
import { partyTravel, submitTravel } from './travel.service';
import { travelTypeDefs } from './travel.typedefs';

const runResult = (result: Result<RunChange>) => payload(result, ({ message, run }) => ({ message, run }));

/** A field whose type has no room for a sentence (travel, shuttleManifest) refuses with an error. */
const refusedWith = (refusal: Refusal, code: string) =>
  new GraphQLError(refusal.message, { extensions: { code } });

/** A manifest, or the sentence that the run is not on the list. */
function foundRun<T>(manifest: T | undefined): T {
  if (!manifest) throw new GraphQLError(SHUTTLE_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });
  return manifest;
}

/**
 * Travel (DESIGN 3.4, ADR 046): the guests' two fields, by invitation code and on the RSVP's
 * throttles, as validateRSVPCode and submitRSVP; the hosts' runs, manifests and arrivals board.
 * See README.md here.
 */
export const travelGraphql: GraphqlFeature = {
  typeDefs: travelTypeDefs,
  resolvers: {
    travel: async (args, context) => {
      refuseOnPublicHost(context);
      // Each try is a guess at an invitation code: the budgets of validateRSVPCode.
      const throttled = await context.throttles.lookup(context.clientKey, context.language);
      if (throttled) throw refusedWith(throttled, 'TOO_MANY_REQUESTS');
      const result = await partyTravel(context.db, args.invitationCode, context.codeUse);
      if (!result.ok) throw refusedWith(result.refusal, 'TOO_MANY_REQUESTS');
      return result.value ?? null;
    },

    submitTravel: async (args, context) => {
      refuseOnPublicHost(context);
      const throttled = await context.throttles.submit(context.clientKey, context.language);
      if (throttled) return failure(throttled);
      const result = await submitTravel(context.db, args.input, {
        now: new Date(),
        language: context.language,
        codeUse: context.codeUse,
      });
      return payload(result, ({ message }) => ({ message }));
    },

    shuttleRuns: adminOnly(async (_args, { db }) => shuttleRuns(db)),
    shuttleManifest: adminOnly(async (args, { db }) => foundRun(await shuttleManifest(db, args.runId))),
    exportShuttleManifest: adminOnly(async (args, { db }) =>
      foundRun(await exportShuttleManifest(db, args.runId)),
    ),
    travelDeadline: adminOnly(async (_args, { db }) => zonedIso(await travelDeadline(db), weddingTimeZone)),
    arrivals: adminOnly(async (_args, { db }) => arrivals(db)),
    hotelStays: adminOnly(async (_args, { db }) => hotelStays(db)),
    createShuttleRun: adminOnly(async (args, { db }) =>
      runResult(await createShuttleRun(db, shuttleRunInputOf(args.input))),
    ),
    updateShuttleRun: adminOnly(async (args, { db }) =>
      runResult(await updateShuttleRun(db, args.id, shuttleRunInputOf(args.input))),
    ),
    cancelShuttleRun: adminOnly(async (args, { db, mail }) =>
      runResult(await cancelShuttleRun(db, args.id, mail)),
    ),
    setTravelDeadline: adminOnly(async (args, { db }) => ({
      warnings: [],
      ...payload(await setTravelDeadline(db, args.deadline), ({ message, warnings }) => ({
        message,
        warnings,
      })),
    })),
  },
};

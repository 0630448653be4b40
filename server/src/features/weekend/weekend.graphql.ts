import type { GraphqlFeature } from '../../platform/graphql/feature';
import { refuseOnPublicHost } from '../../platform/graphql/errors';
import { GraphQLError } from '../../platform/graphql/graphql-js';
import { weekendPass } from './weekend.service';
import { weekendTypeDefs } from './weekend.typedefs';

/**
 * The weekend pass (DESIGN 3.5, ADR 054): on the RSVP host only, and each try is a guess at an
 * invitation code, on the budgets of validateRSVPCode, travel and the calendar feed.
 */
export const weekendGraphql: GraphqlFeature = {
  typeDefs: weekendTypeDefs,
  resolvers: {
    weekendPass: async (args, context) => {
      refuseOnPublicHost(context);
      const refused = (message: string) =>
        new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } });
      const throttled = await context.throttles.lookup(context.clientKey, context.language);
      if (throttled) throw refused(throttled.message);
      const result = await weekendPass(
        context.db,
        args.invitationCode,
        new Date(),
        context.codeUse,
        context.language,
      );
      if (!result.ok) throw refused(result.refusal.message);
      return result.value ?? null;
    },
  },
};

import type { Api } from '@riviera/contract';
import { adminOnly } from '../graphql/admin-guard';
import type { GraphqlFeature } from '../graphql/feature';

/** What the hosts see of strangers guessing invitation codes (ADR 008). */
export const codeGuessingGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Wrong invitation codes tried across the site this hour, and whether the site is past its ceiling."
      codeGuessing(token: String!): CodeGuessing!
    }

    type CodeGuessing {
      "Wrong codes tried across the site in the current hour's window (a lookup, an answer or a registration by code)."
      failed: Int!
      "Past this many, each address and network may try fewer wrong codes and the hosts are mailed; a right code is always answered."
      ceiling: Int!
      "ISO 8601: while the site is past its ceiling, when the window ends; null otherwise."
      alertUntil: String
    }
  `,
  resolvers: {
    codeGuessing: adminOnly(async (_args: Api.QuerycodeGuessingArgs, context): Promise<Api.CodeGuessing> => {
      const { failed, ceiling, alertUntil } = await context.throttles.codeGuessing();
      return { failed, ceiling, alertUntil: alertUntil?.toISOString() ?? null };
    }),
  },
};

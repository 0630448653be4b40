import type { Api } from '@riviera/contract';
import { adminOnly } from '../graphql/admin-guard';
import type { GraphqlFeature } from '../graphql/feature';

/** What the hosts see of strangers guessing invitation codes (ADR 008). */
export const codeGuessingGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Wrong invitation codes tried across the site this hour, and whether code lookups are refused."
      codeGuessing(token: String!): CodeGuessing!
    }

    type CodeGuessing {
      "Wrong codes tried across the site in the current hour's window (a lookup, an answer or a registration by code)."
      failed: Int!
      "Past this many, every lookup by code is refused until the window ends; lookups by name still work."
      ceiling: Int!
      "ISO 8601: while codes are refused to everyone, when that ends; null otherwise."
      refusedUntil: String
    }
  `,
  resolvers: {
    codeGuessing: adminOnly(async (_args: Api.QuerycodeGuessingArgs, context): Promise<Api.CodeGuessing> => {
      const { failed, ceiling, refusedUntil } = await context.throttles.codeGuessing();
      return { failed, ceiling, refusedUntil: refusedUntil?.toISOString() ?? null };
    }),
  },
};

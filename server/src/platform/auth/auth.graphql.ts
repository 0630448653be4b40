import type { GraphqlFeature } from '../graphql/feature';
import { payload } from '../graphql/refusal';

/** The hosts' login (a password for a token, operation AdminLogin) and their log-out. */
export const authGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Exchanges the hosts' password for a token (operation AdminLogin). Failures are throttled (ADR 008)."
      adminLogin(password: String!): AuthPayload!
    }

    extend type Mutation {
      "Ends the token on the server, for every replica, until it would have expired (ADR 006)."
      adminLogout(token: String!): AuthPayload!
    }

    type AuthPayload {
      success: Boolean!
      message: String
      token: String
    }
  `,
  resolvers: {
    adminLogin: async (args, context) => {
      const result = await context.auth.login(args.password, {
        clientKey: context.clientKey,
        networkKey: context.networkKey,
        deviceId: context.deviceId,
      });
      if (result.ok && result.value.newDevice) context.rememberDevice(result.value.newDevice);
      return payload(result, ({ message, token }) => ({ message, token }));
    },
    adminLogout: async (args, context) => {
      // As every admin field: the argument, or the Authorization header when it is empty.
      const token = args.token.trim() !== '' ? args.token.trim() : (context.bearer ?? '');
      const result = await context.auth.logout(token);
      return payload(result, ({ message }) => ({ message, token: null }));
    },
  },
};

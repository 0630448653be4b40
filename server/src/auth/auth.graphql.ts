import type { GraphqlFeature } from '../graphql/feature';
import { payload } from '../graphql/refusal';

/** The hosts' login: a password for a token (operation AdminLogin). */
export const authGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Exchanges the hosts' password for a token (operation AdminLogin). Failures are throttled (ADR 008)."
      adminLogin(password: String!): AuthPayload!
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
        deviceId: context.deviceId,
      });
      if (result.ok && result.value.newDevice) context.rememberDevice(result.value.newDevice);
      return payload(result, ({ message, token }) => ({ message, token }));
    },
  },
};

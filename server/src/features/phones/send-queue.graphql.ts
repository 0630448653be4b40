import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import { markPhoneMessageSent, sendQueue } from './send-queue.service';
import { sendQueueTypeDefs } from './send-queue.typedefs';

/** The hosts' send queue: the guests with a phone, and marking each message sent. */
export const sendQueueGraphql: GraphqlFeature = {
  typeDefs: sendQueueTypeDefs,
  resolvers: {
    sendQueue: adminOnly(async (_args, { db, mail }) => sendQueue(db, mail.siteUrl)),
    markPhoneMessageSent: adminOnly(async (args, { db, mail }) => {
      const result = await markPhoneMessageSent(
        db,
        mail.siteUrl,
        args.guestId,
        args.sent ?? true,
        new Date(),
      );
      return { entry: null, ...payload(result, (value) => value) };
    }),
  },
};

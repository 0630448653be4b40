import type { Api } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import type { GraphqlFeature } from './feature';
import { createSchema, rootResolvers } from '../../schema';

describe('the resolvers of the root fields', () => {
  it('are one per field of the schema, no more, no fewer', () => {
    const schema = createSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(Object.keys(rootResolvers()).sort()).toEqual([...fields].sort());
  });
});

// What the compiler holds a resolver to: the arguments and the result the SDL declares. These are
// checked by `npm run typecheck`, not at run time: each expected error that does not happen fails it.
const probes: GraphqlFeature[] = [
  {
    typeDefs: '',
    resolvers: {
      // @ts-expect-error validateRSVPCode(code: String!) is given a string, never a number
      validateRSVPCode: (args: { code: number }) => ({ found: args.code > 0 }),
      // @ts-expect-error sent is optional in the SDL: a resolver must handle it left out
      markSaveTheDateSent: (args: { token: string; id: string; sent: boolean }) => ({
        success: args.sent,
        errors: [],
      }),
      createGuest: (args: Api.MutationcreateGuestArgs) => ({ success: true, errors: [args.input.name] }),
    },
  },
  {
    typeDefs: '',
    resolvers: {
      // @ts-expect-error GuestResult has a success flag and errors, not a bare sentence
      createGuest: () => 'Added.',
      // @ts-expect-error guestStats must give every count the SDL declares (Int!), awaitingReply too
      guestStats: async () => ({
        totalGuests: 1,
        plusOnesAllowed: 0,
        saveTheDatesSent: 0,
        formalInvitesSent: 0,
        addressesCollected: 0,
      }),
    },
  },
  {
    typeDefs: '',
    // @ts-expect-error the schema has no field createGuests
    resolvers: { createGuests: () => null },
  },
];
void probes;

import type { Api } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import type { GraphqlFeature } from './feature';
import { createSchema, rootResolvers } from './schema';

describe('the resolvers of the root fields', () => {
  it('are one per field of the schema, no more, no fewer', () => {
    const schema = createSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(Object.keys(rootResolvers()).sort()).toEqual([...fields].sort());
  });

  it('take the arguments the SDL declares (checked by npm run typecheck)', () => {
    const feature: GraphqlFeature = {
      typeDefs: '',
      resolvers: {
        // @ts-expect-error validateRSVPCode(code: String!) is given a string, never a number
        validateRSVPCode: (args: { code: number }) => args.code.toFixed(),
        // @ts-expect-error sent is optional in the SDL: a resolver must handle it left out
        markSaveTheDateSent: (args: { token: string; id: string; sent: boolean }) => args.sent,
        createGuest: (args: Api.MutationcreateGuestArgs) => args.input.name,
      },
    };
    const unknown: GraphqlFeature = {
      typeDefs: '',
      // @ts-expect-error the schema has no field createGuests
      resolvers: { createGuests: () => null },
    };
    expect(Object.keys({ ...feature.resolvers, ...unknown.resolvers })).toHaveLength(4);
  });
});

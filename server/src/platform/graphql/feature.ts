import type { Api } from '@riviera/contract';
import type { GraphqlContext } from './context';

/**
 * What a resolver may give for an output type of the SDL: its fields with their generated types;
 * a field that may be null may also be left out, which graphql-js answers as null.
 */
export type Resolved<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Resolved<Item>[]
    : { [K in keyof T as null extends T[K] ? never : K]: Resolved<T[K]> } & {
        [K in keyof T as null extends T[K] ? K : never]?: Resolved<T[K]>;
      };

/** The result type of every root field, by field name, as generated from the SDL. */
type RootResults = Api.Query & Api.Mutation;

/**
 * The resolvers of root fields, by field name, each taking the field's arguments and giving the
 * field's type as generated from the SDL (`npm run api:types`): a resolver for a field the schema
 * does not have, or whose arguments or result no longer match it, is a type error.
 */
export type RootResolvers = {
  [Field in keyof Api.RootFieldArgs & keyof RootResults]?: (
    args: Api.RootFieldArgs[Field],
    context: GraphqlContext,
  ) => Promise<Resolved<RootResults[Field]>> | Resolved<RootResults[Field]>;
};

/** A resolver of a root field, as the schema assembly calls it. */
export type RootResolver = (args: never, context: GraphqlContext) => unknown;

/**
 * What each feature folder gives the schema (rsvp/rsvp.graphql.ts, guests/guests.graphql.ts, ...):
 * its type definitions, which extend Query and Mutation, and the resolvers of its root fields.
 */
export interface GraphqlFeature {
  typeDefs: string;
  resolvers: RootResolvers;
}

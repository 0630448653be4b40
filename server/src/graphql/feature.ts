import type { Api } from '@riviera/contract';
import type { GraphqlContext } from './context';

/**
 * The resolvers of root fields, by field name, each taking the field's arguments as generated from
 * the SDL (`Api.RootFieldArgs`, `npm run api:types`): a resolver for a field the schema does not
 * have, or whose arguments no longer match it, is a type error.
 */
export type RootResolvers = {
  [Field in keyof Api.RootFieldArgs]?: (args: Api.RootFieldArgs[Field], context: GraphqlContext) => unknown;
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

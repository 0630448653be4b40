import type { GraphqlContext } from './context';

/** A resolver of a root field: the field's arguments and the request's context. */
export type RootResolver = (args: never, context: GraphqlContext) => unknown;

/**
 * What each feature folder gives the schema (rsvp/rsvp.graphql.ts, guests/guests.graphql.ts, ...):
 * its type definitions, which extend Query and Mutation, and the resolvers of its root fields.
 */
export interface GraphqlFeature {
  typeDefs: string;
  resolvers: Record<string, RootResolver>;
}

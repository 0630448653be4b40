import type { GraphQLSchema } from 'graphql';
import { assertValidSchema, buildSchema } from './graphql-js';
import { typeDefs } from './schema.graphql';

/** The schema, checked once at start-up so a typo in the SDL stops the server instead of a request. */
export function createSchema(): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  assertValidSchema(schema);
  return schema;
}

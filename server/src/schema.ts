import type { GraphQLSchema } from 'graphql';
import { albumGraphql } from './features/album';
import { announcementsGraphql } from './features/announcements';
import { contentGraphql } from './features/content';
import { authGraphql } from './platform/auth/auth.graphql';
import { guestsGraphql, partiesGraphql } from './features/guests';
import { mailGraphql } from './features/mail';
import { sendQueueGraphql } from './features/phones';
import { reportsGraphql } from './features/reports';
import { codeGuessingGraphql } from './platform/security/code-guessing.graphql';
import { rsvpGraphql } from './features/rsvp';
import { seatingGraphql } from './features/seating';
import { travelGraphql } from './features/travel';
import { weekendGraphql } from './features/weekend';
import type { GraphqlFeature, RootResolver } from './platform/graphql/feature';
import { assertValidSchema, buildSchema } from './platform/graphql/graphql-js';

/** The features of the API, each with its own types and root fields (ADR 006, ADR 010). */
const FEATURES: readonly GraphqlFeature[] = [
  authGraphql,
  rsvpGraphql,
  codeGuessingGraphql,
  guestsGraphql,
  partiesGraphql,
  reportsGraphql,
  mailGraphql,
  travelGraphql,
  sendQueueGraphql,
  weekendGraphql,
  announcementsGraphql,
  contentGraphql,
  albumGraphql,
  seatingGraphql,
];

// Admin fields take the token from adminLogin as their `token` argument; a client that sends
// `Authorization: Bearer <token>` instead passes `token: ""`.
const ROOT = /* GraphQL */ `
  type Query
  type Mutation
`;

/** The schema, checked once at start-up so a typo in the SDL stops the server instead of a request. */
export function createSchema(): GraphQLSchema {
  const schema = buildSchema([ROOT, ...FEATURES.map((feature) => feature.typeDefs)].join('\n'));
  assertValidSchema(schema);
  return schema;
}

/** The resolvers of every root field, by field name. */
export function rootResolvers(): Record<string, RootResolver> {
  return Object.assign({}, ...FEATURES.map((feature) => feature.resolvers)) as Record<string, RootResolver>;
}

import type { GraphQLSchema } from 'graphql';
import { announcementsGraphql } from '../announcements/announcements.graphql';
import { authGraphql } from '../auth/auth.graphql';
import { guestsGraphql } from '../guests/guests.graphql';
import { mailGraphql } from '../mail/mail.graphql';
import { partiesGraphql } from '../parties/parties.graphql';
import { sendQueueGraphql } from '../phones/send-queue.graphql';
import { reportsGraphql } from '../reports/reports.graphql';
import { codeGuessingGraphql } from '../rsvp/code-guessing.graphql';
import { rsvpGraphql } from '../rsvp/rsvp.graphql';
import { travelGraphql } from '../travel/travel.graphql';
import { weekendGraphql } from '../weekend/weekend.graphql';
import type { GraphqlFeature, RootResolver } from './feature';
import { assertValidSchema, buildSchema } from './graphql-js';

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

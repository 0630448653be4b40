import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import type { GuestChange } from './guest.service';
import type { Result } from '../../platform/result';
import { addPartyMember, moveGuestToOwnParty, moveGuestToParty, renameParty } from './party.service';

const guestResult = (result: Result<GuestChange>) =>
  payload(result, ({ message, guest }) => ({ message, guest }));

/**
 * The hosts' fields for parties (DESIGN 3.3, ADR 040): `addPartyMember` as the design names it, and
 * the moves and the renaming in the guest list's style (token argument, a result with success,
 * message and errors). See README.md here.
 */
export const partiesGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Mutation {
      "Adds a person to the party of guest guestId."
      addPartyMember(token: String!, guestId: ID!, input: PartyMemberInput!): GuestResult!
      "Moves a guest into another party: partyId is any of its members' Guest.partyId."
      moveGuestToParty(token: String!, guestId: ID!, partyId: ID!): GuestResult!
      "Takes a guest out of their party into a party of their own, named after them."
      moveGuestToOwnParty(token: String!, guestId: ID!): GuestResult!
      "Renames a party: the name its invitation is addressed to."
      renameParty(token: String!, partyId: ID!, name: String!): PartyResult!
    }

    "A person to add to a party: an adult unless child is true; the email is optional."
    input PartyMemberInput {
      name: String!
      child: Boolean = false
      email: String
      "The party's language (the guest's) when left out."
      language: Language
    }

    "The household on one invitation."
    type Party {
      id: ID!
      "The name the invitation is addressed to."
      name: String!
    }

    type PartyResult {
      success: Boolean!
      message: String
      party: Party
      errors: [String!]!
    }
  `,
  resolvers: {
    addPartyMember: adminOnly(async (args, { db }) =>
      guestResult(await addPartyMember(db, args.guestId, args.input)),
    ),
    moveGuestToParty: adminOnly(async (args, { db }) =>
      guestResult(await moveGuestToParty(db, args.guestId, args.partyId)),
    ),
    moveGuestToOwnParty: adminOnly(async (args, { db }) =>
      guestResult(await moveGuestToOwnParty(db, args.guestId)),
    ),
    renameParty: adminOnly(async (args, { db }) =>
      payload(await renameParty(db, args.partyId, args.name), ({ message, party }) => ({ message, party })),
    ),
  },
};

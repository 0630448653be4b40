import { guestMessages } from '@riviera/contract';
import { rsvpPayloadOf } from '@riviera/contract/wire';
import { refuseOnPublicHost } from '../../platform/graphql/errors';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { failure, payload } from '../../platform/graphql/refusal';
import { lookupGuestByCode } from './rsvp-lookup.service';
import { submitRsvp } from './rsvp.service';

/**
 * The guests' two GraphQL fields, on the RSVP feature's own services and throttles, so GraphQL
 * follows the same rules as `GET /rsvp?code=` and `POST /rsvp` and cannot be used to get around
 * their limits. RSVPInput has exactly the fields of the REST payload (the contract's schema, to which
 * rsvpPayloadOf holds it), required where REST requires them and with no defaults: one submission,
 * one set of rules.
 */
export const rsvpGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "An invitation code to the guest it belongs to: the same fields as GET /rsvp."
      validateRSVPCode(code: String!): GuestLookup!
    }

    extend type Mutation {
      "The same rules and storage as POST /rsvp."
      submitRSVP(input: RSVPInput!): RSVPResult!
    }

    type GuestLookup {
      found: Boolean!
      firstName: String
      lastName: String
      hasPlusOne: Boolean
      plusOneFirstName: String
      plusOneLastName: String
      "The code, in its printed form, when the guest was found."
      invitationCode: String
      "The guest's current answer, when they have replied."
      previousAnswer: PreviousAnswer
      "Why nothing was found, as a sentence for the guest."
      message: String
      "Whether the guest list has an email for the guest; without one the form offers a box. Told only to the holder of the invitation code."
      hasEmail: Boolean
      "The guest's mobile number on file, in E.164, when there is one; the form shows it. Told only to the holder of the invitation code."
      phone: String
      "The other members of the guest's party (DESIGN 3.3): empty for a party of one."
      party: [PartyMemberLookup!]
      "True when the guest looked up is a child of their party (left out otherwise): the kids' menu is theirs to choose."
      child: Boolean
    }

    "Another member of the guest's party, answered for on the same form."
    type PartyMemberLookup {
      "Their Guest.id, which the submission's party answers name."
      id: ID!
      firstName: String!
      lastName: String!
      child: Boolean!
      "Their current answer, to the holder of an invitation code of the party (by name, as the guest's own: without the private details)."
      previousAnswer: PreviousAnswer
    }

    type EventChoices {
      welcomeDinner: Boolean!
      ceremonyAndLunch: Boolean!
      cocktailAndReception: Boolean!
      farewellBrunch: Boolean!
    }

    type PreviousAnswer {
      "ISO 8601"
      submittedAt: String!
      attending: Boolean!
      plusOneAttending: Boolean!
      plusOneFirstName: String!
      plusOneLastName: String!
      events: EventChoices!
      plusOneEvents: EventChoices!
      dietaryRestrictions: String!
      plusOneDietaryRestrictions: String!
      dietaryNotes: String!
      plusOneDietaryNotes: String!
      mailingAddress: String!
      message: String!
      "True when the lookup was by name: the mailing address, notes and message are then empty."
      detailsWithheld: Boolean!
      "Which private details are on file (whether something was written, never what)."
      onFile: DetailsOnFile!
      "Who sent this answer, when another member of the party answered for the guest (left out otherwise)."
      answeredBy: String
    }

    type DetailsOnFile {
      mailingAddress: Boolean!
      dietaryNotes: Boolean!
      plusOneDietaryNotes: Boolean!
      message: Boolean!
    }

    input EventChoicesInput {
      welcomeDinner: Boolean!
      ceremonyAndLunch: Boolean!
      cocktailAndReception: Boolean!
      farewellBrunch: Boolean!
    }

    "Empty for a guest without a plus-one."
    input PlusOneEventChoicesInput {
      welcomeDinner: Boolean
      ceremonyAndLunch: Boolean
      cocktailAndReception: Boolean
      farewellBrunch: Boolean
    }

    input RSVPInput {
      firstName: String!
      lastName: String!
      mailingAddress: String!
      attending: Boolean!
      plusOneAttending: Boolean!
      plusOneFirstName: String!
      plusOneLastName: String!
      events: EventChoicesInput!
      plusOneEvents: PlusOneEventChoicesInput!
      dietaryRestrictions: String!
      plusOneDietaryRestrictions: String!
      message: String!
      dietaryNotes: String
      plusOneDietaryNotes: String
      invitationCode: String
      "An email for a guest the list has none for; kept on the guest for their confirmation. Only with invitationCode: refused by name."
      email: String
      "An optional mobile number, stored in E.164; read in the guest's country (their language: en GB, fr France) without a +. Only with invitationCode: refused by name."
      phone: String
      "The answers of the other members of the guest's party; a member left out keeps their answer."
      party: [PartyMemberAnswerInput!]
    }

    "Another member's answer: the main guest's rules apply, and Kids is for a child only."
    input PartyMemberAnswerInput {
      id: ID!
      attending: Boolean!
      events: EventChoicesInput!
      dietaryRestrictions: String!
      dietaryNotes: String
    }

    type RSVPResult {
      success: Boolean!
      message: String
      errors: [String!]!
      "Where the confirmation went: in full with the invitation code, masked (h•••@example.com) by name."
      confirmationTo: String
      "The answer as it was stored; by name without the mailing address, notes and message, as the lookup."
      answer: PreviousAnswer
      "The other members answered for, with their answers as stored (with the invitation code: every member). Left out for a party of one."
      party: [PartyMemberLookup!]
    }
  `,
  resolvers: {
    validateRSVPCode: async (args, context) => {
      refuseOnPublicHost(context);
      const throttled = await context.throttles.lookup(context.clientKey, context.language);
      if (throttled) return { found: false, message: throttled.message };
      const result = await lookupGuestByCode(context.db, args.code, context.language, context.codeUse);
      if (!result.ok) return { found: false, message: result.refusal.message };
      if (result.value.found) return result.value;
      return { found: false, message: guestMessages(context.language).lookup.codeNotFound };
    },

    submitRSVP: async (args, context) => {
      refuseOnPublicHost(context);
      const throttled = await context.throttles.submit(context.clientKey, context.language);
      if (throttled) return failure(throttled);
      const result = await submitRsvp(context.db, rsvpPayloadOf(args.input), {
        now: new Date(),
        deadline: context.rsvpDeadline,
        mail: context.mail,
        language: context.language,
        codeUse: context.codeUse,
      });
      return payload(result, ({ message, confirmationTo, answer }) => ({
        message,
        confirmationTo: confirmationTo ?? null,
        answer: answer ?? null,
      }));
    },
  },
};

import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { catererReport, exportCatererSheets } from './catering.service';
import { adminRsvpView, catererReportView } from './report-views';
import { answerStats, currentAnswers } from './reports.service';

/** What the hosts read of the answers: every RSVP, the counts, the caterer's sheets. */
export const reportsGraphql: GraphqlFeature = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Every current RSVP, newest first (operation GetAdminRSVPs)."
      adminRSVPs(token: String!): [AdminRSVP!]!
      "Counts of the answers: responses, people per event, entrées."
      rsvpStats(token: String!): RSVPStats!
      "Caterer sheets per event and what changed since they were last exported."
      catererReport(token: String!): CatererReport!
    }

    extend type Mutation {
      "Returns the caterer sheets and remembers them as exported."
      exportCatererSheets(token: String!): CatererReport!
    }

    "One of the four choices of the RSVP form."
    enum RsvpEvent {
      welcomeDinner
      ceremonyAndLunch
      cocktailAndReception
      farewellBrunch
    }

    type EventCounts {
      welcomeDinner: Int!
      ceremonyAndLunch: Int!
      cocktailAndReception: Int!
      farewellBrunch: Int!
    }

    type EntreeCounts {
      meat: Int!
      fish: Int!
      vegetarian: Int!
      "The kids' menu, chosen for children of a party."
      kids: Int!
    }

    type AdminRSVP {
      id: ID!
      name: String!
      email: String
      "Not collected by this site: always null."
      phone: String
      attending: Boolean!
      "Whether the plus-one comes."
      plusOne: Boolean!
      "The reception entrées of the guest and, when coming, the plus-one."
      foodPreferences: [String!]!
      foodAllergies: String
      welcomeParty: Boolean!
      farewellLunch: Boolean!
      "ISO 8601"
      submittedAt: String!
      guestId: ID!
      plusOneName: String
      events: EventChoices!
      plusOneEvents: EventChoices
      mailingAddress: String
      message: String
      entree: String
      plusOneEntree: String
      plusOneFoodAllergies: String
      "How many answers this guest sent before the current one."
      earlierVersions: Int!
      "What changed from the guest's answer before to the current one, a line each; empty for a first answer."
      changes: [String!]!
      "The guest's party, by which the RSVPs tab groups its lines."
      partyId: ID!
      partyName: String!
      child: Boolean!
      "Who sent the current answer, when another member of the party answered for the guest."
      answeredBy: String
    }

    type RSVPStats {
      "Answers received."
      total: Int!
      "Guests (not plus-ones) coming to at least one event."
      attending: Int!
      notAttending: Int!
      "Plus-ones coming to at least one event."
      plusOnes: Int!
      "People at the welcome dinner, plus-ones included."
      welcomeParty: Int!
      "People at the farewell brunch, plus-ones included."
      farewellLunch: Int!
      "People at each event, plus-ones included."
      headcounts: EventCounts!
      "Entrées of the people at the reception."
      entrees: EntreeCounts!
      "Children coming to at least one event (counted in attending too)."
      children: Int!
    }

    enum PartyRole {
      GUEST
      PLUS_ONE
    }

    type CatererLine {
      name: String!
      role: PartyRole!
      "A child of a party: the caterer's sheet lists children apart."
      child: Boolean!
      entree: String
      allergies: String
    }

    type CatererSheet {
      event: RsvpEvent!
      headcount: Int!
      entrees: EntreeCounts!
      lines: [CatererLine!]!
    }

    enum CatererChangeKind {
      JOINED
      LEFT
      ENTREE
      ALLERGIES
    }

    type CatererChange {
      event: RsvpEvent!
      name: String!
      kind: CatererChangeKind!
      before: String
      after: String
    }

    type CatererReport {
      sheets: [CatererSheet!]!
      "ISO 8601; null before the first export."
      lastExportedAt: String
      "What changed for the caterer since the last export (empty before the first one)."
      changes: [CatererChange!]!
    }
  `,
  resolvers: {
    adminRSVPs: adminOnly(async (_args, { db }) => (await currentAnswers(db)).map(adminRsvpView)),
    rsvpStats: adminOnly(async (_args, { db }) => answerStats(db)),
    catererReport: adminOnly(async (_args, { db }) => catererReportView(await catererReport(db))),
    exportCatererSheets: adminOnly(async (_args, { db }) => catererReportView(await exportCatererSheets(db))),
  },
};

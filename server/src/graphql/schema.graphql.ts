/**
 * The GraphQL contract of DESIGN.md section 3.2, plus what the admin screen needs beyond the
 * specification (bulk marking, CSV import, caterer sheets). Admin fields take the token from
 * adminLogin as their `token` argument; a client that sends `Authorization: Bearer <token>` instead
 * passes `token: ""`.
 */
export const typeDefs = /* GraphQL */ `
  type Query {
    "Exchanges the hosts' password for a token (operation AdminLogin). Failures are throttled per attempt."
    adminLogin(password: String!): AuthPayload!
    "Every current RSVP, newest first (operation GetAdminRSVPs)."
    adminRSVPs(token: String!): [AdminRSVP!]!
    "The guest list, by name (operation GetGuests)."
    guests(token: String!): [Guest!]!
    "Counts of the guest list (operation GetGuestStats)."
    guestStats(token: String!): GuestStats!
    "Counts of the answers: responses, people per event, entrées."
    rsvpStats(token: String!): RSVPStats!
    "Caterer sheets per event and what changed since they were last exported."
    catererReport(token: String!): CatererReport!
    "An invitation code to the guest it belongs to: the same fields as GET /rsvp."
    validateRSVPCode(code: String!): GuestLookup!
  }

  type Mutation {
    "Adds a guest with a fresh invitation code (operation CreateGuest)."
    createGuest(token: String!, input: GuestInput!): GuestResult!
    "Changes a guest; fields left out keep their value."
    updateGuest(token: String!, id: ID!, input: GuestUpdateInput!): GuestResult!
    "Removes a guest, with their RSVP and its history."
    deleteGuest(token: String!, id: ID!): GuestResult!
    markSaveTheDateSent(token: String!, id: ID!, sent: Boolean = true): GuestResult!
    markFormalInviteSent(token: String!, id: ID!, sent: Boolean = true): GuestResult!
    "Marks several guests at once, all or none."
    markGuestsSent(token: String!, ids: [ID!]!, kind: SentKind!, sent: Boolean = true): GuestsResult!
    "Checks every row, then adds all of them or none. dryRun only checks: the preview."
    importGuests(token: String!, guests: [GuestInput!]!, dryRun: Boolean = false): ImportResult!
    "Returns the caterer sheets and remembers them as exported."
    exportCatererSheets(token: String!): CatererReport!
    "The same rules and storage as POST /rsvp."
    submitRSVP(input: RSVPInput!): RSVPResult!
    "A guest on the list, by invitation code, gives their email and postal address. Never returns the guest."
    registerGuest(input: RegisterGuestInput!): GuestResult!
  }

  type AuthPayload {
    success: Boolean!
    message: String
    token: String
  }

  type Address {
    street: String
    city: String
    state: String
    zip: String
    country: String
  }

  type Guest {
    id: ID!
    name: String!
    email: String!
    invitationCode: String!
    plusOneAllowed: Boolean!
    plusOneName: String
    saveTheDateSent: Boolean!
    "ISO 8601"
    saveTheDateSentAt: String
    formalInviteSent: Boolean!
    "ISO 8601"
    formalInviteSentAt: String
    addressCollected: Boolean!
    address: Address!
    notes: String
    "ISO 8601"
    createdAt: String!
    "ISO 8601"
    updatedAt: String!
  }

  type GuestResult {
    success: Boolean!
    message: String
    guest: Guest
    "Every field error, in the order of the form."
    errors: [String!]!
  }

  type GuestsResult {
    success: Boolean!
    message: String
    guests: [Guest!]!
  }

  input GuestInput {
    name: String!
    email: String!
    plusOneAllowed: Boolean = false
    plusOneName: String
    notes: String
  }

  input AddressInput {
    street: String
    city: String
    state: String
    zip: String
    country: String
  }

  input GuestUpdateInput {
    name: String
    email: String
    plusOneAllowed: Boolean
    plusOneName: String
    notes: String
    "Replaces the whole address; it counts as collected once it has a street and a city."
    address: AddressInput
  }

  enum SentKind {
    SAVE_THE_DATE
    FORMAL_INVITE
  }

  type ImportProblem {
    "1-based guest row of the file, the header not counted."
    row: Int!
    errors: [String!]!
  }

  type ImportResult {
    success: Boolean!
    message: String!
    imported: Int!
    problems: [ImportProblem!]!
  }

  type EventChoices {
    welcomeDinner: Boolean!
    ceremonyAndLunch: Boolean!
    cocktailAndReception: Boolean!
    farewellBrunch: Boolean!
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
  }

  type GuestStats {
    totalGuests: Int!
    plusOnesAllowed: Int!
    saveTheDatesSent: Int!
    formalInvitesSent: Int!
    addressesCollected: Int!
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
  }

  type DetailsOnFile {
    mailingAddress: Boolean!
    dietaryNotes: Boolean!
    plusOneDietaryNotes: Boolean!
    message: Boolean!
  }

  input EventChoicesInput {
    welcomeDinner: Boolean = false
    ceremonyAndLunch: Boolean = false
    cocktailAndReception: Boolean = false
    farewellBrunch: Boolean = false
  }

  input RSVPInput {
    firstName: String!
    lastName: String!
    mailingAddress: String! = ""
    attending: Boolean! = false
    plusOneAttending: Boolean! = false
    plusOneFirstName: String! = ""
    plusOneLastName: String! = ""
    events: EventChoicesInput!
    plusOneEvents: EventChoicesInput
    dietaryRestrictions: String! = ""
    plusOneDietaryRestrictions: String! = ""
    message: String! = ""
    dietaryNotes: String
    plusOneDietaryNotes: String
    invitationCode: String
  }

  type RSVPResult {
    success: Boolean!
    message: String
    errors: [String!]!
  }

  input RegisterGuestInput {
    code: String!
    email: String
    address: AddressInput
  }

  enum PartyRole {
    GUEST
    PLUS_ONE
  }

  type CatererLine {
    name: String!
    role: PartyRole!
    entree: String
    allergies: String
  }

  type CatererSheet {
    "welcomeDinner, ceremonyAndLunch, cocktailAndReception or farewellBrunch"
    event: String!
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
    event: String!
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
`;

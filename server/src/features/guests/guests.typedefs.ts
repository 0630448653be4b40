/** The guest list in the GraphQL schema (resolvers in guests.graphql.ts). */
export const guestsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The guest list, by name (operation GetGuests)."
    guests(token: String!): [Guest!]!
    "Counts of the guest list (operation GetGuestStats)."
    guestStats(token: String!): GuestStats!
  }

  extend type Mutation {
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
    "A guest on the list, by invitation code, gives their email and postal address. Never returns the guest."
    registerGuest(input: RegisterGuestInput!): GuestResult!
  }

  "The languages of the site: a guest's mail and invitation link are in theirs."
  enum Language {
    en
    fr
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
    "Null only for a member added to a party without one (addPartyMember)."
    email: String
    "The guest's mobile number in E.164, as they gave it with their answer; null when they gave none."
    phone: String
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
    "The language of the guest's mail and invitation link: set by the hosts, and by the guest's RSVP."
    language: Language!
    "Whether the guest has answered the RSVP, and how."
    replyStatus: ReplyStatus!
    "Why the last message to this guest could not be delivered, until a later one is."
    mailProblem: String
    "ISO 8601"
    createdAt: String!
    "ISO 8601"
    updatedAt: String!
    "The party (household on one invitation) the guest belongs to; a guest added alone has a party of one."
    partyId: ID!
    "The party's name, as the envelope is addressed."
    partyName: String!
    "A child of the party: may have no email, is not found by name, may choose the kids' menu."
    child: Boolean!
  }

  type GuestStats {
    totalGuests: Int!
    plusOnesAllowed: Int!
    saveTheDatesSent: Int!
    formalInvitesSent: Int!
    addressesCollected: Int!
    "Guests who have not answered the RSVP yet."
    awaitingReply: Int!
    "Parties on the list: one invitation each."
    parties: Int!
    "Children among the guests (totalGuests counts them too)."
    children: Int!
  }

  enum ReplyStatus {
    AWAITING
    ATTENDING
    DECLINED
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
    "English when left out."
    language: Language
    "importGuests: rows with the same party form one party, named so; createGuest: the name of the guest's party. Their own name when left out."
    party: String
    "importGuests: a child of the row's party (email optional, never alone). createGuest refuses a child: add them to an adult's party."
    child: Boolean
    "No email: the guest is invited by post, and the email may be left empty. The specification's Email is required otherwise."
    byPost: Boolean
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
    language: Language
    "Replaces the whole address; it counts as collected once it has a street and a city."
    address: AddressInput
    "A member of a party becomes a child or an adult (ADR 040): a child shares the party with an adult and has no plus-one."
    child: Boolean
    "No email: the guest is invited by post; an empty email then removes the one on file."
    byPost: Boolean
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

  input RegisterGuestInput {
    code: String!
    email: String
    address: AddressInput
  }
`;

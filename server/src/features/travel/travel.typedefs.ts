/**
 * The travel feature's SDL (DESIGN 3.4): a party's arrival, departure, stay and shuttle
 * seats, given and read with an invitation code; the hosts' runs, manifests and arrivals board.
 */
export const travelTypeDefs = /* GraphQL */ `
  extend type Query {
    "The party's own travel details, by any member's invitation code; null for an unknown code."
    travel(invitationCode: String!): PartyTravel
    "Every shuttle run, cancelled ones included, in order of departure."
    shuttleRuns(token: String!): [ShuttleRun!]!
    "Who rides a run: each party by its lead's name, with its seats. No entrée, allergy or address."
    shuttleManifest(token: String!, runId: ID!): ShuttleManifest!
    "Until when guests may give or change travel details (ISO 8601 with the Paris offset)."
    travelDeadline(token: String!): String!
    "Parties and people arriving, in 30-minute windows of Paris time, earliest first (empty windows left out)."
    arrivals(token: String!): [ArrivalWindow!]!
    "Each hotel of the accommodations page, in its order, with the parties staying there against its room block; then the other places, together."
    hotelStays(token: String!): [HotelStay!]!
  }

  extend type Mutation {
    "Puts on a shuttle run."
    createShuttleRun(token: String!, input: ShuttleRunInput!): ShuttleRunResult!
    "Changes a run; its capacity cannot go below the seats already taken."
    updateShuttleRun(token: String!, id: ID!, input: ShuttleRunInput!): ShuttleRunResult!
    "Cancels a run: it takes no more seats and guests no longer see it on offer."
    cancelShuttleRun(token: String!, id: ID!): ShuttleRunResult!
    "Returns the run's manifest and remembers it as exported: the next one shows what changed since."
    exportShuttleManifest(token: String!, runId: ID!): ShuttleManifest!
    "Sets when guests can no longer give or change travel details (ISO 8601 with an offset)."
    setTravelDeadline(token: String!, deadline: String!): TravelDeadlineResult!
    "Replaces the party's travel details and seats, all or nothing."
    submitTravel(input: TravelInput!): TravelResult!
  }

  enum TravelMode {
    FLIGHT
    TRAIN
    CAR
    OTHER
  }

  "An arrival or a departure."
  input JourneyInput {
    "ISO 8601 with an offset: 2026-05-14T10:30:00+02:00."
    at: String!
    mode: TravelMode!
    "The flight or train number."
    number: String
    "The airport, station or place."
    place: String
  }

  input StayInput {
    "One of the hotels on the accommodations page, or the name of another place."
    hotel: String!
    "YYYY-MM-DD"
    checkIn: String!
    "YYYY-MM-DD, after checkIn."
    checkOut: String!
    booked: Boolean!
  }

  input SeatInput {
    runId: ID!
    seats: Int!
  }

  "A party's travel: what is left out is not given (a later submission replaces it all)."
  input TravelInput {
    invitationCode: String!
    arrival: JourneyInput
    departure: JourneyInput
    stay: StayInput
    shuttleSeats: [SeatInput!]
  }

  input ShuttleRunInput {
    from: String!
    to: String!
    "ISO 8601 with an offset."
    departsAt: String!
    capacity: Int!
  }

  type ShuttleRun {
    id: ID!
    from: String!
    to: String!
    "ISO 8601 with the Paris offset."
    departsAt: String!
    capacity: Int!
    seatsTaken: Int!
    "ISO 8601, when the hosts cancelled the run; null while it runs."
    cancelledAt: String
  }

  type ShuttleRunResult {
    success: Boolean!
    message: String
    run: ShuttleRun
    errors: [String!]!
  }

  type TravelResult {
    success: Boolean!
    message: String
    errors: [String!]!
  }

  "The deadline saved, and what about it looks like a mistake (after or during the weekend, already past)."
  type TravelDeadlineResult {
    success: Boolean!
    message: String
    errors: [String!]!
    warnings: [String!]!
  }

  type ShuttlePassenger {
    name: String!
    seats: Int!
    phone: String
  }

  type ShuttleManifest {
    run: ShuttleRun!
    passengers: [ShuttlePassenger!]!
    "ISO 8601, when the manifest was last exported; null before the first export."
    lastExportedAt: String
    "Who was added, removed or changed seats since the last export (empty before the first one)."
    changes: [ManifestChange!]!
  }

  enum ManifestChangeKind {
    ADDED
    REMOVED
    SEATS
  }

  "A passenger the coach company has not been told about: seats before and after (null when none)."
  type ManifestChange {
    name: String!
    kind: ManifestChangeKind!
    before: Int
    after: Int
  }

  type ArrivalWindow {
    "ISO 8601 with the Paris offset: 2026-05-14T10:30:00+02:00."
    start: String!
    parties: Int!
    people: Int!
  }

  "The parties staying at a hotel that night."
  type StayNight {
    "YYYY-MM-DD: the night from this date to the next."
    date: String!
    parties: Int!
  }

  "The stays at one hotel (or at the other places guests named), against its room block."
  type HotelStay {
    "The hotel's name on the accommodations page; null for the other places guests named, together."
    hotel: String
    parties: Int!
    "Every member and plus-one of those parties but those who said they will not come."
    people: Int!
    "Parties that say they have booked."
    booked: Int!
    "Each night with at least one party, earliest first."
    nights: [StayNight!]!
    "The rooms the couple negotiated; null without a room block."
    blockRooms: Int
    "YYYY-MM-DD, the last day guests can book in the block (Paris time); null without a room block."
    cutOff: String
    "The places guests named, for the other places; empty for a hotel of the page."
    places: [String!]!
  }

  type Journey {
    "ISO 8601 with the Paris offset."
    at: String!
    mode: TravelMode!
    number: String
    place: String
  }

  type Stay {
    hotel: String!
    checkIn: String!
    checkOut: String!
    booked: Boolean!
  }

  type Seat {
    run: ShuttleRun!
    seats: Int!
  }

  type PartyTravel {
    arrival: Journey
    departure: Journey
    stay: Stay
    "The party's seats, on runs still on offer or cancelled since."
    shuttleSeats: [Seat!]!
    "Every run on offer, with its seats taken."
    runs: [ShuttleRun!]!
    "ISO 8601 with the Paris offset: after it, travel details can no longer be changed."
    deadline: String!
    "The people of the party who may come (everyone but those who said they will not, plus-ones included): at most one shuttle seat each per run."
    people: Int!
  }
`;

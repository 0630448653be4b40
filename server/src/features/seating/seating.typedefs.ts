/**
 * The seating feature's SDL (DESIGN 3.6, ADR 077): the tables of the two sit-down dinners, who
 * sits where, the hosts' rules, the fill, the release to the weekend pass and the kitchen's sheet.
 */
export const seatingTypeDefs = /* GraphQL */ `
  extend type Query {
    "A dinner's plan: its tables with their people, everyone coming and not yet seated, the rules and the warnings."
    seatingPlan(token: String!, event: RsvpEvent!): SeatingPlan!
    "The caterer's sheet of a dinner, one line per table, in French: counts and allergies, no names or addresses."
    kitchenSheet(token: String!, event: RsvpEvent!): [KitchenTable!]!
  }

  extend type Mutation {
    "Adds a table to a dinner."
    createTable(token: String!, input: TableInput!): SeatingResult!
    "Changes a table; its capacity cannot go below the people seated at it."
    updateTable(token: String!, id: ID!, input: TableInput!): SeatingResult!
    "Deletes a table: its people go back to the unseated list."
    deleteTable(token: String!, id: ID!): SeatingResult!
    "Seats people at a table, all or none; tableId null unseats them (at event, else the dinner of the first one's seat)."
    seatPeople(token: String!, tableId: ID, people: [PersonRef!]!, event: RsvpEvent): SeatingResult!
    "Adds a rule: these people together at one table, or each at a different table."
    addSeatingRule(token: String!, input: SeatingRuleInput!): SeatingResult!
    removeSeatingRule(token: String!, id: ID!): SeatingResult!
    "Seats everyone unseated, keeping who is seated, every party at one table and the hard rules; all or nobody. Another variant gives another arrangement."
    fillSeating(token: String!, event: RsvpEvent!, variant: Int = 0): SeatingResult!
    "Returns the kitchen sheet with its CSV and the tables changed since the last export, and remembers it as exported (ADR 081)."
    exportKitchenSheet(token: String!, event: RsvpEvent!): KitchenExport!
    "Shows (or hides) each person's table on the guests' weekend pass."
    releaseSeating(token: String!, event: RsvpEvent!, released: Boolean!): SeatingResult!
  }

  enum TableShape {
    ROUND
    RECTANGLE
    BANQUET
  }

  input TableInput {
    "welcomeDinner or cocktailAndReception."
    event: RsvpEvent!
    name: String!
    nameFr: String
    shape: TableShape = ROUND
    capacity: Int!
  }

  "A guest, or with plusOne the guest's plus-one."
  input PersonRef {
    guestId: ID!
    plusOne: Boolean = false
  }

  enum SeatingRuleKind {
    TOGETHER
    APART
  }

  input SeatingRuleInput {
    event: RsvpEvent!
    kind: SeatingRuleKind!
    people: [PersonRef!]!
    "A hard rule is kept by the fill; a preferred one only warns."
    hard: Boolean = true
  }

  type SeatedPerson {
    guestId: ID!
    plusOne: Boolean!
    name: String!
    partyId: ID!
    "The party's name, as the hosts move a party together (ADR 081)."
    partyName: String!
    child: Boolean!
    language: Language!
    "Meat, Fish, Vegetarian, Kids or null."
    entree: String
    allergies: String
  }

  type SeatingTable {
    id: ID!
    event: RsvpEvent!
    name: String!
    nameFr: String
    shape: TableShape!
    capacity: Int!
    people: [SeatedPerson!]!
  }

  type SeatingRule {
    id: ID!
    kind: SeatingRuleKind!
    hard: Boolean!
    people: [SeatedPerson!]!
  }

  "FULL, UNSEATED, LEFT, NO_ENTREE, LONE_LANGUAGE or RULE."
  type SeatingWarning {
    kind: String!
    message: String!
    tableId: ID
    people: [SeatedPerson!]!
  }

  type SeatingPlan {
    event: RsvpEvent!
    tables: [SeatingTable!]!
    unseated: [SeatedPerson!]!
    rules: [SeatingRule!]!
    warnings: [SeatingWarning!]!
    released: Boolean!
  }

  "One table of the caterer's sheet: no names, no addresses."
  type KitchenTable {
    table: String!
    people: Int!
    meat: Int!
    fish: Int!
    vegetarian: Int!
    kids: Int!
    allergies: [String!]!
  }

  "A table's line that changed since the kitchen sheet was last exported: ADDED, CHANGED or REMOVED."
  type KitchenChange {
    table: String!
    kind: String!
    before: String
    after: String
  }

  type KitchenExport {
    tables: [KitchenTable!]!
    "The sheet as CSV, French headings."
    csv: String!
    "ISO 8601, the previous export; null before the first."
    lastExportedAt: String
    changes: [KitchenChange!]!
  }

  type SeatingResult {
    success: Boolean!
    message: String
    errors: [String!]!
    plan: SeatingPlan
  }
`;

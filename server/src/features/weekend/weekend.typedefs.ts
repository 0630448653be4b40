/**
 * The weekend pass's SDL (DESIGN 3.5, ADR 054): a party's own weekend in one answer, by
 * any member's invitation code. Events are the content's ids: the page words them in its language.
 */
export const weekendTypeDefs = /* GraphQL */ `
  extend type Query {
    "The party's weekend: who comes to which event, their entrées, stay and shuttle pickups. Null for a code that finds nobody."
    weekendPass(invitationCode: String!): WeekendPass
  }

  type WeekendPass {
    "The given name of the guest whose code it is, who the pass greets."
    firstName: String!
    "The code in its printed form, for the calendar feed's address (/calendar/CODE.ics)."
    invitationCode: String!
    "Each person of the party who comes to at least one event, members in the party's order, each followed by their plus-one."
    people: [PassPerson!]!
    "Every event any of them comes to, in the weekend's order."
    events: [PassEvent!]!
    stay: Stay
    "The party's seats on shuttle runs, by departure; a run the hosts cancelled has cancelledAt."
    pickups: [Seat!]!
    "ISO 8601: when the server put this answer together."
    updatedAt: String!
  }

  type PassPerson {
    name: String!
    child: Boolean!
    "The reception entrée as stored: Meat, Fish, Vegetarian or Kids; null when they do not come to the reception."
    entree: String
  }

  type PassEvent {
    "The event's id in the wedding's content: welcome-dinner, hindu-ceremony, ..."
    id: String!
    "Who of the party comes to it, by name."
    people: [String!]!
    "Once the hosts release the dinner's seating plan, each person's table, named in the page's language; empty before, and for an event without a plan."
    seats: [PassSeat!]!
  }

  "A person of the party and their table's name (DESIGN 3.6)."
  type PassSeat {
    name: String!
    table: String!
  }
`;

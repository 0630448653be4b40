// The seating feature's entry: what the application and the other features may use (docs/architecture.md).
export { seatingGraphql } from './seating.graphql';
export { partySeatsOnPass, type PassSeat } from './pass-seats';

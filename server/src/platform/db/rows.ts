import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Guests, Parties, PartyTravel, Rsvps, ShuttleRuns } from './database.types';

/** The rows the code passes around, from the generated table types (database.types.ts). */
export type GuestRow = Selectable<Guests>;
export type NewGuestRow = Insertable<Guests>;
export type GuestRowUpdate = Updateable<Guests>;
export type RsvpRow = Selectable<Rsvps>;
export type NewRsvpRow = Insertable<Rsvps>;
export type PartyRow = Selectable<Parties>;
export type ShuttleRunRow = Selectable<ShuttleRuns>;
export type PartyTravelRow = Selectable<PartyTravel>;
export type NewPartyTravelRow = Insertable<PartyTravel>;

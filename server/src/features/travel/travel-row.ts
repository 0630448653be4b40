import { parseOffsetIso, stayHotelName, TRAVEL_MODES, zonedIso, type Api } from '@riviera/contract';
import type { TravelPayload } from '@riviera/contract/wire';
import { stayHotels } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';
import type { NewPartyTravelRow } from '../../platform/db/rows';
import type { RunWithSeats } from './shuttle.repository';
import type { StoredTravel } from './travel.repository';

// Between the travel tables and the API's shapes, in one place (STYLE 13). Every time goes out as
// ISO 8601 with the Paris offset of its instant: "2026-05-14T10:30:00+02:00".

const paris = (at: Date) => zonedIso(at, weddingTimeZone);

export function runOf(run: RunWithSeats): Api.ShuttleRun {
  return {
    id: run.id,
    from: run.from_place,
    to: run.to_place,
    departsAt: paris(run.departs_at),
    capacity: run.capacity,
    seatsTaken: run.seats_taken,
    cancelledAt: run.cancelled_at ? paris(run.cancelled_at) : null,
  };
}

const modeOf = (mode: string | null): Api.TravelMode | undefined =>
  TRAVEL_MODES.find((known) => known === mode);

function journeyOf(
  at: Date | null,
  mode: string | null,
  number: string | null,
  place: string | null,
): Api.Journey | null {
  const known = modeOf(mode);
  return at && known ? { at: paris(at), mode: known, number, place } : null;
}

/** A party's stored arrival, departure and stay, as PartyTravel shows them. */
export function travelOf(
  row: StoredTravel | undefined,
): Pick<Api.PartyTravel, 'arrival' | 'departure' | 'stay'> {
  if (!row) return { arrival: null, departure: null, stay: null };
  const { stay_hotel: hotel, stay_check_in: checkIn, stay_check_out: checkOut, stay_booked: booked } = row;
  return {
    arrival: journeyOf(row.arrival_at, row.arrival_mode, row.arrival_number, row.arrival_place),
    departure: journeyOf(row.departure_at, row.departure_mode, row.departure_number, row.departure_place),
    stay: hotel && checkIn && checkOut && booked !== null ? { hotel, checkIn, checkOut, booked } : null,
  };
}

type Journey = TravelPayload['arrival'];

function journeyRow(journey: Journey) {
  return {
    at: journey ? (parseOffsetIso(journey.at) ?? null) : null,
    mode: journey?.mode ?? null,
    number: journey?.number ?? null,
    place: journey?.place ?? null,
  };
}

/** The row a checked submission writes: what it leaves out is cleared. */
export function travelRowOf(partyId: string, details: TravelPayload): NewPartyTravelRow {
  const arrival = journeyRow(details.arrival);
  const departure = journeyRow(details.departure);
  const { stay } = details;
  return {
    party_id: partyId,
    arrival_at: arrival.at,
    arrival_mode: arrival.mode,
    arrival_number: arrival.number,
    arrival_place: arrival.place,
    departure_at: departure.at,
    departure_mode: departure.mode,
    departure_number: departure.number,
    departure_place: departure.place,
    stay_hotel: stay ? stayHotelName(stay.hotel, stayHotels) : null,
    stay_check_in: stay?.checkIn ?? null,
    stay_check_out: stay?.checkOut ?? null,
    stay_booked: stay?.booked ?? null,
  };
}

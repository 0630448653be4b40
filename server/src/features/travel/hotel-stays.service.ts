import type { Api } from '@riviera/contract';
import { roomBlocks, stayHotels } from '@riviera/content/travel-facts';
import type { DbOrTx } from '../../platform/db/database';
import { stayRows } from './travel.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nights of a stay, YYYY-MM-DD each: from check-in to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  const last = Date.parse(`${checkOut}T00:00:00Z`);
  for (let at = Date.parse(`${checkIn}T00:00:00Z`); at < last; at += DAY_MS) {
    nights.push(new Date(at).toISOString().slice(0, 10));
  }
  return nights;
}

interface Tally {
  parties: number;
  people: number;
  booked: number;
  nights: Map<string, number>;
  places: Set<string>;
}

const emptyTally = (): Tally => ({ parties: 0, people: 0, booked: 0, nights: new Map(), places: new Set() });

/**
 * `hotelStays`: each hotel of the accommodations page, in the page's order, with the parties staying
 * there (people, nights, booked) against its room block; then the other places guests named, together.
 * Every stay is read in one statement, whatever the number of guests.
 */
export async function hotelStays(db: DbOrTx): Promise<Api.HotelStay[]> {
  const tallies = new Map<string | null, Tally>(stayHotels.map((hotel) => [hotel, emptyTally()]));
  for (const row of await stayRows(db)) {
    const key = stayHotels.includes(row.hotel) ? row.hotel : null;
    const tally = tallies.get(key) ?? emptyTally();
    tallies.set(key, tally);
    tally.parties += 1;
    tally.people += row.people;
    if (row.booked) tally.booked += 1;
    if (key === null) tally.places.add(row.hotel);
    for (const night of nightsOf(row.check_in, row.check_out)) {
      tally.nights.set(night, (tally.nights.get(night) ?? 0) + 1);
    }
  }
  return [...tallies.entries()].map(([hotel, tally]) => {
    const block = hotel === null ? undefined : roomBlocks.find((known) => known.hotel === hotel);
    return {
      hotel,
      parties: tally.parties,
      people: tally.people,
      booked: tally.booked,
      nights: [...tally.nights.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, parties]) => ({ date, parties })),
      blockRooms: block?.rooms ?? null,
      cutOff: block?.cutOff ?? null,
      places: [...tally.places].sort((a, b) => a.localeCompare(b)),
    };
  });
}

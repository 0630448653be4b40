import {
  isIsoDate,
  parseOffsetIso,
  stayHotelName,
  TRAVEL_MODES,
  zonedClock,
  zonedDate,
  zonedIso,
  type Api,
} from '@riviera/contract';
import { journeyPlaces, type JourneyPlaceId } from '@riviera/content/travel-places';

/**
 * The party's travel form (ADR 049): its state, the state of what the party gave before and the
 * payload of `submitTravel` (which field each broken rule belongs to: travel-form-errors.ts). Times are typed as the
 * wedding's clock shows them and sent with that zone's offset on that day (summer time included).
 */

export type PlaceChoice = JourneyPlaceId | 'other' | '';
export type ModeChoice = Api.TravelMode | '';

export interface JourneyState {
  date: string;
  time: string;
  mode: ModeChoice;
  number: string;
  place: PlaceChoice;
  placeOther: string;
}

/** `hotel`: one of the listed names, OTHER_HOTEL (then `otherName`), or '' for none. */
export interface StayState {
  hotel: string;
  otherName: string;
  checkIn: string;
  checkOut: string;
  booked: boolean;
}

export interface TravelFormState {
  arrival: JourneyState;
  departure: JourneyState;
  stay: StayState;
  /** Seats wanted by run id; 0 or absent is none. */
  seats: Record<string, number>;
}

export type Which = 'arrival' | 'departure';
export const OTHER_HOTEL = 'other';

interface StoredJourney {
  at: string;
  mode: Api.TravelMode;
  number: string | null;
  place: string | null;
}

/** What the page reads of the party's travel (the `travel` query's fields the form needs). */
export interface StoredTravel {
  arrival: StoredJourney | null;
  departure: StoredJourney | null;
  stay: { hotel: string; checkIn: string; checkOut: string; booked: boolean } | null;
  shuttleSeats: ReadonlyArray<{ seats: number; run: { id: string } }>;
  runs: ReadonlyArray<{ id: string }>;
}

const emptyJourney: JourneyState = { date: '', time: '', mode: '', number: '', place: '', placeOther: '' };

function offsetMinutes(instant: Date, timeZone: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(zonedIso(instant, timeZone));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * A date and a time as the zone's clock shows them ('2026-05-14', '10:30') as ISO 8601 with the
 * zone's offset that day: '2026-05-14T10:30:00+02:00' in May, '…+01:00' in winter. Undefined when
 * either is missing or not a real date or time.
 */
export function zonedWallIso(date: string, time: string, timeZone: string): string | undefined {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offset at the wall time read as UTC, then at the instant that gives: right on either side
  // of a change of offset, which is never more than a few hours from the first guess.
  let instant = new Date(wall);
  for (let pass = 0; pass < 2; pass += 1) {
    instant = new Date(wall - offsetMinutes(instant, timeZone) * 60_000);
  }
  return zonedIso(instant, timeZone);
}

function journeyState(journey: StoredJourney | null, timeZone: string): JourneyState {
  if (!journey) return { ...emptyJourney };
  const at = parseOffsetIso(journey.at);
  const place = journeyPlaces.find((candidate) => candidate.name === journey.place);
  return {
    date: at ? zonedDate(at, timeZone) : '',
    time: at ? zonedClock(at, timeZone) : '',
    mode: journey.mode,
    number: journey.number ?? '',
    place: place ? place.id : journey.place ? 'other' : '',
    placeOther: place ? '' : (journey.place ?? ''),
  };
}

/** The form as the party left it, or empty; a listed hotel under its name in this page's language. */
export function initialTravelState(
  travel: StoredTravel | null,
  hotels: readonly string[],
  timeZone: string,
): TravelFormState {
  const stay = travel?.stay;
  const listed = stay ? stayHotelName(stay.hotel, hotels) : '';
  const onOffer = new Set(travel?.runs.map((run) => run.id));
  return {
    arrival: journeyState(travel?.arrival ?? null, timeZone),
    departure: journeyState(travel?.departure ?? null, timeZone),
    stay: {
      hotel: !stay ? '' : hotels.includes(listed) ? listed : OTHER_HOTEL,
      otherName: stay && !hotels.includes(listed) ? stay.hotel : '',
      checkIn: stay?.checkIn ?? '',
      checkOut: stay?.checkOut ?? '',
      booked: stay?.booked ?? false,
    },
    // Seats on a run the hosts cancelled are not offered again: the party chooses another.
    seats: Object.fromEntries(
      (travel?.shuttleSeats ?? [])
        .filter(({ run }) => onOffer.has(run.id))
        .map(({ run, seats }) => [run.id, seats]),
    ),
  };
}

export const journeyGiven = (journey: JourneyState) =>
  [journey.date, journey.time, journey.mode, journey.number, journey.place, journey.placeOther].some(
    (value) => value.trim() !== '',
  );

const stayGiven = (stay: StayState) =>
  stay.booked ||
  [stay.hotel, stay.otherName, stay.checkIn, stay.checkOut].some((value) => value.trim() !== '');

function journeyInput(journey: JourneyState, timeZone: string): Api.JourneyInput | undefined {
  if (!journeyGiven(journey)) return undefined;
  const place =
    journey.place === 'other'
      ? journey.placeOther.trim()
      : journeyPlaces.find((candidate) => candidate.id === journey.place)?.name;
  return {
    at: zonedWallIso(journey.date, journey.time, timeZone) ?? '',
    mode: (TRAVEL_MODES as readonly string[]).includes(journey.mode)
      ? (journey.mode as Api.TravelMode)
      : 'OTHER',
    ...(journey.number.trim() ? { number: journey.number.trim() } : {}),
    ...(place ? { place } : {}),
  };
}

/** The `submitTravel` input for the whole party: what is left empty is left out. */
export function toTravelInput(
  state: TravelFormState,
  invitationCode: string,
  timeZone: string,
): Api.TravelInput {
  const arrival = journeyInput(state.arrival, timeZone);
  const departure = journeyInput(state.departure, timeZone);
  const { stay } = state;
  const seats = Object.entries(state.seats).filter(([, count]) => count > 0);
  return {
    invitationCode,
    ...(arrival ? { arrival } : {}),
    ...(departure ? { departure } : {}),
    ...(stayGiven(stay)
      ? {
          stay: {
            hotel: (stay.hotel === OTHER_HOTEL ? stay.otherName : stay.hotel).trim(),
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            booked: stay.booked,
          },
        }
      : {}),
    shuttleSeats: seats.map(([runId, count]) => ({ runId, seats: count })),
  };
}

/** Nights between two YYYY-MM-DD dates, or undefined unless check-out is after check-in. */
export function nightsBetween(checkIn: string, checkOut: string): number | undefined {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return undefined;
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  return nights > 0 ? nights : undefined;
}

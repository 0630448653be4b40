import {
  isIsoDate,
  parseOffsetIso,
  stayHotelName,
  TRAVEL_MODES,
  validateTravel,
  zonedClock,
  zonedDate,
  zonedIso,
  type Api,
  type TravelMessages,
  type TravelRules,
} from '@riviera/contract';
import { journeyPlaces, type JourneyPlaceId } from '@riviera/content/travel-places';

/**
 * The party's travel form (ADR 049): its state, the state of what the party gave before, the
 * payload of `submitTravel`, and which field each broken rule belongs to. Times are typed as the
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

const journeyGiven = (journey: JourneyState) =>
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

export interface FieldError {
  fieldId: string;
  message: string;
}

/** The form's field ids, which error links and labels share. */
export const travelFieldIds = {
  date: (which: Which) => `travel-${which}-date`,
  time: (which: Which) => `travel-${which}-time`,
  mode: (which: Which) => `travel-${which}-mode`,
  placeOther: (which: Which) => `travel-${which}-place-other`,
  hotel: 'travel-stay-hotel',
  otherName: 'travel-stay-other',
  checkIn: 'travel-stay-check-in',
  checkOut: 'travel-stay-check-out',
  seats: (runId: string) => `travel-seats-${runId}`,
  submit: 'travel-submit',
};

/** A sentence with placeholders as a pattern that matches it filled in. */
const pattern = (sentence: string) =>
  new RegExp(`^${sentence.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`, 's');

/**
 * The field a rule's sentence is about (the client's own check or the server's refusal), or
 * undefined for a sentence about the whole form (travel closed, a run no longer offered).
 */
export function fieldOfMessage(
  message: string,
  messages: TravelMessages,
  runs: ReadonlyArray<{ id: string; label: string }>,
): string | undefined {
  const byKey: Array<[keyof TravelMessages, string]> = [
    ['arrivalTimeInvalid', travelFieldIds.date('arrival')],
    ['arrivalOutOfRange', travelFieldIds.date('arrival')],
    ['departureTimeInvalid', travelFieldIds.date('departure')],
    ['departureOutOfRange', travelFieldIds.date('departure')],
    ['departureBeforeArrival', travelFieldIds.date('departure')],
    ['hotelRequired', travelFieldIds.hotel],
    ['hotelTooLong', travelFieldIds.otherName],
    ['checkInInvalid', travelFieldIds.checkIn],
    ['stayOutOfRange', travelFieldIds.checkIn],
    ['checkOutInvalid', travelFieldIds.checkOut],
    ['checkOutBeforeCheckIn', travelFieldIds.checkOut],
  ];
  const found = byKey.find(([key]) => pattern(messages[key]).test(message));
  if (found) return found[1];
  // A refusal about one run names it as the page labels it.
  const run = runs.find(({ label }) => message.includes(label));
  return run ? travelFieldIds.seats(run.id) : undefined;
}

export interface FormWords {
  whenMissing: Record<Which, string>;
  placeOtherMissing: string;
}

/**
 * Every broken rule, in the order of the form, each with the field to fix: what the form checks
 * itself (a journey half given), then the contract's rules, in the server's words.
 */
export function travelFormErrors(
  state: TravelFormState,
  context: { rules: TravelRules; messages: TravelMessages; words: FormWords; language: 'en' | 'fr' },
): FieldError[] {
  const { rules, messages, words, language } = context;
  const own: FieldError[] = [];
  for (const which of ['arrival', 'departure'] as const) {
    const journey = state[which];
    if (!journeyGiven(journey)) continue;
    if (!zonedWallIso(journey.date, journey.time, rules.timeZone)) {
      const fieldId = isIsoDate(journey.date) ? travelFieldIds.time(which) : travelFieldIds.date(which);
      own.push({ fieldId, message: words.whenMissing[which] });
    }
    if (journey.mode === '') own.push({ fieldId: travelFieldIds.mode(which), message: messages.modeInvalid });
    if (journey.place === 'other' && journey.placeOther.trim() === '')
      own.push({ fieldId: travelFieldIds.placeOther(which), message: words.placeOtherMissing });
  }
  const input = toTravelInput(state, '', rules.timeZone);
  // A time the form already asked for is not refused twice.
  const details = {
    ...input,
    arrival: own.some((error) => error.fieldId.startsWith('travel-arrival')) ? undefined : input.arrival,
    departure: own.some((error) => error.fieldId.startsWith('travel-departure'))
      ? undefined
      : input.departure,
  };
  const rulesBroken = validateTravel(withoutNulls(details), rules, messages, language).map((message) => ({
    fieldId: fieldOfMessage(message, messages, []) ?? travelFieldIds.submit,
    message,
  }));
  return onePerField([...own, ...rulesBroken]);
}

/** The form's input as the contract's rules read it (no nulls: GraphQL's optional fields). */
function withoutNulls(input: Partial<Api.TravelInput>) {
  return {
    ...(input.arrival ? { arrival: noNullJourney(input.arrival) } : {}),
    ...(input.departure ? { departure: noNullJourney(input.departure) } : {}),
    ...(input.stay ? { stay: input.stay } : {}),
    ...(input.shuttleSeats ? { shuttleSeats: input.shuttleSeats } : {}),
  };
}

const noNullJourney = (journey: Api.JourneyInput) => ({
  at: journey.at,
  mode: journey.mode,
  ...(journey.number ? { number: journey.number } : {}),
  ...(journey.place ? { place: journey.place } : {}),
});

/** The first sentence about each field: the summary links each field once. */
export function onePerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ fieldId }) => !seen.has(fieldId) && Boolean(seen.add(fieldId)));
}

/** Nights between two YYYY-MM-DD dates, or undefined unless check-out is after check-in. */
export function nightsBetween(checkIn: string, checkOut: string): number | undefined {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return undefined;
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  return nights > 0 ? nights : undefined;
}

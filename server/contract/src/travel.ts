import type * as Api from './api.generated';
import { formatEventDay, formatTime } from './calendar-format';
import type { Language } from './language';
import { formatLongDate } from './long-date';
import { SHUTTLE_MESSAGES, type TravelMessages } from './travel-messages';
import type { ShuttleRunPayload, TravelPayload } from './travel-wire';
import { addMonths, isIsoDate, parseOffsetIso, zonedClock, zonedDate } from './zoned-time';

/**
 * Travel (DESIGN 3.4): the rules of a party's arrival, departure, stay and shuttle seats,
 * and of the hosts' runs, each broken rule a sentence that says what to do. The form checks them as
 * the guest types; the server checks them again with the same words.
 */

export const TRAVEL_MODES = ['FLIGHT', 'TRAIN', 'CAR', 'OTHER'] as const satisfies readonly Api.TravelMode[];
/** A family's seats on one run: more is a group the hosts arrange by hand. */
export const MAX_SEATS_PER_RUN = 20;
/** The runs one party may take: far more than a weekend has. */
export const MAX_RUNS_PER_PARTY = 30;
export const MAX_JOURNEY_NUMBER_LENGTH = 40;
export const MAX_TRAVEL_PLACE_LENGTH = 200;
/** A coach holds about 60; a boat to the beach club more. The database refuses more than 500. */
export const MAX_SHUTTLE_CAPACITY = 500;

/** The days travel may fall on, inclusive, as YYYY-MM-DD in the wedding's zone. */
export interface TravelRules {
  first: string;
  last: string;
  timeZone: string;
}

/** A month either side of the wedding weekend: what the rules allow for the weekend `first`–`last`. */
export function travelRules(weekend: { first: string; last: string }, timeZone: string): TravelRules {
  return { first: addMonths(weekend.first, -1), last: addMonths(weekend.last, 1), timeZone };
}

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** The rules' first and last day, written out in the language: « 14 avril 2026 ». */
function range(rules: TravelRules, language: Language) {
  const day = (iso: string) => formatLongDate(new Date(`${iso}T12:00:00Z`), language, 'UTC');
  return { first: day(rules.first), last: day(rules.last) };
}

const within = (day: string, rules: TravelRules) => day >= rules.first && day <= rules.last;

type Journey = NonNullable<TravelPayload['arrival']>;

function journeyErrors(
  journey: Journey,
  which: 'arrival' | 'departure',
  rules: TravelRules,
  travel: TravelMessages,
  language: Language,
): string[] {
  const errors: string[] = [];
  const at = parseOffsetIso(journey.at);
  if (!at) errors.push(which === 'arrival' ? travel.arrivalTimeInvalid : travel.departureTimeInvalid);
  else if (!within(zonedDate(at, rules.timeZone), rules)) {
    errors.push(
      fill(
        which === 'arrival' ? travel.arrivalOutOfRange : travel.departureOutOfRange,
        range(rules, language),
      ),
    );
  }
  if (!(TRAVEL_MODES as readonly string[]).includes(journey.mode)) errors.push(travel.modeInvalid);
  if ((journey.number ?? '').length > MAX_JOURNEY_NUMBER_LENGTH)
    errors.push(fill(travel.numberTooLong, { max: MAX_JOURNEY_NUMBER_LENGTH }));
  if ((journey.place ?? '').length > MAX_TRAVEL_PLACE_LENGTH)
    errors.push(fill(travel.placeTooLong, { max: MAX_TRAVEL_PLACE_LENGTH }));
  return errors;
}

function stayErrors(
  stay: NonNullable<TravelPayload['stay']>,
  rules: TravelRules,
  travel: TravelMessages,
  language: Language,
): string[] {
  const errors: string[] = [];
  if (stay.hotel === '') errors.push(travel.hotelRequired);
  else if (stay.hotel.length > MAX_TRAVEL_PLACE_LENGTH)
    errors.push(fill(travel.hotelTooLong, { max: MAX_TRAVEL_PLACE_LENGTH }));
  const checkIn = isIsoDate(stay.checkIn);
  const checkOut = isIsoDate(stay.checkOut);
  if (!checkIn) errors.push(travel.checkInInvalid);
  if (!checkOut) errors.push(travel.checkOutInvalid);
  if (checkIn && checkOut) {
    if (!within(stay.checkIn, rules) || !within(stay.checkOut, rules))
      errors.push(fill(travel.stayOutOfRange, range(rules, language)));
    if (stay.checkOut <= stay.checkIn) errors.push(travel.checkOutBeforeCheckIn);
  }
  return errors;
}

/** Every broken rule of a party's travel details, in the order of the form; empty when all is well. */
export function validateTravel(
  details: Omit<TravelPayload, 'invitationCode'>,
  rules: TravelRules,
  travel: TravelMessages,
  language: Language,
): string[] {
  const { arrival, departure, stay, shuttleSeats = [] } = details;
  const errors = [
    ...(arrival ? journeyErrors(arrival, 'arrival', rules, travel, language) : []),
    ...(departure ? journeyErrors(departure, 'departure', rules, travel, language) : []),
  ];
  const arrivesAt = arrival && parseOffsetIso(arrival.at);
  const leavesAt = departure && parseOffsetIso(departure.at);
  if (arrivesAt && leavesAt && leavesAt < arrivesAt) errors.push(travel.departureBeforeArrival);
  if (stay) errors.push(...stayErrors(stay, rules, travel, language));
  if (shuttleSeats.length > MAX_RUNS_PER_PARTY)
    errors.push(fill(travel.tooManyRuns, { max: MAX_RUNS_PER_PARTY }));
  if (shuttleSeats.some(({ seats }) => !Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_RUN))
    errors.push(fill(travel.seatsInvalid, { max: MAX_SEATS_PER_RUN }));
  if (new Set(shuttleSeats.map(({ runId }) => runId)).size < shuttleSeats.length)
    errors.push(travel.runTwice);
  return errors;
}

/** Every broken rule of a run the hosts put on (their area is English). */
/** The wedding weekend's first and last day (YYYY-MM-DD), as the content gives them. */
export interface Weekend {
  first: string;
  last: string;
}

/**
 * A run leaves in the weekend's month (ADR 074): a day in the month before or after is a mistyped
 * month, refused with the day it fell on. Without `weekend`, only the rules' range is checked.
 */
function outsideMonth(day: string, weekend: Weekend | undefined): string | undefined {
  if (
    !weekend ||
    (day.slice(0, 7) >= weekend.first.slice(0, 7) && day.slice(0, 7) <= weekend.last.slice(0, 7))
  )
    return undefined;
  const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return fill(SHUTTLE_MESSAGES.departsOutsideMonth, {
    month: month.format(noon(weekend.first)),
    weekend: `${formatLongDate(noon(weekend.first), 'en', 'UTC')} to ${formatLongDate(noon(weekend.last), 'en', 'UTC')}`,
    day: formatLongDate(noon(day), 'en', 'UTC'),
  });
}

export function validateShuttleRun(run: ShuttleRunPayload, rules: TravelRules, weekend?: Weekend): string[] {
  const shuttle = SHUTTLE_MESSAGES;
  const errors: string[] = [];
  if (run.from === '') errors.push(shuttle.fromRequired);
  if (run.to === '') errors.push(shuttle.toRequired);
  if (Math.max(run.from.length, run.to.length) > MAX_TRAVEL_PLACE_LENGTH)
    errors.push(fill(shuttle.placeTooLong, { max: MAX_TRAVEL_PLACE_LENGTH }));
  const at = parseOffsetIso(run.departsAt);
  const day = at ? zonedDate(at, rules.timeZone) : '';
  const month = at ? outsideMonth(day, weekend) : undefined;
  if (!at) errors.push(shuttle.departsAtInvalid);
  else if (!within(day, rules)) errors.push(fill(shuttle.departsOutOfRange, range(rules, 'en')));
  else if (month) errors.push(month);
  if (!Number.isInteger(run.capacity) || run.capacity < 1 || run.capacity > MAX_SHUTTLE_CAPACITY)
    errors.push(fill(shuttle.capacityInvalid, { max: MAX_SHUTTLE_CAPACITY }));
  return errors;
}

/** A run as guests read it: "10:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May". */
export function runLabel(
  run: { from: string; to: string; departsAt: Date },
  timeZone: string,
  messages: TravelMessages,
  language: Language,
): string {
  return fill(messages.runLabel, {
    time: formatTime(zonedClock(run.departsAt, timeZone), language),
    day: formatEventDay(zonedDate(run.departsAt, timeZone), language),
    from: run.from,
    to: run.to,
  });
}

/** Why a run cannot take `seats` more: none left, one, or a few; the sentence names the run. */
export function runFullMessage(left: number, label: string, travel: TravelMessages): string {
  const sentence = left <= 0 ? travel.runFull : left === 1 ? travel.runOneLeft : travel.runFewLeft;
  return fill(sentence, { left, run: label });
}

/** "la Voile d'Or" and « La Voile d’Or » alike: case, accents, apostrophes and spaces set aside. */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Where a party stays, as stored: one of the accommodations page's hotels under its listed name,
 * however it was typed; or another place, as typed (trimmed).
 */
export function stayHotelName(given: string, hotels: readonly string[]): string {
  const key = folded(given);
  return hotels.find((hotel) => folded(hotel) === key) ?? given.trim();
}

/** Fills a travel sentence's placeholders ({deadline}, {run}, …). */
export const travelSentence = fill;

import {
  isIsoDate,
  validateTravel,
  type Api,
  type TravelMessages,
  type TravelRules,
} from '@riviera/contract';
import {
  journeyGiven,
  toTravelInput,
  zonedWallIso,
  type TravelFormState,
  type Which,
} from './travel-form-state';

/**
 * Which field of the party's travel form each broken rule belongs to (ADR 049): the form's own
 * checks, then the contract's rules in the server's words, one sentence per field.
 */

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

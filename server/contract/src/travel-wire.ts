import { z } from 'zod';
import type * as Api from './api.generated';
import { TRAVEL_MODES } from './travel';
import { sameFields, withoutNulls, type NullsAsAbsent } from './wire-fields';

// The travel payloads (DESIGN 3.4), parsed by the server only, as wire.ts's.

/** Optional text: trimmed, and left out when empty. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .optional();

/** An arrival or a departure (GraphQL's JourneyInput): text trimmed, an empty number or place left out. */
const journeySchema = z.strictObject({
  /** ISO 8601 with an offset; travel.ts checks it with a sentence. */
  at: z.string().trim(),
  mode: z.enum(TRAVEL_MODES),
  number: optionalText,
  place: optionalText,
});

/**
 * A party's travel details (GraphQL's TravelInput, DESIGN 3.4): the shape only, text trimmed. The
 * rules a guest can break, each with a sentence, are validateTravel's (travel.ts).
 */
export const travelInputSchema = z.strictObject({
  invitationCode: z.string().trim(),
  arrival: journeySchema.optional(),
  departure: journeySchema.optional(),
  stay: z
    .strictObject({
      hotel: z.string().trim(),
      checkIn: z.string().trim(),
      checkOut: z.string().trim(),
      booked: z.boolean(),
    })
    .optional(),
  shuttleSeats: z.array(z.strictObject({ runId: z.string().trim(), seats: z.number().int() })).optional(),
});

/** A party's travel details as the server checked their shape. */
export type TravelPayload = z.output<typeof travelInputSchema>;

/** GraphQL's TravelInput, nulls left out; the compiler holds the SDL and the schema to the same fields. */
export function travelInputOf(input: Api.TravelInput): z.ZodSafeParseResult<TravelPayload> {
  return travelInputSchema.safeParse(
    sameFields<NullsAsAbsent<Api.TravelInput>, z.input<typeof travelInputSchema>>(withoutNulls(input)),
  );
}

/** A shuttle run as the hosts give it (GraphQL's ShuttleRunInput), text trimmed. */
export const shuttleRunInputSchema = z.strictObject({
  from: z.string().trim(),
  to: z.string().trim(),
  departsAt: z.string().trim(),
  capacity: z.number().int(),
});

export type ShuttleRunPayload = z.output<typeof shuttleRunInputSchema>;

/** GraphQL's ShuttleRunInput, trimmed; the compiler holds the SDL and the schema to the same fields. */
export function shuttleRunInputOf(input: Api.ShuttleRunInput): ShuttleRunPayload {
  return shuttleRunInputSchema.parse(
    sameFields<Api.ShuttleRunInput, z.input<typeof shuttleRunInputSchema>>(input),
  );
}

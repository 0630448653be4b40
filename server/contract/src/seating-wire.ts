import { z } from 'zod';
import type * as Api from './api.generated';
import { RSVP_EVENT_KEYS } from './events';
import { sameFields, withoutNulls, type NullsAsAbsent } from './wire-fields';

// The seating plan's payloads (DESIGN 3.6, ADR 081), parsed by the server only, as wire.ts's. A
// refusal's issues carry the field's path; the seating service words each as the hosts read it.

/** The two sit-down dinners a plan is made for. */
export const SEATED_EVENT_KEYS = ['welcomeDinner', 'cocktailAndReception'] as const;
export const TABLE_SHAPES = ['ROUND', 'RECTANGLE', 'BANQUET'] as const;
export const MAX_TABLE_NAME = 100;
export const MAX_TABLE_CAPACITY = 200;

/** Any RsvpEvent on the wire, then one of the two dinners. */
const seatedEvent = z.enum(RSVP_EVENT_KEYS).pipe(z.enum(SEATED_EVENT_KEYS));

/** A table as the hosts give it (GraphQL's TableInput): names trimmed, an empty French name left out. */
const tableInputSchema = z.strictObject({
  event: seatedEvent,
  name: z.string().trim().min(1).max(MAX_TABLE_NAME),
  nameFr: z
    .string()
    .trim()
    .max(MAX_TABLE_NAME)
    .optional()
    .transform((value) => value || undefined),
  shape: z
    .enum(TABLE_SHAPES)
    .optional()
    .transform((shape) => shape ?? 'ROUND'),
  capacity: z.number().int().min(1).max(MAX_TABLE_CAPACITY),
});

export type TablePayload = z.output<typeof tableInputSchema>;

/** GraphQL's TableInput, nulls left out; the compiler holds the SDL and the schema to the same fields. */
export function tableInputOf(input: Api.TableInput): z.ZodSafeParseResult<TablePayload> {
  return tableInputSchema.safeParse(
    sameFields<NullsAsAbsent<Api.TableInput>, z.input<typeof tableInputSchema>>(withoutNulls(input)),
  );
}

const personRefSchema = z.strictObject({
  guestId: z.string().trim().min(1),
  plusOne: z
    .boolean()
    .optional()
    .transform((plusOne) => plusOne === true),
});

/** A rule as the hosts give it (GraphQL's SeatingRuleInput): hard unless said otherwise. */
const seatingRuleInputSchema = z.strictObject({
  event: seatedEvent,
  kind: z.enum(['TOGETHER', 'APART']),
  people: z.array(personRefSchema).min(2).max(200),
  hard: z
    .boolean()
    .optional()
    .transform((hard) => hard !== false),
});

export type SeatingRulePayload = z.output<typeof seatingRuleInputSchema>;

/** GraphQL's SeatingRuleInput, nulls left out; the compiler holds the SDL and the schema to the same fields. */
export function seatingRuleInputOf(input: Api.SeatingRuleInput): z.ZodSafeParseResult<SeatingRulePayload> {
  return seatingRuleInputSchema.safeParse(
    sameFields<NullsAsAbsent<Api.SeatingRuleInput>, z.input<typeof seatingRuleInputSchema>>(
      withoutNulls(input),
    ),
  );
}

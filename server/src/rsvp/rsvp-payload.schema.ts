import {
  MAX_ADDRESS_LENGTH,
  MAX_DIETARY_NOTES_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  RSVP_EVENT_KEYS,
  type RsvpPayload,
} from '@riviera/contract';
import { z } from 'zod';
import { ok, refuse, type Result } from '../result';

const text = (max: number) => z.string().trim().max(max);
const eventMap = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(RSVP_EVENT_KEYS.map((key) => [key, value])) as Record<
      (typeof RSVP_EVENT_KEYS)[number],
      T
    >,
  );

/**
 * The shape of `POST /rsvp` (and of GraphQL's RSVPInput): every field of the specification's payload,
 * with the right type, and nothing else. The rules of the form (validateRsvp) come after.
 */
export const rsvpPayloadSchema = z.strictObject({
  firstName: text(MAX_NAME_LENGTH),
  lastName: text(MAX_NAME_LENGTH),
  mailingAddress: text(MAX_ADDRESS_LENGTH),
  attending: z.boolean(),
  plusOneAttending: z.boolean(),
  plusOneFirstName: text(MAX_NAME_LENGTH),
  plusOneLastName: text(MAX_NAME_LENGTH),
  events: eventMap(z.boolean()),
  plusOneEvents: eventMap(z.boolean().optional()),
  dietaryRestrictions: text(MAX_NAME_LENGTH),
  plusOneDietaryRestrictions: text(MAX_NAME_LENGTH),
  message: text(MAX_MESSAGE_LENGTH),
  dietaryNotes: text(MAX_DIETARY_NOTES_LENGTH).optional(),
  plusOneDietaryNotes: text(MAX_DIETARY_NOTES_LENGTH).optional(),
  invitationCode: text(20).optional(),
  email: text(300).optional(),
});

const EXPECTED: Record<string, string> = {
  boolean: 'true or false',
  string: 'text',
  object: 'an object of true/false answers, one per event',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One issue as a sentence that says what to send instead. */
function sentence(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.map(String).join('.');
  const prefix = field ? `${field}.` : '';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const names = issue.keys.map((key) => `"${prefix}${key}"`).join(', ');
      return issue.keys.length === 1
        ? `The field ${names} is not part of an RSVP. Remove it and send again.`
        : `The fields ${names} are not part of an RSVP. Remove them and send again.`;
    }
    case 'invalid_type':
      if (field === '') return 'Send the RSVP as a JSON object.';
      if (valueAt(input, issue.path) === undefined) {
        return `The field "${field}" is missing. Send every field of the RSVP.`;
      }
      return `The field "${field}" must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      return `The field "${field}" is too long: send at most ${String(issue.maximum)} characters.`;
    default:
      return `The field "${field}" is not valid.`;
  }
}

/** The payload with its text trimmed, or a refusal listing every problem with its shape. */
export function parseRsvpPayload(input: unknown): Result<RsvpPayload> {
  const result = rsvpPayloadSchema.safeParse(input);
  if (result.success) return ok(result.data);
  const errors = result.error.issues.map((issue) => sentence(issue, input));
  return refuse('bad_request', errors[0] ?? 'Send the RSVP as a JSON object.', { errors });
}

import { rsvpPayloadSchema, type RsvpPayload } from '@riviera/contract/wire';
import type { z } from 'zod';
import { ok, refuse, type Result } from '../../platform/result';

const EXPECTED: Record<string, string> = {
  boolean: 'true or false',
  string: 'text',
  object: 'an object of true/false answers, one per event',
};

/** What a field should be, in words: the party's list and its members' answers have their own. */
function expected(type: string, field: string): string {
  if (field === 'party') return 'a list of the other members’ answers (a JSON array)';
  if (/^party\.\d+$/.test(field)) return 'one member’s answer (a JSON object)';
  if (type === 'array') return 'a list (a JSON array)';
  return EXPECTED[type] ?? type;
}

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
      return `The field "${field}" must be ${expected(issue.expected, field)}.`;
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

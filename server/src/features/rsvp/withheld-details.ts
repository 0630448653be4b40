import { WITHHELD_FIELDS, type RsvpPayload, type WithheldField } from '@riviera/contract';
import type { RsvpRow } from '../../platform/db/rows';
import { WITHHELD_COLUMNS } from './rsvp-row';

/**
 * Whether a withheld detail is kept for this answer: each person's dietary notes only while that
 * person comes. The address and the message stay on file whoever comes (the hosts still post a card
 * to those who cannot come: ADR 045).
 */
function keptFor(field: WithheldField, payload: RsvpPayload): boolean {
  if (field === 'dietaryNotes') return payload.attending;
  if (field === 'plusOneDietaryNotes') return payload.plusOneAttending;
  return true;
}

/**
 * A decline clears what only someone who comes gives (ADR 045): the entrée and dietary
 * notes of each person who does not come, so the hosts and the caterer never read a stale "no
 * shellfish" under a "not coming", whatever a client sends.
 */
export function withoutDeclinedDetails(payload: RsvpPayload): RsvpPayload {
  return {
    ...payload,
    ...(payload.attending ? {} : { dietaryRestrictions: '' }),
    ...(payload.attending || payload.dietaryNotes === undefined ? {} : { dietaryNotes: '' }),
    ...(payload.plusOneAttending ? {} : { plusOneDietaryRestrictions: '' }),
    ...(payload.plusOneAttending || payload.plusOneDietaryNotes === undefined
      ? {}
      : { plusOneDietaryNotes: '' }),
  };
}

/**
 * A submission from a guest who looked themselves up by name: they were never shown their private
 * details (ADR 007), so each one they left empty keeps what is on file instead of erasing it (a
 * severe nut allergy must not vanish from the caterer's sheet), unless it belongs to someone who now
 * does not come (withoutDeclinedDetails). Returns the payload to validate and store, and which
 * fields were kept.
 */
export function keepWithheldDetails(
  payload: RsvpPayload,
  current: RsvpRow | undefined,
): { payload: RsvpPayload; kept: WithheldField[] } {
  if (!current) return { payload, kept: [] };
  const kept: WithheldField[] = [];
  const merged: RsvpPayload = { ...payload };
  for (const field of WITHHELD_FIELDS) {
    if (!keptFor(field, payload)) continue;
    const stored = current[WITHHELD_COLUMNS[field]] ?? '';
    if ((payload[field] ?? '').trim() === '' && stored.trim() !== '') {
      merged[field] = stored;
      kept.push(field);
    }
  }
  return { payload: merged, kept };
}

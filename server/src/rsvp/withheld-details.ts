import { WITHHELD_FIELDS, type RsvpPayload, type WithheldField } from '@riviera/contract';
import type { RsvpRow } from '../db/rows';
import { WITHHELD_COLUMNS } from './rsvp-row';

/**
 * A submission from a guest who looked themselves up by name: they were never shown their private
 * details (ADR 007), so each one they left empty keeps what is on file instead of erasing it (a
 * severe nut allergy must not vanish from the caterer's sheet). Returns the payload to validate and
 * store, and which fields were kept.
 */
export function keepWithheldDetails(
  payload: RsvpPayload,
  current: RsvpRow | undefined,
): { payload: RsvpPayload; kept: WithheldField[] } {
  if (!current) return { payload, kept: [] };
  const kept: WithheldField[] = [];
  const merged: RsvpPayload = { ...payload };
  for (const field of WITHHELD_FIELDS) {
    const stored = current[WITHHELD_COLUMNS[field]] ?? '';
    if ((payload[field] ?? '').trim() === '' && stored.trim() !== '') {
      merged[field] = stored;
      kept.push(field);
    }
  }
  return { payload: merged, kept };
}

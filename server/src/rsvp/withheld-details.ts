import { WITHHELD_FIELDS, type RsvpPayload, type WithheldField } from '@riviera/contract';
import type { RsvpRow } from '../db/schema';

const STORED: Record<WithheldField, (row: RsvpRow) => string | null> = {
  mailingAddress: (row) => row.mailing_address,
  dietaryNotes: (row) => row.dietary_notes,
  plusOneDietaryNotes: (row) => row.plus_one_dietary_notes,
  message: (row) => row.message,
};

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
    const stored = STORED[field](current) ?? '';
    if ((payload[field] ?? '').trim() === '' && stored.trim() !== '') {
      merged[field] = stored;
      kept.push(field);
    }
  }
  return { payload: merged, kept };
}

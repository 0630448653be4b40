import type { PartyMemberFound, PreviousAnswer, RsvpPayload } from '@riviera/contract';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';

/** What the server said of a saved answer: its sentence, where the copy went, the answer as stored. */
export interface SavedRsvp {
  message: string;
  /** Where the confirmation went, when one did (masked when the guest came by name). */
  confirmationTo?: string;
  /** The answer as the server stored it (by name without its private details). */
  answer?: PreviousAnswer;
  /** The other members answered for, as stored (issue 21). */
  party?: PartyMemberFound[];
}

export type SubmitOutcome = ({ ok: true } & SavedRsvp) | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `POST /rsvp`. Saved when the answer is ok and carries a message or success field, as the
 * specification reads it; otherwise the server's error, or 'Failed to submit RSVP'. Rejects only when
 * no answer came.
 */
export async function submitRsvp(payload: RsvpPayload): Promise<SubmitOutcome> {
  const response = await fetch(paths.rsvp.path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': edition.language,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(payload),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const fields = isObject(body) ? body : {};
  if (response.ok && ('message' in fields || 'success' in fields)) {
    return {
      ok: true,
      message: typeof fields.message === 'string' ? fields.message : '',
      ...(typeof fields.confirmationTo === 'string' ? { confirmationTo: fields.confirmationTo } : {}),
      ...(isObject(fields.answer) ? { answer: fields.answer as unknown as PreviousAnswer } : {}),
      ...(Array.isArray(fields.party) ? { party: fields.party as PartyMemberFound[] } : {}),
    };
  }
  const error = typeof fields.error === 'string' && fields.error.trim() !== '' ? fields.error : undefined;
  return { ok: false, message: error ?? messages.rsvp.submitFailed };
}

export function useSubmitRsvp() {
  return useMutation({ mutationFn: submitRsvp });
}

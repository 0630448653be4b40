import type { RsvpPayload, RsvpSaved } from '@riviera/contract';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';

/**
 * What the server said of a saved answer, as the contract declares it (RsvpSaved): its sentence,
 * where the copy went, the answer as stored and the members answered for.
 */
export type SavedRsvp = Omit<RsvpSaved, 'success'>;

export type SubmitOutcome = ({ ok: true } & SavedRsvp) | { ok: false; message: string };

/** The specification's reading of a saved answer: an object with a message or a success field. */
function isSaved(body: unknown): body is Partial<RsvpSaved> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    ('message' in body || 'success' in body)
  );
}

function errorOf(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

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
  if (response.ok && isSaved(body)) {
    // Typed by the contract, still read defensively: a field of the wrong kind is left out.
    const { message, confirmationTo, answer, party } = body;
    return {
      ok: true,
      message: typeof message === 'string' ? message : '',
      ...(typeof confirmationTo === 'string' ? { confirmationTo } : {}),
      ...(typeof answer === 'object' && answer !== null ? { answer } : {}),
      ...(Array.isArray(party) ? { party } : {}),
    };
  }
  return { ok: false, message: errorOf(body) ?? messages.rsvp.submitFailed };
}

/**
 * A send that failed because the phone has just lost its connection is held, not refused: the
 * browser may say it is offline a moment after the request failed, before react-query has heard of
 * it. Retrying then lets react-query pause the answer and send it when the connection returns, as
 * it does for a send made offline. Any other failure is reported at once.
 */
function retryWhileOffline(failureCount: number): boolean {
  return failureCount < 3 && !navigator.onLine;
}

export function useSubmitRsvp() {
  return useMutation({ mutationFn: submitRsvp, retry: retryWhileOffline, retryDelay: 300 });
}

import type { GuestLookupFound, LookupFields } from '@riviera/contract';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';

export type LookupQuery = LookupFields | { code: string };

/** What a lookup came to: the guest, not on the list, or the server's refusal as a sentence. */
export type LookupOutcome =
  | { status: 'found'; guest: GuestLookupFound }
  | { status: 'notFound' }
  /** By name: the name is a child's, who answers with their family (ADR 072). */
  | { status: 'child' }
  | { status: 'failed'; message: string };

function isFound(body: unknown): body is GuestLookupFound {
  return typeof body === 'object' && body !== null && (body as { found?: unknown }).found === true;
}

function errorText(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/**
 * `GET /rsvp` by name or by invitation code. Resolves with the outcome the specification reads from
 * the answer (found, error, the guest's fields); rejects only when no answer came (network down).
 */
export async function lookupGuest(query: LookupQuery): Promise<LookupOutcome> {
  const params =
    'code' in query
      ? new URLSearchParams({ code: query.code })
      : new URLSearchParams({ firstName: query.firstName.trim(), lastName: query.lastName.trim() });
  const response = await fetch(`${paths.rsvp.path}?${params.toString()}`, {
    headers: {
      Accept: 'application/json',
      'Accept-Language': edition.language,
      'Content-Type': 'application/json',
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { status: 'failed', message: errorText(body) ?? messages.lookup.failed };
  if (isFound(body)) return { status: 'found', guest: body };
  if (typeof body === 'object' && body !== null && (body as { found?: unknown }).found === false) {
    return (body as { child?: unknown }).child === true ? { status: 'child' } : { status: 'notFound' };
  }
  return { status: 'failed', message: errorText(body) ?? messages.lookup.failed };
}

/**
 * The lookup step's search by name, run when the guest sends the form. A plain fetch, not
 * react-query: the RSVP page's first download stays small (ADR 086).
 */
export function useLookupGuest() {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    (
      fields: LookupFields,
      handlers: { onSuccess: (outcome: LookupOutcome) => void; onError: () => void },
    ): void => {
      setPending(true);
      const settle = (then: () => void) => {
        if (!mounted.current) return;
        setPending(false);
        then();
      };
      lookupGuest(fields).then(
        (outcome) => settle(() => handlers.onSuccess(outcome)),
        () => settle(handlers.onError),
      );
    },
    [],
  );
  return { mutate, isPending };
}

/**
 * The invitation code of `/rsvp?code=`, looked up on arrival and each time the code changes, never
 * kept, since the guest's answer changes as soon as they submit. `outcome` is undefined when no
 * answer came (the phone offline).
 */
export function useGuestByCode(code: string | undefined): {
  isPending: boolean;
  outcome: LookupOutcome | undefined;
} {
  const [answer, setAnswer] = useState<{ code: string; outcome: LookupOutcome | undefined }>();
  useEffect(() => {
    if (code === undefined) return;
    let live = true;
    lookupGuest({ code }).then(
      (outcome) => live && setAnswer({ code, outcome }),
      () => live && setAnswer({ code, outcome: undefined }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  const answered = code !== undefined && answer?.code === code;
  return { isPending: code !== undefined && !answered, outcome: answered ? answer.outcome : undefined };
}

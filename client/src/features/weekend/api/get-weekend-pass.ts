import { normalizeInvitationCode } from '@riviera/contract';
import { useCallback, useEffect, useState } from 'react';
import { edition } from '@edition/edition';
import { GRAPHQL_URL } from '../../../lib/graphql/graphql-client';
import type { WeekendPassQuery, WeekendPassQueryVariables } from '../../../lib/graphql/operations.generated';
import { forgetPass, readSavedPass, savePass } from '../lib/saved-pass';
import passDocument from './weekend.graphql?raw';

export type WeekendPass = NonNullable<WeekendPassQuery['weekendPass']>;

/**
 * What asking for the pass came to: the pass as the server has it now, the copy this phone saved
 * when the server could not be reached, a code the server does not know, or a failure with
 * nothing saved (`message`: the server's sentence, when it gave one).
 */
export type PassOutcome =
  | { status: 'fresh'; pass: WeekendPass; savedAt: string }
  | { status: 'saved'; pass: WeekendPass; savedAt: string }
  | { status: 'unknown' }
  | { status: 'failed'; message?: string };

/** The saved copy when there is one, or the failure. */
function fallback(code: string, message?: string): PassOutcome {
  const saved = readSavedPass(code);
  return saved ? { status: 'saved', ...saved } : { status: 'failed', ...(message ? { message } : {}) };
}

interface PassAnswer {
  data?: WeekendPassQuery | null;
  errors?: Array<{ message?: unknown }>;
}

/**
 * `weekendPass(invitationCode)` over POST, without the GraphQL client or react-query: the pass is
 * a guest page, and its first download stays small (ADR 054). Each answer is saved on the phone
 * under its code; when the network or the server fails, the saved copy is what the guest reads.
 */
export async function fetchWeekendPass(code: string): Promise<PassOutcome> {
  const key = normalizeInvitationCode(code);
  const variables: WeekendPassQueryVariables = { invitationCode: key };
  let answer: PassAnswer;
  try {
    const response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': edition.language,
      },
      body: JSON.stringify({ operationName: 'WeekendPass', query: passDocument, variables }),
    });
    answer = (await response.json()) as PassAnswer;
  } catch {
    return fallback(key);
  }
  const refusal = answer.errors?.[0]?.message;
  if (refusal !== undefined || !answer.data) {
    return fallback(key, typeof refusal === 'string' ? refusal : undefined);
  }
  const pass = answer.data.weekendPass;
  if (!pass) {
    // The code finds nobody (any more): nothing of it stays on the phone.
    forgetPass(key);
    return { status: 'unknown' };
  }
  const savedAt = new Date().toISOString();
  savePass(key, { pass, savedAt });
  return { status: 'fresh', pass, savedAt };
}

/**
 * The pass for a code, asked for at each visit. Until the answer comes, the copy saved last (if
 * any) shows, with `pending`; `retry` asks again.
 */
export function useWeekendPass(code: string): {
  outcome: PassOutcome | undefined;
  pending: boolean;
  retry(): void;
} {
  const [state, setState] = useState<{ outcome: PassOutcome | undefined; pending: boolean }>(() => {
    const saved = readSavedPass(normalizeInvitationCode(code));
    return { outcome: saved && { status: 'saved', ...saved }, pending: true };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void fetchWeekendPass(code).then((outcome) => {
      if (current) setState({ outcome, pending: false });
    });
    return () => {
      current = false;
    };
  }, [code, attempt]);
  const retry = useCallback(() => {
    setState((before) => ({ ...before, pending: true }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

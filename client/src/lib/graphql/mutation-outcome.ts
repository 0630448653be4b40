import { GraphqlRequestError } from './graphql-client';

/**
 * What a hosts' mutation came to (every `…Result { success message errors }` of the API): done with
 * the server's sentence, or refused with one and every broken rule. The one reading of them.
 */
export type MutationOutcome =
  { ok: true; message: string; errors: [] } | { ok: false; message: string; errors: string[] };

interface Answered {
  success: boolean;
  message?: string | null;
  errors?: string[];
}

export function outcomeOf(result: Answered | undefined, fallback: string): MutationOutcome {
  if (result?.success) return { ok: true, message: result.message ?? '', errors: [] };
  return { ok: false, message: result?.message?.trim() || fallback, errors: result?.errors ?? [] };
}

/** A refusal without data (a rule of the API) reads like any refusal; a lost connection rejects. */
export async function asOutcome(run: () => Promise<Answered>, fallback: string): Promise<MutationOutcome> {
  try {
    return outcomeOf(await run(), fallback);
  } catch (error) {
    if (error instanceof GraphqlRequestError)
      return { ok: false, message: error.message || fallback, errors: [] };
    throw error;
  }
}

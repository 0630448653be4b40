import type { Refusal, Result } from '../result';

/**
 * The one place a service's refusal becomes a GraphQL answer: `success: false` with the sentence
 * and the field errors. Every result type of the schema (AuthPayload, GuestResult, GuestsResult,
 * ImportResult, RSVPResult, and mail's results) reads the fields it declares from it; its list and count fields are
 * empty, its object fields null.
 */
export function failure(refusal: Refusal) {
  return {
    success: false as const,
    message: refusal.message,
    errors: refusal.errors.length > 0 ? refusal.errors : [refusal.message],
    problems: refusal.rows ?? [],
    guests: [],
    imported: 0,
    guest: null,
    party: null,
    token: null,
    queued: 0,
    skipped: [],
    mail: null,
    hostNotifications: null,
    hostsEmail: null,
  };
}

/** A service's result as a GraphQL payload: `success: true` and the value's fields, or the failure. */
export function payload<T, P extends object>(result: Result<T>, shape: (value: T) => P) {
  return result.ok ? { success: true as const, errors: [], ...shape(result.value) } : failure(result.refusal);
}

import { edition } from '@edition/edition';
import type { WeekendPassQuery } from '../../../lib/graphql/operations.generated';

type Pass = NonNullable<WeekendPassQuery['weekendPass']>;

/** A pass as the phone keeps it: the server's last answer and when it came. */
export interface SavedPass {
  pass: Pass;
  savedAt: string;
}

/**
 * A copy per language: the server words the tables in the page's language (DESIGN 3.6), so the
 * French page keeps its own copy to read offline (ADR 081). English keeps the older key.
 */
const PREFIX = `riviera.weekend-pass.${edition.language === 'en' ? '' : `${edition.language}.`}`;

/** localStorage, or undefined where the browser refuses it (private mode, storage turned off). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isSavedPass(value: unknown): value is SavedPass {
  if (typeof value !== 'object' || value === null) return false;
  const { pass, savedAt } = value as Partial<SavedPass>;
  return (
    typeof savedAt === 'string' &&
    typeof pass === 'object' &&
    pass !== null &&
    typeof pass.firstName === 'string' &&
    Array.isArray(pass.people) &&
    Array.isArray(pass.events) &&
    Array.isArray(pass.pickups)
  );
}

/** The copy saved for a code, when there is one this page can read. */
export function readSavedPass(code: string): SavedPass | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFIX + code) ?? 'null');
    return isSavedPass(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the latest answer for the code; a full or refused storage only means no offline copy. */
export function savePass(code: string, saved: SavedPass): void {
  try {
    storage()?.setItem(PREFIX + code, JSON.stringify(saved));
  } catch {
    // Nothing to do: the pass still shows, it just will not be there offline.
  }
}

export function forgetPass(code: string): void {
  try {
    storage()?.removeItem(PREFIX + code);
  } catch {
    // As above.
  }
}

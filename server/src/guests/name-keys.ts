import { lookupKey, lookupReadings } from '@riviera/contract';
import anyAscii from 'any-ascii';

/**
 * The name keys a guest is stored under and a typed name is searched by. Each reading of the name
 * is a key in its own script ("елена|петрова") and, from a kept transliteration library, in Latin
 * letters ("elena|petrova"), so a guest from Sofia or Athens is found whether they type their name
 * as on their passport or as on an airline ticket.
 */
const complete = (key: string) => !key.startsWith('|') && !key.endsWith('|');

/** Bumped whenever the keys change shape; the server then computes every guest's keys again. */
export const NAME_KEYS_VERSION = 4;

export function storedNameKeys(fullName: string): string[] {
  const keys = lookupReadings(fullName).flatMap(({ given, family }) => [
    lookupKey(given, family),
    lookupKey(anyAscii(given), anyAscii(family)),
  ]);
  return [...new Set(keys)].filter(complete);
}

/** The keys to search, best first: the name as typed, then its Latin transliteration. */
export function typedNameKeys(firstName: string, lastName: string): string[] {
  const keys = [lookupKey(firstName, lastName), lookupKey(anyAscii(firstName), anyAscii(lastName))];
  return [...new Set(keys)].filter(complete);
}

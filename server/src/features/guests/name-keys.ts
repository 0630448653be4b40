import { lookupKey, lookupReadings } from '@riviera/contract';
import anyAscii from 'any-ascii';

/**
 * The name keys a guest is stored under and a typed name is searched by. Each reading of the name
 * is a key in its own script ("елена|петрова") and, from a kept transliteration library, in Latin
 * letters ("elena|petrova"), so a guest from Sofia or Athens is found whether they type their name
 * as on their passport or as on an airline ticket. A name with letters that have a usual spelling
 * without them (German ü as ue, Danish ø as oe, Swedish å as aa) is also a key in that spelling.
 */
const complete = (key: string) => !key.startsWith('|') && !key.endsWith('|');

/** Bumped whenever the keys change shape; the server then computes every guest's keys again. */
export const NAME_KEYS_VERSION = 5;

/**
 * The spelling a keyboard without these letters, a passport's machine-readable line or an airline
 * uses: "Müller" is "Mueller", "Søren" is "Soeren", "Åsa" is "Aasa", Hungarian "Erdős" is "Erdoes".
 * Composed and decomposed forms alike; other accents are dropped by the key itself.
 */
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ø: 'oe', å: 'aa', ő: 'oe', ű: 'ue' };
const SPELLED_OUT_LETTERS = /[äöüøåőű]/g;

export function spelledOut(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter);
}

const hasSpelledOut = (value: string) => spelledOut(value) !== value.normalize('NFC').toLowerCase();

/** A reading's keys: as written, transliterated, and each part as written or spelled out. */
function readingKeys(given: string, family: string): string[] {
  const keys = [lookupKey(given, family), lookupKey(anyAscii(given), anyAscii(family))];
  if (!hasSpelledOut(given) && !hasSpelledOut(family)) return keys;
  // Either part may be typed either way: "Jürgen Müller" is also found as "Jurgen Mueller".
  for (const g of [given, spelledOut(given)]) {
    for (const f of [family, spelledOut(family)]) keys.push(lookupKey(g, f));
  }
  return keys;
}

export function storedNameKeys(fullName: string): string[] {
  const keys = lookupReadings(fullName).flatMap(({ given, family }) => readingKeys(given, family));
  return [...new Set(keys)].filter(complete);
}

/**
 * The keys to search, best first: the name as typed, then its Latin transliteration, then spelled
 * out (a guest who types "Müller" finds a guest stored as "Mueller").
 */
export function typedNameKeys(firstName: string, lastName: string): string[] {
  const keys = [
    lookupKey(firstName, lastName),
    lookupKey(anyAscii(firstName), anyAscii(lastName)),
    lookupKey(spelledOut(firstName), spelledOut(lastName)),
  ];
  return [...new Set(keys)].filter(complete);
}

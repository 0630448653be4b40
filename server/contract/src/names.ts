/** Letters that do not decompose into a base letter plus an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The form of a name used for matching, in any script: no accents or other marks, no case, and
 * nothing but letters and digits, so "Hélène", "helene" and "HELENE" agree, as do "O'Brien"/"obrien",
 * "Jean-Luc"/"jean luc" and "Ελένη"/"ΕΛΕΝΗ". The server adds Latin transliterations to the keys.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Scripts whose letters are each about a syllable or a word, and whose names put the family first. */
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function isEastAsianName(value: string): boolean {
  return EAST_ASIAN.test(value);
}

/**
 * The length of a name part as the 2-character minimum counts it: in characters, not UTF-16 units,
 * with an East Asian character counted as two, as it is set in type, since one is a whole family
 * name (李, 王, 金).
 */
export function nameLength(value: string): number {
  let length = 0;
  for (const char of value) length += EAST_ASIAN.test(char) ? 2 : 1;
  return length;
}

function words(value: string): string[] {
  return value.trim().split(/\s+/).filter(Boolean);
}

/** The key a lookup searches for: normalised given name and family name. */
export function lookupKey(firstName: string, lastName: string): string {
  return `${normalizeName(firstName)}|${normalizeName(lastName)}`;
}

/** A given and a family part of a full name, as a guest may type them in the two boxes. */
export interface NameReading {
  given: string;
  family: string;
}

/**
 * The ways a full name reads as written: it can be cut at any space ("Mary Anne de la Cruz" is
 * Mary Anne + de la Cruz, but nobody can tell that from the string alone); a guest with several
 * given names may type only the first one ("Mary", or "Jean" for "Jean-Luc"); an East Asian name is
 * written family name first ("李 小龙"), so its parts may come in either box, and is often written
 * without a space. Any other single word ("Madonna") has no reading: that guest uses their code.
 * `lookupReadings` adds the other order for every name.
 */
export function nameReadings(fullName: string): NameReading[] {
  const parts = words(fullName);
  if (parts.length === 1) return unspacedEastAsianReadings(parts[0] ?? '');
  const readings: NameReading[] = [];
  for (let cut = 1; cut < parts.length; cut += 1) {
    const given = parts.slice(0, cut).join(' ');
    const family = parts.slice(cut).join(' ');
    readings.push({ given, family });
    const firstGiven = given.split(/[\s-]+/)[0] ?? given;
    if (firstGiven !== given) readings.push({ given: firstGiven, family });
    if (isEastAsianName(fullName)) readings.push({ given: family, family: given });
  }
  return readings;
}

/**
 * Every way a guest may type a full name in the given-name and family-name boxes: each reading as
 * written, and the same the other way round, because a name in Latin letters does not say which
 * part is the family name: "Nagy Péter", "Nguyễn Văn An", "Kim Minjun" and "Li Xiaolong" are
 * written family name first and typed given name first ("Péter" / "Nagy"). Each part may also be
 * typed by its first word, since a compound given name or surname is often shortened to it
 * ("José María García López" is "José" / "García"; "Nguyễn Văn An" is "An" / "Nguyễn"). A name two
 * guests share under any reading answers 409, which asks for the invitation code.
 */
export function lookupReadings(fullName: string): NameReading[] {
  const seen = new Map<string, NameReading>();
  for (const { given, family } of nameReadings(fullName)) {
    for (const [first, second] of [
      [given, family],
      [family, given],
    ] as const) {
      for (const reading of shortenedReadings(first, second)) {
        seen.set(`${reading.given}\u0000${reading.family}`, reading);
      }
    }
  }
  return [...seen.values()];
}

/** A reading, and the same with either part cut to its first word (not to a particle: "de", "van"). */
function shortenedReadings(given: string, family: string): NameReading[] {
  const givenWords = [given, firstWord(given)];
  const familyWords = [family, firstWord(family)];
  return givenWords.flatMap((g) => familyWords.map((f) => ({ given: g, family: f })));
}

function firstWord(part: string): string {
  const first = part.split(/[\s-]+/)[0] ?? part;
  return first === '' || FAMILY_PARTICLES.has(first.toLowerCase()) ? part : first;
}

/** Longest East Asian name, in characters, that is cut at every place when written without a space. */
const MAX_UNSPACED = 6;

/**
 * Chinese, Japanese and Korean names are mostly written without a space ("李小龙", "山田太郎",
 * "김민준"): the family name is their first one or two characters, so each cut between characters
 * is a reading, in both orders.
 */
function unspacedEastAsianReadings(word: string): NameReading[] {
  const chars = Array.from(word);
  if (!isEastAsianName(word) || chars.length < 2 || chars.length > MAX_UNSPACED) return [];
  return chars.slice(1).flatMap((_, index) => {
    const family = chars.slice(0, index + 1).join('');
    const given = chars.slice(index + 1).join('');
    return [
      { given, family },
      { given: family, family: given },
    ];
  });
}

/**
 * Words that begin a family name rather than end a given name, compared in lower case: Romance,
 * Germanic and Arabic particles, and the Irish and Scottish Ó, Ní, Mac, Nic ("Tomás Ó Briain" is
 * Tomás / Ó Briain, never "Tomás Ó").
 */
const FAMILY_PARTICLES = new Set([
  'ó',
  'o',
  'ní',
  'nic',
  'mac',
  'mhic',
  'uí',
  'ua',
  'al',
  'el',
  'ap',
  'af',
  'zu',
  'des',
  'dei',
  'den',
  'de',
  'del',
  'della',
  'der',
  'di',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'van',
  'von',
  'ter',
  'ten',
  'bin',
  'ibn',
  'st',
  'st.',
]);

/**
 * Splits a stored full name for display into first and last name: the family name starts at the
 * first particle after the first word ("Mary Anne de la Cruz" → "Mary Anne" / "de la Cruz", "Tomás
 * Ó Briain" → "Tomás" / "Ó Briain"), otherwise it is the last word.
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = words(fullName);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  let cut = parts.findIndex((part, index) => index > 0 && FAMILY_PARTICLES.has(part.toLowerCase()));
  if (cut === -1) cut = parts.length - 1;
  return { firstName: parts.slice(0, cut).join(' '), lastName: parts.slice(cut).join(' ') };
}

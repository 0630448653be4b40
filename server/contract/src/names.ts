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
 * The form of a name used for matching: no accents, no case, and nothing but letters and digits,
 * so "Hélène", "helene" and "HELENE" agree, as do "O'Brien"/"obrien" and "Jean-Luc"/"jean luc".
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]/g, '');
}

function words(value: string): string[] {
  return value.trim().split(/\s+/).filter(Boolean);
}

/** The key a lookup searches for: normalised given name and family name. */
export function lookupKey(firstName: string, lastName: string): string {
  return `${normalizeName(firstName)}|${normalizeName(lastName)}`;
}

/**
 * Every key under which a guest can be found. A full name can be cut into given and family names at
 * any space ("Mary Anne de la Cruz" is Mary Anne + de la Cruz, but nobody can tell that from the
 * string alone), and a guest with several given names may type only the first one ("Mary", or
 * "Jean" for "Jean-Luc"). Both readings are keys; a lookup is then one indexed equality match.
 */
export function lookupKeys(fullName: string): string[] {
  const parts = words(fullName);
  const keys = new Set<string>();
  for (let cut = 1; cut < parts.length; cut += 1) {
    const given = parts.slice(0, cut).join(' ');
    const family = parts.slice(cut).join(' ');
    keys.add(lookupKey(given, family));
    const firstGiven = given.split(/[\s-]+/)[0] ?? given;
    keys.add(lookupKey(firstGiven, family));
  }
  return [...keys].filter((key) => !key.startsWith('|') && !key.endsWith('|'));
}

const FAMILY_PARTICLES = new Set([
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
 * first lower-case particle ("Mary Anne de la Cruz" → "Mary Anne" / "de la Cruz"), otherwise it is
 * the last word.
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = words(fullName);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  let cut = parts.findIndex((part, index) => index > 0 && FAMILY_PARTICLES.has(part.toLowerCase()));
  if (cut === -1) cut = parts.length - 1;
  return { firstName: parts.slice(0, cut).join(' '), lastName: parts.slice(cut).join(' ') };
}

// French typography, checked on every string of the French words (the content's modules, the
// mail's, the specification's messages): a no-break space (U+00A0) before « : », a narrow no-break
// space (U+202F) before « ; ! ? » and inside guillemets, the typographic apostrophe, and times on
// the 24-hour clock (« 18 h 30 », never 6:30 PM). The tests of each side of the words call it.

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

const RULES: readonly { problem: string; pattern: RegExp }[] = [
  { problem: 'regular space before « : » (use U+00A0)', pattern: / :/ },
  { problem: 'regular space before « ; ! ? » (use U+202F)', pattern: / [;!?]/ },
  { problem: 'regular space after « (use U+202F)', pattern: /« / },
  { problem: 'regular space before » (use U+202F)', pattern: / »/ },
  { problem: 'no space before « : » (use U+00A0)', pattern: /[^\s\u00a0\u202f]:(?=\s|$)/ },
  { problem: 'no space before « ; ! ? » (use U+202F)', pattern: /[^\s\u00a0\u202f…][;!?](?=\s|$)/ },
  { problem: 'narrow space before « : » (use U+00A0)', pattern: /\u202f:/ },
  { problem: 'wide no-break space before « ; ! ? » (use U+202F)', pattern: /\u00a0[;!?]/ },
  { problem: 'no narrow no-break space inside guillemets', pattern: /«(?!\u202f)|(?<!\u202f)»/ },
  { problem: 'straight apostrophe (use ’)', pattern: /\p{L}'|'\p{L}/u },
  { problem: 'straight double quotes (use « guillemets »)', pattern: /"/ },
  { problem: '12-hour time (AM/PM)', pattern: /\d\s*(?:[AaPp]\.?[Mm]\.?)(?!\p{L})|\b(?:AM|PM)\b/u },
  { problem: 'clock time with a colon in a sentence (write « 18 h 30 »)', pattern: /\s\d{1,2}:\d{2}\b/ },
  {
    problem: 'regular space around the « h » of a time (use U+00A0)',
    pattern: /\d[ \u202f]h\b|\d\u00a0h[ \u202f]\d/,
  },
  { problem: 'two spaces in a row', pattern: / {2}/ },
];

/** Addresses and paths are data, not French: a « ? » or « : » there is no punctuation. */
const isData = (text: string) => /^(?:https?:\/\/|imgs\/)\S*$/.test(text);

/** What is wrong with one string's typography, one entry per broken rule. */
export function typographyProblems(text: string): string[] {
  if (isData(text)) return [];
  return RULES.filter(({ pattern }) => pattern.test(text)).map(({ problem }) => problem);
}

/** Sample arguments for each function of the words, by key path: every function must have some. */
export type Samples = Record<string, readonly (readonly unknown[])[]>;

/** Every string under a value, with its key path; functions are called with their samples. */
function stringsOf(value: unknown, path: string, samples: Samples): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const calls = samples[path];
    if (!calls) return [[path, `(no sample arguments for ${path}: add them to SAMPLES)`]];
    return calls.flatMap((args) =>
      stringsOf((value as (...args: unknown[]) => unknown)(...args), `${path}(${args.join(', ')})`, samples),
    );
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`, samples));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`, samples));
  }
  return [];
}

/** "path: problem" for every broken rule under a value. */
export function problemsUnder(value: unknown, path: string, samples: Samples): string[] {
  return stringsOf(value, path, samples).flatMap(([where, text]) =>
    text.startsWith('(no sample arguments')
      ? [`${where}: ${text}`]
      : typographyProblems(text).map((problem) => `${where}: ${problem} in ${JSON.stringify(text)}`),
  );
}

/** The shape of a value: its keys, lengths and kinds, without the words. */
export function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

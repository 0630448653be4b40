/**
 * The site's two languages. English is the specification's contract and lives at the unprefixed
 * addresses; French lives under /fr (ADR 019). The server answers a guest in the language their
 * page asked in, and mail goes out in the guest's language.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats dates and numbers with (the weekend's own dates: calendar-format.ts). */
export const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Where each language's pages live: '' for English, '/fr' for French. */
export const LANGUAGE_PREFIXES: Record<Language, string> = { en: '', fr: '/fr' };

/** The cookie that keeps a guest's choice of language, and the query parameter that sets it. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAMETER = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a browser prefers among the site's, from its Accept-Language header: the first of
 * its languages (by weight, then order) that is English or French, `fr-CA` counting as French.
 * Undefined when it names neither (the caller then keeps its default).
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 50)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params
        .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** A colon after a label, as each language writes it (French puts a no-break space before it). */
export function colon(language: Language): string {
  return language === 'fr' ? '\u00a0: ' : ': ';
}

/** A semicolon between two parts of a line (French puts a narrow no-break space before it). */
export function semicolon(language: Language): string {
  return language === 'fr' ? '\u202f; ' : '; ';
}

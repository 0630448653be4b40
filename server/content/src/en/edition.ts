import { LANGUAGE_PREFIXES, LOCALES, type Language } from '@riviera/contract';

/**
 * Which edition of the site this is. The build makes one bundle per language (ADR 019): the pages
 * import `@edition/…`, which is content/en for the English bundle and content/fr for the French one,
 * so a guest downloads the words of one language only.
 */
export const edition = {
  language: 'en' as Language,
  /** Where this edition's pages live: '' here, '/fr' for French. */
  prefix: LANGUAGE_PREFIXES.en,
  locale: LOCALES.en,
  /** The other edition, which the language switch opens. */
  other: 'fr' as Language,
};

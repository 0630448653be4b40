import type * as En from '../en/edition';
import { LANGUAGE_PREFIXES, LOCALES } from '@riviera/contract';

/** The French edition (ADR 019): its pages live under /fr and import content/fr. */
export const edition: typeof En.edition = {
  language: 'fr',
  prefix: LANGUAGE_PREFIXES.fr,
  locale: LOCALES.fr,
  other: 'en',
};

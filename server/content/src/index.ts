/**
 * The shapes of the guest-facing content. The words themselves are per language: a page imports
 * `@edition/<module>` (content/en or content/fr, chosen by the build; ADR 019), so each page's text
 * travels in that page's chunk, in one language. The hosts' area is English only (content/en/admin).
 */
export type * from './types';

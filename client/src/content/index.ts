/**
 * The guest-facing text shared by every page (titles, navigation, the couple and the venue).
 * English is the specification's contract; a French edition will sit beside it in content/fr with
 * the same keys. Each page's own text is its own module (content/en/events.ts, …), imported
 * directly, so a page's words travel in that page's chunk rather than in everyone's first download.
 */
export * from './en/pages';
export * from './en/site';
export type * from './types';

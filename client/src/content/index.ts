/**
 * The guest-facing text of the site. English is the specification's contract; a French edition will
 * sit beside it in content/fr with the same keys.
 */
export * from './en/accommodations';
export * from './en/events';
export * from './en/home';
export * from './en/info';
export * from './en/pages';
export * from './en/site';
export * from './en/travel';
export type * from './types';

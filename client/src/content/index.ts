/**
 * The guest-facing text of the site. English is the specification's contract; a French edition will
 * sit beside it in content/fr with the same keys.
 */
export * from './en/pages';

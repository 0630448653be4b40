/**
 * The pages of the hosts' Content tab, in its order (DESIGN 3.7, ADR 076 and 080): the server's
 * field registry files every field under one of them, and the tab lists them in this order.
 */
export const CONTENT_PAGES = [
  'home',
  'events',
  'accommodations',
  'info',
  'travel',
  'questions',
  'mails',
  'photos',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/**
 * The pages of the site by name: what the words of each page (titles, descriptions) are keyed by.
 * The client's route table (client/src/config/paths.ts) gives each its address, and TypeScript
 * holds the two to the same names.
 */
export type PathName =
  | 'home'
  | 'homeV2'
  | 'homeOld'
  | 'events'
  | 'accommodations'
  | 'info'
  | 'rsvp'
  | 'rsvpTravel'
  | 'travel'
  | 'faq'
  | 'admin'
  | 'weekend'
  | 'album'
  | 'albumScreen';

/** A page written as HTML at build time: every route, and the not-found page. */
export type PageName = PathName | 'notFound';

import type { PathName } from '../page-names';
// The glossary's words typed here, not imported (ADR 067): this module is in the RSVP page's first
// download, which is at its budget (ADR 019) and has no room for the glossary's other words;
// glossary.test.ts holds them to it.
import { couple } from './site';

/** Title of each page (its heading and the browser tab). */
export const pageTitles: Record<PathName | 'notFound', string> = {
  home: couple.together,
  homeV2: couple.together,
  homeOld: couple.together,
  events: 'Events',
  accommodations: 'Accommodations',
  // Each title says what the page is, beside the specification's navigation labels (ADR 044).
  info: 'Travel Links',
  rsvp: 'RSVP',
  rsvpTravel: 'Your Travel',
  travel: 'Getting Here',
  faq: 'Questions & Contact',
  admin: 'Admin',
  weekend: 'Your Weekend Pass',
  album: 'The Album',
  albumScreen: 'Share Your Photos',
  notFound: 'Page not found',
};

export const siteName = `${couple.together} · Cap Ferrat · 15 May 2026`;

export const notFoundCopy = {
  body: 'We could not find that page. It may have moved, or the link may have a typo.',
  homeLink: 'Back to the home page',
  /** On the public host, where /info and /rsvp are not found: where replies are made instead. */
  byInvitation:
    'Replies to the wedding are by invitation: use the personal link in your invitation email, or the address and code printed on your invitation card.',
  /** Under it: a link to the RSVP page at the address guests reply at (SITE_URL, ADR 072). */
  rsvpLink: 'Reply on the RSVP page',
};

export const errorCopy = {
  title: 'Something went wrong',
  body: 'This page could not be shown. Please reload it; if it happens again, contact the couple.',
  reload: 'Reload the page',
};

export const navLabels = {
  home: 'Home',
  events: 'Events',
  accommodations: 'Accommodations',
  info: 'Info',
  rsvp: 'RSVP',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
  brand: couple.together,
  brandLabel: `${couple.together}, home`,
  /** The language switch: the other language's name, in that language (ADR 019). */
  otherLanguage: { name: 'Français', short: 'FR', lang: 'fr' },
};
